import { Injectable } from '@nestjs/common';
import { AuthCommands, type Actor, type CommandInput, type Page, type PracticeRecord } from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { signedIn } from '../access/actor';
import { PracticeAdministration } from './practice-administration';

/** `/client-practice` (spec 02 §7 Clients and practices). */
@Injectable()
export class PracticesHandlers {
  constructor(private readonly practices: PracticeAdministration) {}

  @HandlesCommand(AuthCommands.listPractices)
  list(input: CommandInput<typeof AuthCommands.listPractices>, actor: Actor | null): Promise<Page<PracticeRecord>> {
    return this.practices.list(input, signedIn(actor));
  }

  @HandlesCommand(AuthCommands.practicesOfClient)
  ofClient(input: CommandInput<typeof AuthCommands.practicesOfClient>, actor: Actor | null): Promise<PracticeRecord[]> {
    return this.practices.ofClient(input.clientId, signedIn(actor));
  }

  @HandlesCommand(AuthCommands.getPractice)
  get(input: CommandInput<typeof AuthCommands.getPractice>, actor: Actor | null): Promise<PracticeRecord> {
    return this.practices.get(input.id, signedIn(actor));
  }

  @HandlesCommand(AuthCommands.createPractice)
  create(input: CommandInput<typeof AuthCommands.createPractice>, actor: Actor | null): Promise<PracticeRecord> {
    return this.practices.create(input, signedIn(actor));
  }

  @HandlesCommand(AuthCommands.updatePractice)
  update(input: CommandInput<typeof AuthCommands.updatePractice>, actor: Actor | null): Promise<PracticeRecord> {
    return this.practices.update(input, signedIn(actor));
  }

  @HandlesCommand(AuthCommands.deletePractice)
  remove(input: CommandInput<typeof AuthCommands.deletePractice>, actor: Actor | null): Promise<{ deleted: true }> {
    return this.practices.remove(input.id, signedIn(actor));
  }
}
