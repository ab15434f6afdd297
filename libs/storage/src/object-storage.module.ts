/**
 * The one way every app builds its object storage from the S3 configuration (S3_* variables): a
 * global module providing ObjectStorage, so the gateway and each service import it instead of
 * repeating the client's construction in their own modules.
 */
import { Module, type DynamicModule } from '@nestjs/common';
import { ObjectStorage, type ObjectStorageSettings } from './object-storage';

/** The S3 variables of @dental/config (s3Variables), as an app's parsed configuration holds them. */
export interface S3Configuration {
  S3_ENDPOINT: string;
  S3_ACCESS_KEY: string;
  S3_SECRET_KEY: string;
  S3_REGION: string;
  S3_BUCKET: string;
}

export function objectStorageSettings(config: S3Configuration): ObjectStorageSettings {
  return {
    endpoint: config.S3_ENDPOINT,
    accessKey: config.S3_ACCESS_KEY,
    secretKey: config.S3_SECRET_KEY,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET,
  };
}

export interface ObjectStorageOptions {
  /**
   * Create the bucket at start-up. The services that own stored files do; the gateway and a service
   * that writes only now and then leave it to them, so their start does not wait on storage.
   */
  ensureBucket?: boolean;
}

@Module({})
export class ObjectStorageModule {
  static forRoot(config: S3Configuration, options: ObjectStorageOptions = {}): DynamicModule {
    return {
      module: ObjectStorageModule,
      global: true,
      providers: [
        {
          provide: ObjectStorage,
          useFactory: async () => {
            const storage = new ObjectStorage(objectStorageSettings(config));
            if (options.ensureBucket) await storage.ensureBucket();
            return storage;
          },
        },
      ],
      exports: [ObjectStorage],
    };
  }
}

/** Readiness check: the bucket answers. */
export function storageReadiness(storage: ObjectStorage): () => Promise<void> {
  return () => storage.ping();
}
