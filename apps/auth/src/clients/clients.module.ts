import { Module } from '@nestjs/common';
import { PermissionsModule } from '../permissions/permissions.module';
import { TenancyModule } from '../tenancy/tenancy.module';
import { UsersModule } from '../users/users.module';
import { ClientAdministration } from './client-administration';
import { ClientOnboarding } from './client-onboarding';
import { ClientsHandlers } from './clients.handlers';

/** The clients screen: customer organisations and their first users; clients made from approved onboarding requests. */
@Module({ imports: [TenancyModule, UsersModule, PermissionsModule], providers: [ClientAdministration, ClientOnboarding, ClientsHandlers] })
export class ClientsModule {}
