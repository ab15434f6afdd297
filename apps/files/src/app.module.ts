import type { DynamicModule } from '@nestjs/common';
import { serviceModule } from '@dental/messaging';
import { ObjectStorage } from '@dental/storage';
import { MIGRATIONS } from './database/migrations';
import type { FilesConfig } from './config';

/**
 * The files service owns file feeds, conversions and the object storage bucket (its features land
 * with their issues). It creates the bucket at start-up and is ready only when storage answers.
 */
export function filesModule(config: FilesConfig): DynamicModule {
  return serviceModule({
    service: 'files',
    config,
    entities: [],
    migrations: MIGRATIONS,
    providers: [
      {
        provide: ObjectStorage,
        useFactory: async () => {
          const storage = new ObjectStorage({
            endpoint: config.S3_ENDPOINT,
            accessKey: config.S3_ACCESS_KEY,
            secretKey: config.S3_SECRET_KEY,
            region: config.S3_REGION,
            bucket: config.S3_BUCKET,
          });
          await storage.ensureBucket();
          return storage;
        },
      },
    ],
    readiness: { inject: [ObjectStorage], checks: (storage: ObjectStorage) => ({ storage: () => storage.ping() }) },
  });
}
