/**
 * Nest module giving a service its DataSource (initialised, optionally migrated, closed on shutdown).
 * Repositories are taken from the DataSource by the feature modules that need them.
 */
import { Injectable, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createServiceDataSource, migrate, type ServiceDataSourceOptions } from './service-data-source';

export const DATABASE_OPTIONS = Symbol('DATABASE_OPTIONS');

@Injectable()
class DataSourceCloser implements OnApplicationShutdown {
  constructor(private readonly dataSource: DataSource) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}

export interface DatabaseModuleOptions extends ServiceDataSourceOptions {
  migrateOnStart: boolean;
}

@Module({})
export class DatabaseModule {
  static forService(options: DatabaseModuleOptions): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      providers: [
        { provide: DATABASE_OPTIONS, useValue: options },
        {
          provide: DataSource,
          inject: [DATABASE_OPTIONS],
          useFactory: async (opts: DatabaseModuleOptions) => {
            const dataSource = createServiceDataSource({ ...opts, keepOneConnection: true });
            await dataSource.initialize();
            if (opts.migrateOnStart) await migrate(dataSource);
            return dataSource;
          },
        },
        DataSourceCloser,
      ],
      exports: [DataSource],
    };
  }
}
