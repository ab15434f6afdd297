import { Injectable } from '@nestjs/common';
import { VerificationCommands, type Actor, type CommandInput, type TransactionPage } from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { practiceScope } from './transaction-query';
import { TransactionsRepository } from './transactions.repository';

/** Commands about transactions that the gateway sends to this service. */
@Injectable()
export class TransactionsHandlers {
  constructor(private readonly transactions: TransactionsRepository) {}

  /** All Transactions (POST /api/iv/transaction/getAllTransaction): one page within the actor's practices. */
  @HandlesCommand(VerificationCommands.listTransactions)
  list(input: CommandInput<typeof VerificationCommands.listTransactions>, actor: Actor | null): Promise<TransactionPage> {
    return this.transactions.list(input, practiceScope(input, actor));
  }
}
