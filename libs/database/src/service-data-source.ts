/**
 * One TypeORM data source per service, confined to the service's own Postgres schema: its tables,
 * its migrations table, its outbox. Never `synchronize`: the schema changes only through migrations.
 */
import { DataSource, type EntitySchema, type MixedList } from 'typeorm';
import { SnakeNamingStrategy } from './naming-strategy';

export interface ServiceDataSourceOptions {
  url: string;
  /** The service's schema, e.g. 'verification'. */
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  poolSize?: number;
  applicationName?: string;
}

export function createServiceDataSource(options: ServiceDataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    logging: ['error'],
    extra: {
      max: options.poolSize ?? 10,
      // One connection stays open when the service is idle. pg-pool otherwise closes a connection idle
      // for 10 s, and the outbox's fallback look (every OUTBOX_POLL_MS, 10 s) then opened a new one
      // each time: a Postgres backend started and torn down every 10 s by every service at rest.
      min: 1,
      application_name: options.applicationName ?? options.schema,
      // Raw SQL (migrations, reports) resolves unqualified names in the service's own schema.
      options: `-c search_path=${options.schema}`,
    },
  });
}

/** Creates the service's schema if needed, then applies pending migrations. Returns the names applied. */
export async function migrate(dataSource: DataSource): Promise<string[]> {
  const schema = (dataSource.options as { schema?: string }).schema;
  if (!dataSource.isInitialized) await dataSource.initialize();
  if (schema) await dataSource.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  return applied.map((m) => m.name);
}
