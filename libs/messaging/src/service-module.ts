/**
 * The common frame of a service with a database: structured logs, its own schema and migrations,
 * messaging with an outbox, and health checks for every dependency. Feature modules go in `imports`.
 */
import type { DynamicModule, ModuleMetadata } from '@nestjs/common';
import { Module } from '@nestjs/common';
import { DataSource, type EntitySchema, type MixedList } from 'typeorm';
import { DatabaseModule } from '@dental/database';
import type { ServiceName } from '@dental/contracts';
import { KafkaHealth } from './health/kafka-health';
import { HealthModule, type ReadinessCheck } from './health/health.module.exports';
import { MessagingModule } from './messaging.module';
import { loggingModule } from './logging';
import { MESSAGING_ENTITIES } from './messaging-entities';

/** The configuration variables every service with a database reads (see @dental/config). */
export interface ServiceFrameConfig {
  LOG_LEVEL: string;
  DATABASE_URL: string;
  DATABASE_POOL_SIZE: number;
  DATABASE_MIGRATE_ON_START: boolean;
  KAFKA_BROKERS: string[];
  KAFKA_MAX_WAIT_MS: number;
  OUTBOX_POLL_MS: number;
  OUTBOX_RETENTION_HOURS: number;
}

export interface ServiceFrameOptions {
  service: ServiceName;
  config: ServiceFrameConfig;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  imports?: ModuleMetadata['imports'];
  providers?: ModuleMetadata['providers'];
  /** Extra readiness checks (e.g. Redis, object storage), built from injected dependencies. */
  readiness?: { inject: unknown[]; checks: (...deps: never[]) => Record<string, ReadinessCheck> };
}

@Module({})
class ServiceFrame {}

/** Holds the service's own shared providers (e.g. storage clients), visible to health checks and features. */
@Module({})
class ServiceProviders {}

export function serviceModule(options: ServiceFrameOptions): DynamicModule {
  const { service, config } = options;
  const extra = options.readiness;
  return {
    module: ServiceFrame,
    imports: [
      { module: ServiceProviders, global: true, providers: options.providers ?? [], exports: options.providers ?? [] },
      loggingModule(service, config.LOG_LEVEL),
      DatabaseModule.forService({
        url: config.DATABASE_URL,
        schema: service,
        entities: [...MESSAGING_ENTITIES, ...(options.entities as unknown[])] as ServiceFrameOptions['entities'],
        migrations: options.migrations,
        poolSize: config.DATABASE_POOL_SIZE,
        migrateOnStart: config.DATABASE_MIGRATE_ON_START,
      }),
      MessagingModule.forService({
        service,
        kafka: kafkaSettingsOf(service, config),
        outbox: { pollMs: config.OUTBOX_POLL_MS, retentionHours: config.OUTBOX_RETENTION_HOURS },
      }),
      HealthModule.register({
        inject: [DataSource, KafkaHealth, ...(extra?.inject ?? [])],
        checks: ((db: DataSource, kafka: KafkaHealth, ...deps: never[]) => ({
          database: async () => void (await db.query('SELECT 1')),
          kafka: () => kafka.check(),
          ...(extra ? extra.checks(...deps) : {}),
        })) as (...deps: never[]) => Record<string, ReadinessCheck>,
      }),
      ...(options.imports ?? []),
    ],
  };
}

export function kafkaSettingsOf(clientId: string, config: Pick<ServiceFrameConfig, 'KAFKA_BROKERS' | 'KAFKA_MAX_WAIT_MS'>) {
  return { brokers: config.KAFKA_BROKERS, clientId, maxWaitTimeInMs: config.KAFKA_MAX_WAIT_MS };
}
