import { Injectable } from '@nestjs/common';
import {
  ProviderCredentialCommands,
  ProviderWebhookCommands,
  type Actor,
  type CommandInput,
  type ProviderCredentialAnswer,
  type ProviderWebhookTokenAnswer,
} from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { signedIn } from '../access/actor';
import { PracticeCredentials } from './practice-credentials';

/** The files service asks for a client's call and SMS provider credentials, and a webhook's token (no HTTP route serves these). */
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

  /** A provider's webhook is checked with its token; the webhook has no actor, so only that key is answered. */
  @HandlesCommand(ProviderWebhookCommands.providerWebhookToken)
  webhookToken(input: CommandInput<typeof ProviderWebhookCommands.providerWebhookToken>): Promise<ProviderWebhookTokenAnswer> {
    return this.credentials.webhookToken(input.provider, input.clientId);
  }
}
