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
  /**
   * Keep one connection open while idle: for a running service, whose outbox looks every
   * OUTBOX_POLL_MS (10 s). pg-pool otherwise closes a connection idle for 10 s, and each look then
   * started a new Postgres backend. Seeds and scripts leave it off, so that one that never destroys
   * its data source still exits once its connections have idled out.
   */
  keepOneConnection?: boolean;
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
      min: options.keepOneConnection ? 1 : 0,
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
