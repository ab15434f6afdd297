import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
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
  constructor(
    private readonly dataSource: DataSource,
    private readonly facts: TransactionFactsRepository,
  ) {}

  @HandlesCommand(VerificationCommands.transactionFacts)
  async transactionFacts(
    input: CommandInput<typeof VerificationCommands.transactionFacts>,
    actor: Actor | null,
  ): Promise<TransactionFactsAnswer> {
    if (actor) throw new AppError(ErrorCode.Forbidden, 'Transaction facts are answered to services only');
    // One statement-level snapshot: the facts and readAt come from the same read.
    return this.dataSource.transaction('REPEATABLE READ', (manager) =>
      input.ids ? this.facts.byIds(manager, input.ids) : this.facts.page(manager, input.after ?? '', input.limit),
    );
  }
}
