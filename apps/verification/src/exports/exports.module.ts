import { Module, type DynamicModule } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ObjectStorage } from '@dental/storage';
import { UserPreferencesModule } from '../user-preferences/user-preferences.module';
import { ExportsHandlers } from './exports.handlers';
import { ExportsService } from './exports.service';

export interface ExportsConfig {
  REDIS_URL: string;
  REDIS_KEY_PREFIX: string;
  S3_ENDPOINT: string;
  S3_ACCESS_KEY: string;
  S3_SECRET_KEY: string;
  S3_REGION: string;
  S3_BUCKET: string;
}

/** Exports of All Transactions: a BullMQ queue and worker, and the object storage the files go to. */
@Module({})
export class ExportsModule {
  static forRoot(config: ExportsConfig): DynamicModule {
    return {
      module: ExportsModule,
      imports: [UserPreferencesModule],
      providers: [
        {
          provide: ObjectStorage,
          useFactory: () =>
            new ObjectStorage({
              endpoint: config.S3_ENDPOINT,
              accessKey: config.S3_ACCESS_KEY,
              secretKey: config.S3_SECRET_KEY,
              region: config.S3_REGION,
              bucket: config.S3_BUCKET,
            }),
        },
        {
          provide: ExportsService,
          inject: [DataSource, ObjectStorage],
          useFactory: (db: DataSource, storage: ObjectStorage) => new ExportsService(config, db, storage),
        },
        ExportsHandlers,
      ],
      exports: [ObjectStorage],
    };
  }
}
