import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { inSnapshot, PreparedStatement } from '@dental/database';
import type { TransactionListQuery, TransactionPage } from '@dental/contracts';
import { ListAnswerCache, listAnswerKey } from './list-answer-cache';
import {
  COUNT_CAP,
  CACHED_PAGE,
  inKeyOrder,
  LIST_VERSION,
  toTransactionRow,
  transactionListSql,
  type ListOrder,
  type PracticeScope,
  type TransactionListRecord,
} from './transaction-query';

/** Each client of the given practices, with its number of practices and how many of them were given. */
const CLIENTS_OF_PRACTICES = new PreparedStatement<{ client_id: string; practices: number; granted: number }, [practiceIds: string[]]>(
  'verification.clients-of-practices',
  `SELECT client_id, count(*)::int AS practices, count(*) FILTER (WHERE practice_id = ANY($1::text[]))::int AS granted
     FROM practice WHERE client_id IN (SELECT client_id FROM practice WHERE practice_id = ANY($1::text[]))
    GROUP BY client_id`,
);

@Injectable()
export class TransactionsRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: ListAnswerCache,
  ) {}

  /**
   * One page of All Transactions and the number of matches (capped). A request answered before at
   * the scope's current data version reuses that page's ids and count, reading only the 25 rows
   * again; otherwise the version, page and count are read in one snapshot (on two connections a bot
   * batch committing between them could count a row the page does not show) and kept for next time.
   * Another page or order of the same filters at the same version reuses the count.
   */
  async list(query: TransactionListQuery, scope: PracticeScope, order?: ListOrder | Promise<ListOrder>): Promise<TransactionPage> {
    if (scope.practiceIds.length === 0) {
      await order; // awaited all the same: a failure to read it is answered, never left unhandled
      return { records: [], recordsQty: 0 };
    }
    // The count does not depend on the order or the page (paging and sorting reuse it), so its kept
    // answer is asked for while the person's saved order is still being read.
    const countKey = listAnswerKey('count', transactionListSql(query, inKeyOrder(scope)).count);
    const [ordered, cachedCount] = await Promise.all([order, this.cache.get<number>(countKey)]);
    const key = listAnswerKey('page', transactionListSql(query, inKeyOrder(scope), ordered).page);
    const cached = await this.cache.get<{ ids: string[]; total: number }>(key);
    if (cached) {
      const rows = await CACHED_PAGE.rows(this.dataSource, scope.practiceIds, cached.answer.ids);
      if (rows[0]?.version === cached.version) {
        return listPage(
          rows.filter((row) => row.id !== null),
          cached.answer.total,
        );
      }
    }
    // The whole-client test reads the practice projection in the page's own snapshot: a practice the
    // user lacks, added to the client with its transactions between the two, must not slip into a
    // page read by client.
    const [version, rows, total, counted] = await inSnapshot(this.dataSource, async (manager) => {
      const sql = transactionListSql(query, await this.withWholeClient(manager, scope), ordered);
      const at = await this.version(manager, scope);
      const page = (await manager.query(sql.page.text, sql.page.values)) as TransactionListRecord[];
      if (cachedCount?.version === at) return [at, page, cachedCount.answer, false] as const;
      const count = (await manager.query(sql.count.text, sql.count.values)) as { total: number }[];
      return [at, page, count[0]?.total ?? 0, true] as const;
    });
    // Kept for next time without holding up this answer (a failed put only logs: the cache is optional).
    void this.cache.put(key, { version, answer: { ids: rows.map((row) => row.id), total } });
    if (counted) void this.cache.put(countKey, { version, answer: total });
    return listPage(rows, total);
  }

  /**
   * Another answer about the scope's transactions (the statistics circles) through the answer cache:
   * reused while the scope's data version holds; otherwise read with the version in one snapshot and
   * kept. `key` must name everything the answer depends on (listAnswerKey of its statement).
   */
  async cachedAnswer<T>(key: string, scope: PracticeScope, read: (manager: EntityManager) => Promise<T>): Promise<T> {
    const cached = await this.cache.get<T>(key);
    if (cached && cached.version === (await this.version(this.dataSource.manager, scope))) return cached.answer;
    const [version, answer] = await inSnapshot(
      this.dataSource,
      async (manager) => [await this.version(manager, scope), await read(manager)] as const,
    );
    await this.cache.put(key, { version, answer });
    return answer;
  }

  private async version(manager: EntityManager, scope: PracticeScope): Promise<string> {
    return (await LIST_VERSION.rows(manager, scope.practiceIds))[0].version;
  }

  /**
   * Marks the scope as a whole client when its practices are exactly the practices of one client in
   * this service's projection (removed ones included, as their transactions stay). One practice is
   * already a single comparison, so only wider scopes ask.
   */
  private async withWholeClient(manager: EntityManager, scope: PracticeScope): Promise<PracticeScope> {
    if (scope.practiceIds.length < 2) return scope;
    const clients = await CLIENTS_OF_PRACTICES.rows(manager, scope.practiceIds);
    const [client] = clients;
    const whole = clients.length === 1 && client.practices === client.granted && client.granted === new Set(scope.practiceIds).size;
    return whole && (!scope.clientId || scope.clientId === client.client_id) ? { ...scope, wholeClientId: client.client_id } : scope;
  }
}

function listPage(rows: TransactionListRecord[], total: number): TransactionPage {
  return { records: rows.map(toTransactionRow), recordsQty: total, ...(total >= COUNT_CAP ? { recordsCapped: true } : {}) };
}
