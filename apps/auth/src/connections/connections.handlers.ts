import { Injectable } from '@nestjs/common';
import { AuthCommands, type Actor, type CommandInput, type UserAppSettings } from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { signedIn } from '../access/actor';
import { UserAppSettingsService } from './user-app-settings';

/** `/connections` and the footer's Select Practices modal save the selection here. */
@Injectable()
export class ConnectionsHandlers {
  constructor(private readonly settings: UserAppSettingsService) {}

  @HandlesCommand(AuthCommands.appSettings)
  get(_input: unknown, actor: Actor | null): Promise<UserAppSettings> {
    return this.settings.get(signedIn(actor));
  }

  @HandlesCommand(AuthCommands.saveAppSettings)
  save(input: CommandInput<typeof AuthCommands.saveAppSettings>, actor: Actor | null): Promise<UserAppSettings> {
    return this.settings.save(input.selectedPractices, signedIn(actor));
  }
}
