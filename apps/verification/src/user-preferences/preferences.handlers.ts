import { Injectable } from '@nestjs/common';
import { VerificationCommands, type Actor, type CommandInput, type TransactionPreferences, type TransactionSort } from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { PreferencesRepository } from './preferences.repository';
import { signedIn } from './signed-in';

/** `GET|PUT /api/users/transaction/sort`, `PUT /api/users/transaction/elg/priority`. */
@Injectable()
export class PreferencesHandlers {
  constructor(private readonly preferences: PreferencesRepository) {}

  @HandlesCommand(VerificationCommands.getPreferences)
  get(_input: unknown, actor: Actor | null): Promise<TransactionPreferences> {
    return this.preferences.get(signedIn(actor).userId);
  }

  @HandlesCommand(VerificationCommands.saveSort)
  saveSort(input: CommandInput<typeof VerificationCommands.saveSort>, actor: Actor | null): Promise<TransactionPreferences> {
    return this.preferences.saveSort(signedIn(actor).userId, input.sort as TransactionSort);
  }

  @HandlesCommand(VerificationCommands.savePriority)
  savePriority(input: CommandInput<typeof VerificationCommands.savePriority>, actor: Actor | null): Promise<TransactionPreferences> {
    return this.preferences.savePriority(signedIn(actor).userId, input.priority);
  }
}
