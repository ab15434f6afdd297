import { Injectable } from '@nestjs/common';
import { AppError, ErrorCode, VerificationCommands, type Actor, type CommandInput, type TransactionFactsAnswer } from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { TransactionFactsRepository } from './transaction-facts.repository';

/**
 * Answers the reports service, which keeps its own read model of transactions: the facts of the
 * transactions a batch of events names, or a page of every transaction (by id) when it rebuilds.
 * Only services ask it: the gateway has no route to it and always sends a signed-in actor, which is
 * refused, so no person can page through every client's transactions.
 */
@Injectable()
export class TransactionFactsHandlers {
  constructor(private readonly facts: TransactionFactsRepository) {}

  @HandlesCommand(VerificationCommands.transactionFacts)
  async transactionFacts(
    input: CommandInput<typeof VerificationCommands.transactionFacts>,
    actor: Actor | null,
  ): Promise<TransactionFactsAnswer> {
    if (actor) throw new AppError(ErrorCode.Forbidden, 'Transaction facts are answered to services only');
    return input.ids ? this.facts.byIds(input.ids) : this.facts.page(input.after ?? '', input.limit);
  }
}
