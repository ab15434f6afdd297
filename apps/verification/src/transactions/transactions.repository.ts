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

  /** One page of All Transactions and the number of matches (capped); the two statements run side by side on two connections. */
  async list(query: TransactionListQuery, scope: PracticeScope, order?: ListOrder): Promise<TransactionPage> {
    if (scope.practiceIds.length === 0) return { records: [], recordsQty: 0 };
    const sql = transactionListSql(query, scope, order);
    const [rows, counted] = await Promise.all([
      this.dataSource.query<TransactionListRecord[]>(sql.page.text, sql.page.values),
      this.dataSource.query<{ total: number }[]>(sql.count.text, sql.count.values),
    ]);
    const total = counted[0]?.total ?? 0;
    return { records: rows.map(toTransactionRow), recordsQty: total, ...(total >= COUNT_CAP ? { recordsCapped: true } : {}) };
  }
}
