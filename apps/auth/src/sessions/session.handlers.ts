import { Injectable } from '@nestjs/common';
import { AppError, AuthCommands, ErrorCode, TokenMessages, type Actor, type CommandInput, type Session } from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { SessionService } from './session.service';

/** The session commands the gateway forwards from /api/authenticate, /api/refresh and /api/logout. */
@Injectable()
export class SessionHandlers {
  constructor(private readonly sessions: SessionService) {}

  @HandlesCommand(AuthCommands.signIn)
  signIn(input: CommandInput<typeof AuthCommands.signIn>): Promise<Session> {
    return this.sessions.signIn(input.username, input.password);
  }

  @HandlesCommand(AuthCommands.refresh)
  refresh(input: CommandInput<typeof AuthCommands.refresh>): Promise<Session> {
    return this.sessions.refresh(input.refreshToken);
  }

  @HandlesCommand(AuthCommands.logout)
  async logout(input: CommandInput<typeof AuthCommands.logout>, actor: Actor | null): Promise<{ loggedOut: true }> {
    if (!actor) throw new AppError(ErrorCode.Unauthenticated, TokenMessages.invalid);
    await this.sessions.logout(actor.userId, input.jti, input.exp, input.refreshToken);
    return { loggedOut: true };
  }
}
