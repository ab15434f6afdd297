import { Injectable } from '@nestjs/common';
import {
  AppError,
  AuthCommands,
  ErrorCode,
  TokenMessages,
  type Actor,
  type AuthorizationRequest,
  type CommandInput,
  type MessageAnswer,
  type PendingSignIn,
  type Session,
} from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { SessionService } from './session.service';
import { SignInService } from './sign-in.service';

/** The session commands the gateway forwards from /api/authenticate/*, /api/refresh and /api/logout. */
@Injectable()
export class SessionHandlers {
  constructor(
    private readonly sessions: SessionService,
    private readonly signIns: SignInService,
  ) {}

  @HandlesCommand(AuthCommands.signIn)
  signIn(input: CommandInput<typeof AuthCommands.signIn>): Promise<PendingSignIn> {
    return this.signIns.signIn(input);
  }

  @HandlesCommand(AuthCommands.verifyPin)
  verifyPin(input: CommandInput<typeof AuthCommands.verifyPin>): Promise<Session> {
    return this.signIns.verifyPin(input.trackLoginId, input.pin);
  }

  @HandlesCommand(AuthCommands.newPin)
  newPin(input: CommandInput<typeof AuthCommands.newPin>): Promise<PendingSignIn> {
    return this.signIns.newPin(input.trackLoginId);
  }

  @HandlesCommand(AuthCommands.sendUnlockMail)
  sendUnlockMail(input: CommandInput<typeof AuthCommands.sendUnlockMail>): Promise<MessageAnswer> {
    return this.signIns.sendUnlockMail(input.username);
  }

  @HandlesCommand(AuthCommands.unlock)
  unlock(input: CommandInput<typeof AuthCommands.unlock>): Promise<MessageAnswer> {
    return this.signIns.unlock(input.token);
  }

  @HandlesCommand(AuthCommands.authorizationRequest)
  authorizationRequest(input: CommandInput<typeof AuthCommands.authorizationRequest>): Promise<AuthorizationRequest> {
    return this.signIns.authorizationRequest(input.trackLoginId, input.signature);
  }

  @HandlesCommand(AuthCommands.allowSignIn)
  allow(input: CommandInput<typeof AuthCommands.allowSignIn>): Promise<MessageAnswer> {
    return this.signIns.decide(input, 'allowed');
  }

  @HandlesCommand(AuthCommands.blockSignIn)
  block(input: CommandInput<typeof AuthCommands.blockSignIn>): Promise<MessageAnswer> {
    return this.signIns.decide(input, 'blocked');
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
