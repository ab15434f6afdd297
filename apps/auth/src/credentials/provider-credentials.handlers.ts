import { Injectable } from '@nestjs/common';
import { ProviderCredentialCommands, type Actor, type CommandInput, type ProviderCredentialAnswer } from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { signedIn } from '../access/actor';
import { PracticeCredentials } from './practice-credentials';

/** The files service asks for a client's call and SMS provider credentials (no HTTP route serves this). */
@Injectable()
export class ProviderCredentialsHandlers {
  constructor(private readonly credentials: PracticeCredentials) {}

  @HandlesCommand(ProviderCredentialCommands.providerCredentials)
  providerCredentials(
    input: CommandInput<typeof ProviderCredentialCommands.providerCredentials>,
    actor: Actor | null,
  ): Promise<ProviderCredentialAnswer> {
    return this.credentials.providerGroup(input.provider, input.clientId, signedIn(actor));
  }
}
