import { Injectable } from '@nestjs/common';
import {
  AuthCommands,
  type AccessProfile,
  type Actor,
  type CommandInput,
  type GrantedClient,
  type UserPermissions,
} from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { AccessQueries } from './access-queries';
import { signedIn } from './actor';

/** Grants, as the gateway (access profile) and the web app (permissions, menu, practices) need them. */
@Injectable()
export class AccessHandlers {
  constructor(private readonly access: AccessQueries) {}

  /** Asked by the gateway itself (no actor yet) after it has verified the user's token. */
  @HandlesCommand(AuthCommands.accessProfile)
  profile(input: CommandInput<typeof AuthCommands.accessProfile>): Promise<AccessProfile> {
    return this.access.profile(input.userId);
  }

  @HandlesCommand(AuthCommands.userPermissions)
  userPermissions(_input: unknown, actor: Actor | null): Promise<UserPermissions> {
    return this.access.userPermissions(signedIn(actor).userId);
  }

  @HandlesCommand(AuthCommands.grantedPractices)
  grantedPractices(_input: unknown, actor: Actor | null): Promise<GrantedClient[]> {
    return this.access.grantedPractices(signedIn(actor).userId);
  }
}
