import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { TransactionListQuery, TransactionPage } from '@dental/contracts';
import {
  COUNT_CAP,
  toTransactionRow,
  transactionListSql,
  type ListOrder,
  type PracticeScope,
  type TransactionListRecord,
} from './transaction-query';

@Injectable()
export class TransactionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * One page of All Transactions and the number of matches (capped), read in one snapshot: on two
   * connections a bot batch committing between them could count a row the page does not show.
   */
  async list(query: TransactionListQuery, scope: PracticeScope, order?: ListOrder): Promise<TransactionPage> {
    if (scope.practiceIds.length === 0) return { records: [], recordsQty: 0 };
    const sql = transactionListSql(query, await this.withWholeClient(scope), order);
    const [rows, counted] = await this.dataSource.transaction('REPEATABLE READ', async (manager) => [
      (await manager.query(sql.page.text, sql.page.values)) as TransactionListRecord[],
      (await manager.query(sql.count.text, sql.count.values)) as { total: number }[],
    ]);
    const total = counted[0]?.total ?? 0;
    return { records: rows.map(toTransactionRow), recordsQty: total, ...(total >= COUNT_CAP ? { recordsCapped: true } : {}) };
  }

  /**
   * Marks the scope as a whole client when its practices are exactly the practices of one client in
   * this service's projection (removed ones included, as their transactions stay). One practice is
   * already a single comparison, so only wider scopes ask.
   */
  private async withWholeClient(scope: PracticeScope): Promise<PracticeScope> {
    if (scope.practiceIds.length < 2) return scope;
    const clients = await this.dataSource.query<{ client_id: string; practices: number; granted: number }[]>(
      `SELECT client_id, count(*)::int AS practices, count(*) FILTER (WHERE practice_id = ANY($1::text[]))::int AS granted
       FROM practice WHERE client_id IN (SELECT client_id FROM practice WHERE practice_id = ANY($1::text[]))
       GROUP BY client_id`,
      [scope.practiceIds],
    );
    const [client] = clients;
    const whole = clients.length === 1 && client.practices === client.granted && client.granted === new Set(scope.practiceIds).size;
    return whole && (!scope.clientId || scope.clientId === client.client_id) ? { ...scope, wholeClientId: client.client_id } : scope;
  }
}
