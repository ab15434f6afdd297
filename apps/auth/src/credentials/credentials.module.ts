import { Module } from '@nestjs/common';
import { CredentialsHandlers } from './credentials.handlers';
import { PracticeCredentials } from './practice-credentials';
import { ProviderCredentialsHandlers } from './provider-credentials.handlers';

/** Per-practice credential groups, encrypted at rest. */
@Module({ providers: [PracticeCredentials, CredentialsHandlers, ProviderCredentialsHandlers] })
export class CredentialsModule {}
