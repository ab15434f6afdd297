import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { inSnapshot } from '@dental/database';
import { RecentMap, type TransactionListQuery, type TransactionPage } from '@dental/contracts';
import { ListAnswerCache, listAnswerKey } from './list-answer-cache';
import {
  CLIENTS_OF_PRACTICES,
  COUNT_CAP,
  CACHED_PAGE,
  freshPageSql,
  versionedCountSql,
  wholeClientOf,
  type FreshPageRecord,
  inKeyOrder,
  LIST_VERSION,
  toTransactionRow,
  transactionListSql,
  type ListOrder,
  type PracticeScope,
  type TransactionListRecord,
} from './transaction-query';

/** At most this many scopes' whole-client readings are remembered (one per person's practice selection). */
const REMEMBERED_SCOPES = 1_000;

@Injectable()
export class TransactionsRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: ListAnswerCache,
  ) {}

  /** Each scope's whole client (or null) as last read, keyed by its practices (scopeKeyOf): see `freshPage`. */
  private readonly wholeClients = new RecentMap<string, string | null>(REMEMBERED_SCOPES);

  /**
   * One page of All Transactions and the number of matches (capped). A request answered before at
   * the scope's current data version reuses that page's ids and count, reading only the 25 rows
   * again; otherwise the version, page and count are read at one version of the scope's data (a bot
   * batch committing between two reads must not count a row the page does not show) and kept for
   * next time: side by side and checked to agree when the scope's whole-client reading is remembered
   * (freshPage), else in a transaction that reads it first. Another page or order of the same filters
   * at the same version reuses the count.
   */
  async list(query: TransactionListQuery, scope: PracticeScope, order?: ListOrder | Promise<ListOrder>): Promise<TransactionPage> {
    if (scope.practiceIds.length === 0) {
      await order; // awaited all the same: a failure to read it is answered, never left unhandled
      return { records: [], recordsQty: 0 };
    }
    // The count does not depend on the order or the page (paging and sorting reuse it), so its kept
    // answer is asked for while the person's saved order is still being read.
    const keyed = inKeyOrder(scope);
    const countKey = listAnswerKey('count', transactionListSql(query, keyed).count);
    const [ordered, cachedCount] = await Promise.all([order, this.cache.get<number>(countKey)]);
    const key = listAnswerKey('page', transactionListSql(query, keyed, ordered).page);
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
    const fresh = await this.freshPage(query, scope, ordered, cachedCount);
    const [version, rows, total, counted] =
      fresh ??
      // The whole-client test reads the practice projection in the page's own snapshot: a practice the
      // user lacks, added to the client with its transactions between the two, must not slip into a
      // page read by client.
      (await inSnapshot(this.dataSource, async (manager) => {
        const sql = transactionListSql(query, await this.withWholeClient(manager, scope), ordered);
        const at = await this.version(manager, scope);
        const page = (await manager.query(sql.page.text, sql.page.values)) as TransactionListRecord[];
        if (cachedCount?.version === at) return [at, page, cachedCount.answer, false] as const;
        const count = (await manager.query(sql.count.text, sql.count.values)) as { total: number }[];
        return [at, page, count[0]?.total ?? 0, true] as const;
      }));
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
   * A page not read before, for a scope whose whole-client reading was remembered from an earlier
   * request; undefined when there is none, or when what was read says the reading no longer holds (a
   * practice added to the client), or, rarely, that the page and its count were read at different
   * versions: the caller then reads it in a snapshot of its own, checking first.
   *
   * With a kept count, the page is one statement (freshPageSql), counting only if the version moved.
   * Without one, the page and the count are read side by side on two connections (two cores), each
   * with the scope's version, and kept together only when the versions agree: one statement that
   * counted after paging took their two times added (in the bench, 3–5 ms for the page and about
   * 45 ms for the capped count of 304 practices over a month).
   */
  private async freshPage(
    query: TransactionListQuery,
    scope: PracticeScope,
    order: ListOrder | undefined,
    cachedCount: { version: string; answer: number } | undefined,
  ) {
    const scopeKey = scopeKeyOf(scope);
    const remembered = this.wholeClients.get(scopeKey);
    if (remembered === undefined) return undefined;
    const sql = transactionListSql(query, { ...scope, wholeClientId: remembered ?? undefined }, order);
    const pageStatement = freshPageSql(sql, scope, cachedCount ? { keptAt: cachedCount.version } : 'apart');
    const countStatement = cachedCount ? undefined : versionedCountSql(sql, scope);
    const [rows, counted] = await Promise.all([
      this.dataSource.query(pageStatement.text, pageStatement.values) as Promise<FreshPageRecord[]>,
      countStatement &&
        (this.dataSource.query(countStatement.text, countStatement.values) as Promise<{ version: string; total: number }[]>),
    ]);
    const [first] = rows;
    if ((wholeClientOf(scope, first.clients ?? []) ?? null) !== remembered) {
      this.wholeClients.delete(scopeKey);
      return undefined;
    }
    const page = rows.filter((row): row is FreshPageRecord & TransactionListRecord => row.id !== null);
    if (counted) return counted[0].version === first.version ? ([first.version, page, counted[0].total, true] as const) : undefined;
    return first.total === null
      ? ([first.version, page, cachedCount!.answer, false] as const)
      : ([first.version, page, first.total, true] as const);
  }

  /** The scope marked as a whole client when it is one (wholeClientOf), read in the manager's snapshot, and remembered. */
  private async withWholeClient(manager: EntityManager, scope: PracticeScope): Promise<PracticeScope> {
    const whole =
      scope.practiceIds.length < 2 ? undefined : wholeClientOf(scope, await CLIENTS_OF_PRACTICES.rows(manager, scope.practiceIds));
    this.wholeClients.set(scopeKeyOf(scope), whole ?? null);
    return whole ? { ...scope, wholeClientId: whole } : scope;
  }
}

/** A scope's key among the remembered whole-client readings: its client and practices, in the request's order. */
function scopeKeyOf(scope: PracticeScope): string {
  return `${scope.clientId ?? ''}\0${scope.practiceIds.join(',')}`;
}

function listPage(rows: TransactionListRecord[], total: number): TransactionPage {
  return { records: rows.map(toTransactionRow), recordsQty: total, ...(total >= COUNT_CAP ? { recordsCapped: true } : {}) };
}
