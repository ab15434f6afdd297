import { Module, type DynamicModule } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ObjectStorage, type RedisSettings } from '@dental/storage';
import { UserPreferencesModule } from '../user-preferences/user-preferences.module';
import { ExportsHandlers } from './exports.handlers';
import { ExportsService } from './exports.service';

export type ExportsConfig = RedisSettings;

/** Exports of All Transactions: a BullMQ queue and worker; the files go to the service's object storage (ObjectStorageModule). */
@Module({})
export class ExportsModule {
  static forRoot(config: ExportsConfig): DynamicModule {
    return {
      module: ExportsModule,
      imports: [UserPreferencesModule],
      providers: [
        {
          provide: ExportsService,
          inject: [DataSource, ObjectStorage],
          useFactory: (db: DataSource, storage: ObjectStorage) => new ExportsService(config, db, storage),
        },
        ExportsHandlers,
      ],
    };
  }
}
