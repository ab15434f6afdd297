import { dropRunDatabases, testRunId } from './test-database';

/** Drops this run's template and any database a failed test file left behind; other runs' stay. */
export default async function globalTeardown(): Promise<void> {
  await dropRunDatabases({ runId: testRunId() });
}
