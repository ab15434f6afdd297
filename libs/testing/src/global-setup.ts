/**
 * Runs once before the integration tests: builds the template database with every service's
 * migrations applied, so each test file can clone it (see test-database.ts).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createServiceDataSource, migrate } from '@dental/database';
import { TEMPLATE_DATABASE, postgresUrl, withAdminClient } from './test-database';
import { SERVICES } from '@dental/contracts';

export default async function globalSetup(): Promise<void> {
  await withAdminClient(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${TEMPLATE_DATABASE}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${TEMPLATE_DATABASE}"`);
  });
  const root = join(__dirname, '..', '..', '..');
  for (const service of SERVICES) {
    const file = join(root, 'apps', service, 'src', 'database', 'migrations.ts');
    if (!existsSync(file)) continue;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { MIGRATIONS } = require(file) as { MIGRATIONS: (new () => unknown)[] };
    const dataSource = createServiceDataSource({
      url: postgresUrl(TEMPLATE_DATABASE),
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
