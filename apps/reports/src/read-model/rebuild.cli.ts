/**
 * Rebuilds the reports service's read model from the verification service (`npm run
 * reports:rebuild`, after `npm run build`; `-- --fresh` empties it first). It asks over Kafka like
 * the service does, so the verification service must be running; the reports service may keep
 * running meanwhile and goes on applying events (a page never replaces facts read after it).
 */
import 'reflect-metadata';
import { z } from 'zod';
import { databaseVariables, kafkaVariables, loadConfigOrExit, runtimeVariables } from '@dental/config';
import { createServiceDataSource } from '@dental/database';
import { RpcClient, kafkaSettingsOf } from '@dental/messaging';
import { reportsConfigSchema } from '../config';
import { ReadModelRebuild } from './read-model-rebuild';
import { ReadModelRepository } from './read-model.repository';

async function main(): Promise<void> {
  const config = loadConfigOrExit(
    z.object({
      ...runtimeVariables,
      ...databaseVariables,
      ...kafkaVariables,
      VERIFICATION_RPC_TIMEOUT_MS: reportsConfigSchema.shape.VERIFICATION_RPC_TIMEOUT_MS,
    }),
  );
  const fresh = process.argv.includes('--fresh');
  const dataSource = createServiceDataSource({
    url: config.DATABASE_URL,
    schema: 'reports',
    entities: [],
    migrations: [],
    poolSize: 2,
    applicationName: 'reports-rebuild',
  });
  const rpc = new RpcClient({
    ...kafkaSettingsOf('reports-rebuild', config),
    timeoutMs: config.VERIFICATION_RPC_TIMEOUT_MS,
    replyGroupId: 'reports.rebuild.replies',
    services: ['verification'],
  });
  await dataSource.initialize();
  try {
    await rpc.onModuleInit();
    const report = await new ReadModelRebuild(dataSource, new ReadModelRepository(), rpc).run({ fresh });
    console.log(
      `read model rebuilt${fresh ? ' from empty' : ''}: ${report.stored} transactions stored from ${report.pages} pages in ${report.ms} ms`,
    );
  } finally {
    await rpc.onApplicationShutdown();
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(`read model rebuild failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
