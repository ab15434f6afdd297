import { Module } from '@nestjs/common';
import { PermissionsModule } from '../permissions/permissions.module';
import { TenancyModule } from '../tenancy/tenancy.module';
import { PracticeAdministration } from './practice-administration';
import { PracticesHandlers } from './practices.handlers';

/** The practices screen: offices of the clients the caller may reach. */
@Module({ imports: [TenancyModule, PermissionsModule], providers: [PracticeAdministration, PracticesHandlers] })
export class PracticesModule {}
