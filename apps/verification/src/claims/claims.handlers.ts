/**
 * Claims: the bots' claim requests (`bot.claim`) kept per practice, and the Claims screen's list
 * (`GET /api/preliveDental`), which needs a practice the caller was granted.
 */
import { Injectable } from '@nestjs/common';
import {
  AppError,
  ClaimCommands,
  ErrorCode,
  Topics,
  claimEventSchema,
  type Actor,
  type ClaimEvent,
  type ClaimPage,
  type CommandInput,
} from '@dental/contracts';
import { HandlesCommand, HandlesEvent, type EventContext } from '@dental/messaging';
import { eventTransaction } from '../database/event-transaction';
import { signedIn } from '../user-preferences/signed-in';
import { ClaimsRepository } from './claims.repository';

@Injectable()
export class ClaimsHandlers {
  constructor(private readonly claims: ClaimsRepository) {}

  @HandlesCommand(ClaimCommands.list)
  list(input: CommandInput<typeof ClaimCommands.list>, actor: Actor | null): Promise<ClaimPage> {
    if (!signedIn(actor).practiceIds.includes(input.practiceId)) {
      throw new AppError(ErrorCode.Forbidden, `You do not have access to practice '${input.practiceId}'`);
    }
    return this.claims.page(input, input.page, input.limit);
  }

  @HandlesEvent(Topics.BotClaim, claimEventSchema)
  async onClaim(claim: ClaimEvent, context: EventContext): Promise<void> {
    await this.claims.add(eventTransaction(context), claim);
  }
}
