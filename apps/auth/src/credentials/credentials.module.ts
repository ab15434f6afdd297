import { Module } from '@nestjs/common';
import { CredentialsHandlers } from './credentials.handlers';
import { PracticeCredentials } from './practice-credentials';

/** Per-practice credential groups, encrypted at rest. */
@Module({ providers: [PracticeCredentials, CredentialsHandlers] })
export class CredentialsModule {}
