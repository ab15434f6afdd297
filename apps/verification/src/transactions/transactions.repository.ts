import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { TransactionListQuery, TransactionPage } from '@dental/contracts';
import { toTransactionRow, transactionListSql, type PracticeScope, type TransactionListRecord } from './transaction-query';

@Injectable()
export class TransactionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** One page of All Transactions and the number of matches; the two statements run side by side on two connections. */
  async list(query: TransactionListQuery, scope: PracticeScope): Promise<TransactionPage> {
    if (scope.practiceIds.length === 0) return { records: [], recordsQty: 0 };
    const sql = transactionListSql(query, scope);
    const [rows, counted] = await Promise.all([
      this.dataSource.query<TransactionListRecord[]>(sql.page.text, sql.page.values),
      this.dataSource.query<{ total: number }[]>(sql.count.text, sql.count.values),
    ]);
    return { records: rows.map(toTransactionRow), recordsQty: counted[0]?.total ?? 0 };
  }
}
