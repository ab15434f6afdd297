/**
 * `node apps/auth/dist/demo/demo-seed.cli.js` with the auth service's environment: migrates the auth
 * schema, then writes the demo clients, practices and users. Kafka is not needed: the practice events
 * wait in the outbox until the service runs.
 */
import 'reflect-metadata';
import { loadConfigOrExit } from '@dental/config';
import { createServiceDataSource, migrate } from '@dental/database';
import { MESSAGING_ENTITIES } from '@dental/messaging';
import { seedConfigSchema } from '../config';
import { AUTH_ENTITIES } from '../database/entities';
import { MIGRATIONS } from '../database/migrations';
import { describeSeedReport, seedDemoData } from './demo-seed';

async function main(): Promise<void> {
  const config = loadConfigOrExit(seedConfigSchema);
  const dataSource = createServiceDataSource({
    url: config.DATABASE_URL,
    schema: 'auth',
    entities: [...MESSAGING_ENTITIES, ...AUTH_ENTITIES],
    migrations: MIGRATIONS,
    poolSize: 2,
    applicationName: 'auth-demo-seed',
  });
  try {
    const applied = await migrate(dataSource);
    console.log(applied.length > 0 ? `auth: applied migrations ${applied.join(', ')}` : 'auth: schema up to date');
    const report = await seedDemoData(dataSource, config.CREDENTIALS_KEY);
    console.log(`auth demo data:\n${describeSeedReport(report)}`);
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(`auth demo seed failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
