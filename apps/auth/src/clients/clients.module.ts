import { Module } from '@nestjs/common';
import { PermissionsModule } from '../permissions/permissions.module';
import { TenancyModule } from '../tenancy/tenancy.module';
import { UsersModule } from '../users/users.module';
import { ClientAdministration } from './client-administration';
import { ClientsHandlers } from './clients.handlers';

/** The clients screen: customer organisations and their first users. */
@Module({ imports: [TenancyModule, UsersModule, PermissionsModule], providers: [ClientAdministration, ClientsHandlers] })
export class ClientsModule {}
