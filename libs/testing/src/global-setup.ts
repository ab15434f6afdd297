/**
 * Runs once before the integration tests: gives the run its id (inherited by the test workers
 * through the environment) and builds the run's template database with every service's migrations
 * applied, so each test file can clone it (see test-database.ts).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createServiceDataSource, migrate } from '@dental/database';
import { dropRunDatabases, newTestRunId, postgresUrl, templateDatabase, withAdminClient } from './test-database';
import { SERVICES } from '@dental/contracts';

export default async function globalSetup(): Promise<void> {
  const runId = newTestRunId();
  process.env.TEST_RUN_ID = runId;
  const template = templateDatabase(runId);
  // Runs that crashed hours ago leave databases behind; a run still going is never that old.
  await dropRunDatabases({ olderThan: Date.now() - 6 * 3600_000 });
  await withAdminClient((client) => client.query(`CREATE DATABASE "${template}"`));
  const root = join(__dirname, '..', '..', '..');
  for (const service of SERVICES) {
    const file = join(root, 'apps', service, 'src', 'database', 'migrations.ts');
    if (!existsSync(file)) continue;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { MIGRATIONS } = require(file) as { MIGRATIONS: (new () => unknown)[] };
    const dataSource = createServiceDataSource({
      url: postgresUrl(template),
      schema: service,
      entities: [],
      migrations: MIGRATIONS,
    });
    try {
      await migrate(dataSource);
    } finally {
      await dataSource.destroy();
    }
  }
}
