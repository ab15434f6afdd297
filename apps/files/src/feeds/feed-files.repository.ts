/** The feed index: reads for the lists and the per-day reports, writes of the feed-sync job. */
import { Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import {
  fileKindOfFeedName,
  newId,
  type FeedFileListQuery,
  type FeedFilePage,
  type FeedFileRecord,
  type FeedReport,
  type FeedSource,
  type FeedStatus,
  type FileEvent,
} from '@dental/contracts';
import { escapeLike } from '@dental/database';
import type { FeedEntry } from './feed-adapter';

interface FeedFileRow {
  id: string;
  container: string;
  folder: string;
  filename: string;
  practice_id: string;
  event: FileEvent;
  lines: number;
  size: string;
  created_at: Date;
}

/**
 * The count looks this many pages past the page asked for, and stops there: the pager learns there
 * are at least that many (`recordsCapped`), and the window moves on as the person pages. Counting
 * every match of a common filter reads most of the index (10,000 trigram matches took 140 ms); ten
 * pages ahead is a few times the page's own reading.
 */
export const FEED_COUNT_PAGES_AHEAD = 10;
/**
 * And it gives up after this long (a filter whose matches are spread thin makes even that window a
 * long scan): the answer is then the planner's estimate, kept between this page and the window.
 */
export const FEED_COUNT_BUDGET_MS = 25;

/** Postgres' code for a statement it cancelled (its statement_timeout passed). */
const QUERY_CANCELED = '57014';
/** A day's report holds at most this many files. */
const REPORT_LIMIT = 5_000;

const SORT_COLUMNS = { sortDate: 'created_at', sortFilename: 'filename', sortContainer: 'container', sortFolder: 'folder' } as const;

const toRecord = (r: FeedFileRow): FeedFileRecord => ({
  _id: r.id,
  dateCreated: r.created_at.toISOString(),
  container: r.container,
  folder: r.folder,
  filename: r.filename,
  event: r.event,
  lines: r.lines,
  size: Number(r.size),
  practiceId: r.practice_id,
});

/** The practice a feed folder belongs to: practices drop their files under a folder named by their id. */
export function practiceOfFolder(folder: string): string {
  const first = folder.split('/')[0] ?? '';
  return /^[0-9a-f]{24}$/.test(first) ? first : '';
}

@Injectable()
export class FeedFilesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async page(source: FeedSource, practiceIds: string[], query: FeedFileListQuery): Promise<Omit<FeedFilePage, 'feed'>> {
    const values: unknown[] = [source, practiceIds];
    const conditions = ['source = $1', 'practice_id = ANY($2::text[])'];
    for (const field of ['container', 'filename', 'folder'] as const) {
      const text = query[field];
      if (text) {
        values.push(`%${escapeLike(text)}%`);
        conditions.push(`${field} ILIKE $${values.length} ESCAPE '\\'`);
      }
    }
    if (query.startDate) {
      values.push(query.startDate);
      conditions.push(`created_at >= $${values.length}::date`);
    }
    if (query.endDate) {
      values.push(query.endDate);
      conditions.push(`created_at < $${values.length}::date + 1`);
    }
    const where = conditions.join(' AND ');
    const sortKey = (Object.keys(SORT_COLUMNS) as (keyof typeof SORT_COLUMNS)[]).find((k) => query[k] !== undefined);
    const column = sortKey ? SORT_COLUMNS[sortKey] : 'created_at';
    const direction = (sortKey ? query[sortKey] : -1) === 1 ? 'ASC' : 'DESC';
    const countCap = query.offset + query.limit * (1 + FEED_COUNT_PAGES_AHEAD);
    const [rows, counted] = await Promise.all([
      this.dataSource.query<FeedFileRow[]>(
        `SELECT id, container, folder, filename, practice_id, event, lines, size, created_at FROM feed_file WHERE ${where}
         ORDER BY ${column} ${direction}, id ${direction} LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
        [...values, query.limit, query.offset],
      ),
      this.countWithinBudget(where, values, countCap),
    ]);
    const records = rows.map(toRecord);
    if (counted !== null) {
      return { records, recordsQty: Math.min(counted, countCap), ...(counted > countCap ? { recordsCapped: true } : {}) };
    }
    // The count ran out of time. A page that is not full ends the matches: the total is known.
    if (rows.length > 0 && rows.length < query.limit) return { records, recordsQty: query.offset + rows.length };
    // Else the planner's estimate, at least this page and one more row (so the pager offers the next page), at most the window.
    const atLeast = query.offset + rows.length + (rows.length === query.limit ? 1 : 0);
    const estimate = await this.estimateMatches(where, values);
    return { records, recordsQty: Math.min(Math.max(estimate, atLeast), countCap), recordsCapped: true };
  }

  /**
   * The matches counted up to `cap + 1`, or null when that takes longer than FEED_COUNT_BUDGET_MS.
   * On the pool's own pg client: a cancelled count is an expected answer, not an error to log.
   */
  private async countWithinBudget(where: string, values: unknown[], cap: number): Promise<number | null> {
    const runner = this.dataSource.createQueryRunner();
    try {
      const client = (await runner.connect()) as PoolClient;
      await client.query(`BEGIN; SET LOCAL statement_timeout = ${FEED_COUNT_BUDGET_MS}`);
      try {
        const counted = await client.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM (SELECT 1 FROM feed_file WHERE ${where} LIMIT ${cap + 1}) matches`,
          values,
        );
        return counted.rows[0]?.n ?? 0;
      } catch (error) {
        if ((error as { code?: string }).code === QUERY_CANCELED) return null;
        throw error;
      } finally {
        await client.query('ROLLBACK');
      }
    } finally {
      await runner.release();
    }
  }

  /** The planner's estimate of the matches (from the tables' statistics; a millisecond). */
  private async estimateMatches(where: string, values: unknown[]): Promise<number> {
    const plan = await this.dataSource.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[]>(
      `EXPLAIN (FORMAT JSON) SELECT 1 FROM feed_file WHERE ${where}`,
      values,
    );
    return Math.round(plan[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
  }

  async report(source: FeedSource, practiceIds: string[], date: string): Promise<Omit<FeedReport, 'feed'>> {
    const rows = await this.dataSource.query<FeedFileRow[]>(
      `SELECT id, container, folder, filename, practice_id, event, lines, size, created_at FROM feed_file
       WHERE source = $1 AND practice_id = ANY($2::text[]) AND created_at >= $3::date AND created_at < $3::date + 1 AND event <> 'deleted'
       ORDER BY container, folder, created_at, filename LIMIT ${REPORT_LIMIT}`,
      [source, practiceIds, date],
    );
    const columns = new Set<string>();
    const byFeed = new Map<string, FeedReport['rows'][number]>();
    for (const row of rows) {
      const kind = fileKindOfFeedName(row.filename);
      columns.add(kind);
      const key = `${row.container}\n${row.folder}`;
      let line = byFeed.get(key);
      if (!line) byFeed.set(key, (line = { container: row.container, folder: row.folder, practiceId: row.practice_id, cells: {} }));
      // Two files of one kind in a day: the later one is the day's export.
      line.cells[kind] = { filename: row.filename, lines: row.lines, size: Number(row.size) };
    }
    return { date, columns: [...columns].sort(), rows: [...byFeed.values()] };
  }

  async status(source: FeedSource, configured: boolean): Promise<FeedStatus> {
    const rows = await this.dataSource.query<{ last_sync_at: Date | null; last_attempt_at: Date | null; last_error: string | null }[]>(
      `SELECT last_sync_at, last_attempt_at, last_error FROM feed_sync WHERE source = $1`,
      [source],
    );
    const row = rows[0];
    const lastSyncAt = row?.last_sync_at?.toISOString() ?? null;
    const lastAttemptAt = row?.last_attempt_at?.toISOString() ?? null;
    if (!configured) return { source, state: 'never', lastSyncAt, lastAttemptAt, message: 'This feed is not configured' };
    if (!row || !row.last_attempt_at) return { source, state: 'never', lastSyncAt, lastAttemptAt };
    if (row.last_error) return { source, state: 'down', lastSyncAt, lastAttemptAt, message: row.last_error };
    return { source, state: 'up', lastSyncAt, lastAttemptAt };
  }

  /** The stored versions of these paths. */
  async versions(source: FeedSource, paths: string[]): Promise<Map<string, { version: string; event: FileEvent }>> {
    const rows = await this.dataSource.query<{ path: string; version: string; event: FileEvent }[]>(
      `SELECT path, version, event FROM feed_file WHERE source = $1 AND path = ANY($2::text[])`,
      [source, paths],
    );
    return new Map(rows.map((r) => [r.path, { version: r.version, event: r.event }]));
  }

  /** A new or changed file, with the lines counted from its content. */
  async record(source: FeedSource, entry: FeedEntry, lines: number, event: FileEvent, seenAt: Date): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO feed_file (id, source, path, container, folder, filename, practice_id, event, lines, size, version, created_at, seen_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (source, path) DO UPDATE SET event = EXCLUDED.event, lines = EXCLUDED.lines, size = EXCLUDED.size,
         version = EXCLUDED.version, created_at = EXCLUDED.created_at, seen_at = EXCLUDED.seen_at`,
      [
        newId(),
        source,
        entry.path,
        entry.container,
        entry.folder,
        entry.filename,
        practiceOfFolder(entry.folder),
        event,
        lines,
        entry.size,
        entry.version,
        entry.createdAt,
        seenAt,
      ],
    );
  }

  /** Files found unchanged. */
  async seen(source: FeedSource, paths: string[], seenAt: Date): Promise<void> {
    if (paths.length === 0) return;
    await this.dataSource.query(`UPDATE feed_file SET seen_at = $3 WHERE source = $1 AND path = ANY($2::text[])`, [source, paths, seenAt]);
  }

  /** Files the provider no longer holds: their row stays, as deleted. */
  async markGone(source: FeedSource, before: Date): Promise<number> {
    const [, changed] = await this.dataSource.query<[unknown, number]>(
      `UPDATE feed_file SET event = 'deleted', seen_at = $2 WHERE source = $1 AND seen_at < $2 AND event <> 'deleted'`,
      [source, before],
    );
    return changed;
  }

  async syncSucceeded(source: FeedSource, at: Date): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO feed_sync (source, last_sync_at, last_attempt_at, last_error) VALUES ($1, $2, $2, NULL)
       ON CONFLICT (source) DO UPDATE SET last_sync_at = $2, last_attempt_at = $2, last_error = NULL`,
      [source, at],
    );
  }

  async syncFailed(source: FeedSource, at: Date, reason: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO feed_sync (source, last_attempt_at, last_error) VALUES ($1, $2, $3)
       ON CONFLICT (source) DO UPDATE SET last_attempt_at = $2, last_error = $3`,
      [source, at, reason.slice(0, 500)],
    );
  }
}
