import { Injectable } from '@nestjs/common';
import { AppError, AuthCommands, ErrorCode, TokenMessages, type Actor, type CommandInput, type LoginHistoryPage } from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { LoginAttempts } from './login-attempts';

/** The signed-in user's own sign-ins (/login-history). */
@Injectable()
export class LoginHistoryHandlers {
  constructor(private readonly attempts: LoginAttempts) {}

  @HandlesCommand(AuthCommands.loginHistory)
  history(input: CommandInput<typeof AuthCommands.loginHistory>, actor: Actor | null): Promise<LoginHistoryPage> {
    if (!actor) throw new AppError(ErrorCode.Unauthenticated, TokenMessages.invalid);
    return this.attempts.page(actor.userId, input.page, input.rowsPerPage);
  }
}
