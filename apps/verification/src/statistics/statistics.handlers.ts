import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  VerificationCommands,
  statisticsEntries,
  type Actor,
  type CommandInput,
  type StatisticsEntry,
  type TransactionListQuery,
} from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { listConditions, practiceScope } from '../transactions/transaction-query';

/** The statistics circles of All Transactions: how many of the filtered list each Verification By value holds. */
@Injectable()
export class StatisticsHandlers {
  constructor(private readonly dataSource: DataSource) {}

  @HandlesCommand(VerificationCommands.statistics)
  async verificationStatus(input: CommandInput<typeof VerificationCommands.statistics>, actor: Actor | null): Promise<StatisticsEntry[]> {
    const scope = practiceScope(input, actor);
    if (scope.practiceIds.length === 0) return statisticsEntries([]);
    const { conditions, values } = listConditions({ ...input, limit: 25, offset: 0 } as TransactionListQuery, scope);
    const rows = await this.dataSource.query<{ name: string; count: number }[]>(
      `SELECT iv_process_result AS name, count(*)::int AS count FROM transaction
       WHERE ${conditions.join(' AND ')}
       GROUP BY iv_process_result ORDER BY count(*) DESC, iv_process_result`,
      values,
    );
    return statisticsEntries(rows);
  }
}
