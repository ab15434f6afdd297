import { Injectable } from '@nestjs/common';
import { AppError, AuthCommands, ErrorCode, TokenMessages, type Actor, type CommandInput, type KnownAccess } from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { KnownLocations } from './known-locations';

/** The signed-in user's own devices and locations: only their own records are ever read or changed. */
@Injectable()
export class KnownLocationsHandlers {
  constructor(private readonly locations: KnownLocations) {}

  @HandlesCommand(AuthCommands.knownAccesses)
  list(_input: unknown, actor: Actor | null): Promise<KnownAccess[]> {
    return this.locations.list(signedIn(actor).userId);
  }

  @HandlesCommand(AuthCommands.setAccessState)
  setState(input: CommandInput<typeof AuthCommands.setAccessState>, actor: Actor | null): Promise<KnownAccess> {
    return this.locations.setState(signedIn(actor).userId, input.accessId, input.state);
  }
}

function signedIn(actor: Actor | null): Actor {
  if (!actor) throw new AppError(ErrorCode.Unauthenticated, TokenMessages.invalid);
  return actor;
}
