/**
 * Seeds the verification service's demo data (run by `npm start` before the services start):
 * migrates the verification schema, then writes the demo practices' projection and the demo
 * transactions around today. Running it again changes nothing.
 */
import 'reflect-metadata';
import { z } from 'zod';
import { databaseVariables, loadConfigOrExit, runtimeVariables } from '@dental/config';
import { formatDay } from '@dental/contracts';
import { createServiceDataSource, migrate } from '@dental/database';
import { MIGRATIONS } from '../database/migrations';
import { seedDemoData } from './demo-seed';

async function main(): Promise<void> {
  const config = loadConfigOrExit(z.object({ ...runtimeVariables, ...databaseVariables }));
  const started = Date.now();
  const dataSource = createServiceDataSource({
    url: config.DATABASE_URL,
    schema: 'verification',
    entities: [],
    migrations: MIGRATIONS,
    poolSize: 2,
    applicationName: 'verification-demo-seed',
  });
  try {
    const applied = await migrate(dataSource);
    console.log(`verification schema: ${applied.length > 0 ? `applied ${applied.join(', ')}` : 'up to date'}`);
    const report = await seedDemoData(dataSource, formatDay(new Date()));
    console.log(`practice projection: ${report.practices} demo practices upserted`);
    console.log(
      `transactions: ${report.inserted} inserted, ${report.transactions - report.inserted} already present ` +
        `(${report.transactions} demo records, appointments ${report.firstDay} to ${report.lastDay})`,
    );
    console.log(`data quality: ${report.dqaMessages} patient-contact bot messages left for the reports service`);
    console.log(`verification demo data done in ${Date.now() - started} ms`);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(`verification demo seed failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
