import { Injectable } from '@nestjs/common';
import {
  VerificationCommands,
  statisticsEntries,
  type Actor,
  type CommandInput,
  type StatisticsEntry,
  type TransactionListQuery,
} from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { listAnswerKey } from '../transactions/list-answer-cache';
import { inKeyOrder, listConditions, practiceScope, type PracticeScope, type SqlStatement } from '../transactions/transaction-query';
import { TransactionsRepository } from '../transactions/transactions.repository';

/**
 * The statistics circles of All Transactions: how many of the filtered list each Verification By
 * value holds. Every match is counted, so the answer goes through the list's answer cache.
 */
@Injectable()
export class StatisticsHandlers {
  constructor(private readonly transactions: TransactionsRepository) {}

  @HandlesCommand(VerificationCommands.statistics)
  async verificationStatus(input: CommandInput<typeof VerificationCommands.statistics>, actor: Actor | null): Promise<StatisticsEntry[]> {
    const scope = practiceScope(input, actor);
    if (scope.practiceIds.length === 0) return statisticsEntries([]);
    const query = { ...input, limit: 25, offset: 0 } as TransactionListQuery;
    const sql = statisticsSql(query, scope);
    const rows = await this.transactions.cachedAnswer(
      listAnswerKey('statistics', statisticsSql(query, inKeyOrder(scope))),
      scope,
      (manager) => manager.query<{ name: string; count: number }[]>(sql.text, sql.values),
    );
    return statisticsEntries(rows);
  }
}

function statisticsSql(query: TransactionListQuery, scope: PracticeScope): SqlStatement {
  const { conditions, values } = listConditions(query, scope);
  return {
    text: `SELECT iv_process_result AS name, count(*)::int AS count FROM transaction
       WHERE ${conditions.join(' AND ')}
       GROUP BY iv_process_result ORDER BY count(*) DESC, iv_process_result`,
    values,
  };
}
