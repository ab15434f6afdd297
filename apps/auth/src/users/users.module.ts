import { Module } from '@nestjs/common';
import { PasswordHasher } from './password-hasher';
import { UserAccounts } from './user-accounts';

/** Users, their passwords and their grants. */
@Module({ providers: [PasswordHasher, UserAccounts], exports: [PasswordHasher, UserAccounts] })
export class UsersModule {}
