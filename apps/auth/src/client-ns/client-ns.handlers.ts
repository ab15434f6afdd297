import { Injectable } from '@nestjs/common';
import { AuthCommands, type Actor, type CommandInput, type NsKeyRecord } from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { signedIn } from '../access/actor';
import { ClientNsKeys } from './client-ns-keys';

/** `/client-ns` (spec 02 §7 Credentials and NS keys). */
@Injectable()
export class ClientNsHandlers {
  constructor(private readonly keys: ClientNsKeys) {}

  @HandlesCommand(AuthCommands.listNsKeys)
  list(_input: unknown, actor: Actor | null): Promise<NsKeyRecord[]> {
    return this.keys.list(signedIn(actor));
  }

  @HandlesCommand(AuthCommands.saveNsKey)
  save(input: CommandInput<typeof AuthCommands.saveNsKey>, actor: Actor | null): Promise<NsKeyRecord> {
    return this.keys.save(input.clientId, input.key, signedIn(actor));
  }

  @HandlesCommand(AuthCommands.deleteNsKey)
  remove(input: CommandInput<typeof AuthCommands.deleteNsKey>, actor: Actor | null): Promise<{ deleted: true }> {
    return this.keys.remove(input.id, signedIn(actor));
  }
}
