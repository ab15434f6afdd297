import { Injectable } from '@nestjs/common';
import { AuthCommands, type CommandInput, type LinkValidation, type MessageAnswer } from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { PasswordLinks } from './password-links';

/** /api/authenticate/reset, /tokenValidate and /updatePassword. */
@Injectable()
export class PasswordHandlers {
  constructor(private readonly passwords: PasswordLinks) {}

  @HandlesCommand(AuthCommands.requestPasswordReset)
  requestReset(input: CommandInput<typeof AuthCommands.requestPasswordReset>): Promise<MessageAnswer> {
    return this.passwords.requestReset(input.email);
  }

  @HandlesCommand(AuthCommands.validateLink)
  validate(input: CommandInput<typeof AuthCommands.validateLink>): Promise<LinkValidation> {
    return this.passwords.validate(input.token);
  }

  @HandlesCommand(AuthCommands.updatePassword)
  update(input: CommandInput<typeof AuthCommands.updatePassword>): Promise<MessageAnswer> {
    return this.passwords.updatePassword(input.token, input.password, input.userId);
  }
}
