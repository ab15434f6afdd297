/**
 * Reads that must agree with each other (a page and its count, a data version and the answer read
 * at it) run in one snapshot: a REPEATABLE READ, READ ONLY transaction. It is opened with a single
 * statement; TypeORM's `transaction('REPEATABLE READ')` sends START TRANSACTION and then SET
 * TRANSACTION ISOLATION LEVEL, one more round trip to Postgres on every list request that reads.
 */
import type { DataSource, EntityManager } from 'typeorm';

/** What TypeORM's Postgres query runner offers to hand a broken connection back to be closed. */
interface DiscardingRunner {
  releasePostgresConnection?(error?: Error): Promise<void>;
}

export async function inSnapshot<T>(dataSource: DataSource, read: (manager: EntityManager) => Promise<T>): Promise<T> {
  const runner = dataSource.createQueryRunner();
  let broken: Error | undefined;
  try {
    await runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const answer = await read(runner.manager);
    await runner.query('COMMIT');
    return answer;
  } catch (error) {
    // A connection that cannot even roll back goes back to the pool as broken, to be closed.
    await runner.query('ROLLBACK').catch((rollbackFailed: Error) => (broken = rollbackFailed));
    throw error;
  } finally {
    const discarding = runner as unknown as DiscardingRunner;
    if (broken && discarding.releasePostgresConnection) await discarding.releasePostgresConnection(broken);
    else await runner.release();
  }
}
