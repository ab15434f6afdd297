/**
 * Seeds the templates service's demo data (run by `npm start` before the services start): migrates
 * the templates schema, then writes the demo bookmark catalogue and the FBD and ELG templates.
 * Running it again changes nothing.
 */
import 'reflect-metadata';
import { z } from 'zod';
import { databaseVariables, loadConfigOrExit, runtimeVariables } from '@dental/config';
import { createServiceDataSource, migrate } from '@dental/database';
import { MESSAGING_ENTITIES } from '@dental/messaging';
import { MIGRATIONS } from '../database/migrations';
import { seedDemoTemplates } from './demo-seed';

async function main(): Promise<void> {
  const config = loadConfigOrExit(z.object({ ...runtimeVariables, ...databaseVariables }));
  const started = Date.now();
  const dataSource = createServiceDataSource({
    url: config.DATABASE_URL,
    schema: 'templates',
    // The seed queues templates.template.changed for each template it creates, through the outbox.
    entities: MESSAGING_ENTITIES,
    migrations: MIGRATIONS,
    poolSize: 2,
    applicationName: 'templates-demo-seed',
  });
  try {
    const applied = await migrate(dataSource);
    console.log(`templates schema: ${applied.length > 0 ? `applied ${applied.join(', ')}` : 'up to date'}`);
    const report = await seedDemoTemplates(dataSource);
    console.log(`bookmarks: ${report.bookmarks} inserted; templates: ${report.templatesCreated} of ${report.templates} created`);
    console.log(`templates demo data done in ${Date.now() - started} ms`);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(`templates demo seed failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
