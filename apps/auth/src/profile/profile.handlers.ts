import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  AppError,
  AuthCommands,
  ErrorCode,
  SignInMessages,
  TokenMessages,
  Topics,
  type AccessChangedEvent,
  type Actor,
  type CommandInput,
  type MessageAnswer,
} from '@dental/contracts';
import { HandlesCommand, OutboxWriter } from '@dental/messaging';
import { AppUser } from '../users/app-user.entity';

/** /api/v2/users/updateProfile: the signed-in user's own names and phone. */
@Injectable()
export class ProfileHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
  ) {}

  @HandlesCommand(AuthCommands.updateProfile)
  async updateProfile(input: CommandInput<typeof AuthCommands.updateProfile>, actor: Actor | null): Promise<MessageAnswer> {
    if (!actor) throw new AppError(ErrorCode.Unauthenticated, TokenMessages.invalid);
    await this.dataSource.transaction(async (manager) => {
      const result = await manager.update(
        AppUser,
        { id: actor.userId },
        { firstName: input.firstName, lastName: input.lastName, ...(input.phone === undefined ? {} : { phone: input.phone }) },
      );
      if (result.affected !== 1) throw new AppError(ErrorCode.Unauthenticated, TokenMessages.invalid);
      // The gateway caches the names with the grants.
      const event: AccessChangedEvent = { userIds: [actor.userId], occurredAt: new Date().toISOString() };
      await this.outbox.add(manager, { topic: Topics.AccessChanged, key: actor.userId, payload: event });
    });
    return { message: SignInMessages.profileUpdated };
  }
}
