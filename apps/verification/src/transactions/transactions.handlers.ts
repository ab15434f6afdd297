import { Injectable } from '@nestjs/common';
import { VerificationCommands, type Actor, type CommandInput, type TransactionPage } from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { PreferencesRepository } from '../user-preferences/preferences.repository';
import { signedIn } from '../user-preferences/signed-in';
import { practiceScope } from './transaction-query';
import { TransactionsRepository } from './transactions.repository';

/** Commands about transactions that the gateway sends to this service. */
@Injectable()
export class TransactionsHandlers {
  constructor(
    private readonly transactions: TransactionsRepository,
    private readonly preferences: PreferencesRepository,
  ) {}

  /** All Transactions (POST /api/iv/transaction/getAllTransaction): one page within the actor's practices, in the user's saved order. */
  @HandlesCommand(VerificationCommands.listTransactions)
  async list(input: CommandInput<typeof VerificationCommands.listTransactions>, actor: Actor | null): Promise<TransactionPage> {
    const scope = practiceScope(input, actor);
    // Read while the repository asks its answer cache for the count, which does not depend on the order.
    const order = this.preferences.get(signedIn(actor).userId).then((saved) => ({ sort: saved.transaction, priority: saved.priority }));
    // The repository awaits it; this only keeps a failure from going unhandled if the list throws first (a bad filter).
    order.catch(() => undefined);
    return this.transactions.list(input, scope, order);
  }
}
