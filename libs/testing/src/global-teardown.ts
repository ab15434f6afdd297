import { withAdminClient } from './test-database';

/** Drops test databases a crashed test file may have left behind. */
export default async function globalTeardown(): Promise<void> {
  await withAdminClient(async (client) => {
    const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname ~ '^(test|it)_[0-9a-f]{10}$'`);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
}
