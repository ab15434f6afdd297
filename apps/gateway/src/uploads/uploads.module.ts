import { Module, type DynamicModule } from '@nestjs/common';
import { ObjectStorage } from '@dental/storage';
import type { GatewayConfig } from '../config';

/** Object storage for the gateway's file routes (UploadsController, mounted before the generic API controller). */
@Module({})
export class UploadsModule {
  static forRoot(
    config: Pick<GatewayConfig, 'S3_ENDPOINT' | 'S3_ACCESS_KEY' | 'S3_SECRET_KEY' | 'S3_REGION' | 'S3_BUCKET'>,
  ): DynamicModule {
    return {
      module: UploadsModule,
      global: true,
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
      ],
      exports: [ObjectStorage],
    };
  }
}
