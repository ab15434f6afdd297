import { Injectable } from '@nestjs/common';
import { AuthCommands, type Actor, type CommandInput, type CredentialSet, type CredentialSummary } from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { signedIn } from '../access/actor';
import { PracticeCredentials } from './practice-credentials';

/** `/credentials`, `/credential-form` and `/credential-edit` (spec 02 §7 Credentials and NS keys). */
@Injectable()
export class CredentialsHandlers {
  constructor(private readonly credentials: PracticeCredentials) {}

  @HandlesCommand(AuthCommands.listCredentials)
  list(_input: unknown, actor: Actor | null): Promise<CredentialSummary[]> {
    return this.credentials.list(signedIn(actor));
  }

  @HandlesCommand(AuthCommands.getCredentials)
  get(input: CommandInput<typeof AuthCommands.getCredentials>, actor: Actor | null): Promise<CredentialSet> {
    return this.credentials.get(input.id, input.reveal, signedIn(actor));
  }

  @HandlesCommand(AuthCommands.saveCredentials)
  save(input: CommandInput<typeof AuthCommands.saveCredentials>, actor: Actor | null): Promise<CredentialSet> {
    return this.credentials.save(input, signedIn(actor));
  }

  @HandlesCommand(AuthCommands.deleteCredentials)
  remove(input: CommandInput<typeof AuthCommands.deleteCredentials>, actor: Actor | null): Promise<{ deleted: true }> {
    return this.credentials.remove(input.id, signedIn(actor));
  }
}
