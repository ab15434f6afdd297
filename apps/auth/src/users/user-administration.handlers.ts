import { Injectable } from '@nestjs/common';
import { AuthCommands, type Actor, type CommandInput, type Page, type UserForm, type UserRecord } from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { signedIn } from '../access/actor';
import { UserAdministration } from './user-administration';

/** `/users` and `/user-form` (spec 02 §7 Users). */
@Injectable()
export class UserAdministrationHandlers {
  constructor(private readonly users: UserAdministration) {}

  @HandlesCommand(AuthCommands.listUsers)
  list(input: CommandInput<typeof AuthCommands.listUsers>, actor: Actor | null): Promise<Page<UserRecord>> {
    return this.users.list(input, signedIn(actor));
  }

  @HandlesCommand(AuthCommands.findUser)
  find(input: CommandInput<typeof AuthCommands.findUser>, actor: Actor | null): Promise<UserForm> {
    return this.users.find(input.userId, signedIn(actor));
  }

  @HandlesCommand(AuthCommands.saveUser)
  save(input: CommandInput<typeof AuthCommands.saveUser>, actor: Actor | null): Promise<{ _id: string }> {
    return this.users.create(input, signedIn(actor));
  }

  @HandlesCommand(AuthCommands.updateUser)
  update(input: CommandInput<typeof AuthCommands.updateUser>, actor: Actor | null): Promise<{ _id: string }> {
    return this.users.update(input, signedIn(actor));
  }

  @HandlesCommand(AuthCommands.deleteUser)
  remove(input: CommandInput<typeof AuthCommands.deleteUser>, actor: Actor | null): Promise<{ deleted: true }> {
    return this.users.remove(input.userId, signedIn(actor));
  }
}
