import { Module } from '@nestjs/common';
import { ClientGrantsModule } from '../client-grants/client-grants.module';
import { PermissionsModule } from '../permissions/permissions.module';
import { PasswordHasher } from './password-hasher';
import { UserAccounts } from './user-accounts';
import { UserAdministration } from './user-administration';
import { UserAdministrationHandlers } from './user-administration.handlers';

/** Users, their passwords and their grants, and the screens that administer them. */
@Module({
  imports: [PermissionsModule, ClientGrantsModule],
  providers: [PasswordHasher, UserAccounts, UserAdministration, UserAdministrationHandlers],
  exports: [PasswordHasher, UserAccounts],
})
export class UsersModule {}
