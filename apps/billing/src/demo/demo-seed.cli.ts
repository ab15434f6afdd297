/**
 * Seeds the billing service's demo data (run by `npm start` before the services start): migrates
 * the billing schema, then stores the demo onboarding requests with their files. Running it again
 * changes nothing.
 */
import 'reflect-metadata';
import { z } from 'zod';
import { databaseVariables, loadConfigOrExit, runtimeVariables, s3Variables } from '@dental/config';
import { createServiceDataSource, migrate } from '@dental/database';
import { ObjectStorage, objectStorageSettings } from '@dental/storage';
import { DEMO_ONBOARDING_REQUESTS } from '@dental/testing';
import { MIGRATIONS } from '../database/migrations';
import { storeOnboardingRequest } from '../onboarding/onboarding-intake';
import { OnboardingRepository } from '../onboarding/onboarding.repository';

async function main(): Promise<void> {
  const config = loadConfigOrExit(z.object({ ...runtimeVariables, ...databaseVariables, ...s3Variables }));
  const dataSource = createServiceDataSource({
    url: config.DATABASE_URL,
    schema: 'billing',
    entities: [],
    migrations: MIGRATIONS,
    poolSize: 2,
    applicationName: 'billing-demo-seed',
  });
  try {
    const applied = await migrate(dataSource);
    console.log(`billing schema: ${applied.length > 0 ? `applied ${applied.join(', ')}` : 'up to date'}`);
    const storage = new ObjectStorage(objectStorageSettings(config));
    await storage.ensureBucket();
    const requests = new OnboardingRepository(dataSource);
    let added = 0;
    for (const request of DEMO_ONBOARDING_REQUESTS) if (await storeOnboardingRequest(requests, storage, request)) added++;
    console.log(`onboarding requests: ${added} added, ${DEMO_ONBOARDING_REQUESTS.length - added} already present`);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(`billing demo seed failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
