/**
 * What a list answers when its count runs out of time (Postgres cancels it: statement_timeout): the
 * exact total when the page is not full, else the planner's estimate kept between "this page and
 * one more row" and the counting window. The count itself is tested against Postgres in
 * test/feeds.int-spec.ts.
 */
import type { DataSource } from 'typeorm';
import { feedFileListSchema } from '@dental/contracts';
import { FEED_COUNT_BUDGET_MS, FEED_COUNT_PAGES_AHEAD, FeedFilesRepository } from './feed-files.repository';

const row = (i: number) => ({
  id: `id${i}`,
  container: 'dentrix',
  folder: 'p',
  filename: `f${i}.csv`,
  practice_id: 'p',
  event: 'created',
  lines: 1,
  size: '10',
  created_at: new Date('2026-11-27T10:00:00Z'),
});

/** A DataSource whose count is cancelled, answering `rows` rows and a plan estimating `estimate` matches. */
function cancellingCount(rows: number, estimate: number) {
  const statements: string[] = [];
  const client = {
    query: jest.fn((sql: string) => {
      statements.push(sql);
      if (sql.startsWith('SELECT count')) return Promise.reject(Object.assign(new Error('canceling statement'), { code: '57014' }));
      return Promise.resolve({ rows: [] });
    }),
  };
  const runner = { connect: () => Promise.resolve(client), release: jest.fn(() => Promise.resolve()) };
  const dataSource = {
    createQueryRunner: () => runner,
    query: jest.fn((sql: string) =>
      Promise.resolve(
        sql.startsWith('EXPLAIN')
          ? [{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': estimate } }] }]
          : Array.from({ length: rows }, (_, i) => row(i)),
      ),
    ),
  };
  return { repository: new FeedFilesRepository(dataSource as unknown as DataSource), statements, runner };
}

const query = (q: Record<string, string>) => feedFileListSchema.parse(q);

describe('a feed list whose count runs out of time', () => {
  it('sets the time budget on the count, and releases the connection', async () => {
    const { repository, statements, runner } = cancellingCount(25, 5_000);
    await repository.page('azure', ['p'], query({}));
    expect(statements[0]).toBe(`BEGIN; SET LOCAL statement_timeout = ${FEED_COUNT_BUDGET_MS}`);
    expect(statements).toContain('ROLLBACK');
    expect(runner.release).toHaveBeenCalled();
  });

  it('answers the planner estimate, at most the window', async () => {
    expect(await cancellingCount(25, 200).repository.page('azure', ['p'], query({}))).toMatchObject({
      recordsQty: 200,
      recordsCapped: true,
    });
    const far = await cancellingCount(25, 90_000).repository.page('azure', ['p'], query({ offset: '50' }));
    expect(far).toMatchObject({ recordsQty: 50 + 25 * (1 + FEED_COUNT_PAGES_AHEAD), recordsCapped: true });
  });

  it('never answers less than this full page and one more row', async () => {
    const page = await cancellingCount(25, 3).repository.page('azure', ['p'], query({ offset: '100' }));
    expect(page).toMatchObject({ recordsQty: 126, recordsCapped: true });
    expect(page.records).toHaveLength(25);
  });

  it('knows the total when the page is not full', async () => {
    const page = await cancellingCount(7, 9_999).repository.page('azure', ['p'], query({ offset: '50' }));
    expect(page.recordsQty).toBe(57);
    expect(page.recordsCapped).toBeUndefined();
  });
});
