import { Module, type DynamicModule } from '@nestjs/common';
import type { FeedAdapter } from './feed-adapter';
import { FEED_ADAPTERS } from './feed-adapter';
import { AzureFeedAdapter } from './azure-feed.adapter';
import { SftpFeedAdapter } from './sftp-feed.adapter';
import { FeedFilesRepository } from './feed-files.repository';
import { FEED_SYNC_SETTINGS, FeedSyncService, type FeedSyncSettings } from './feed-sync.service';
import { FeedsHandlers } from './feeds.handlers';

export interface FeedsConfig extends FeedSyncSettings {
  AZURE_STORAGE_CONNECTION_STRING?: string;
  SFTP_HOST?: string;
  SFTP_PORT: number;
  SFTP_USERNAME?: string;
  SFTP_PASSWORD?: string;
  SFTP_PRIVATE_KEY?: string;
  SFTP_HOST_KEY_SHA256?: string;
  SFTP_ROOT: string;
}

/** The adapters of the feeds whose address is configured; SFTP also needs its user and a password or key. */
export function feedAdapters(config: FeedsConfig): FeedAdapter[] {
  const adapters: FeedAdapter[] = [];
  if (config.AZURE_STORAGE_CONNECTION_STRING) adapters.push(new AzureFeedAdapter(config.AZURE_STORAGE_CONNECTION_STRING));
  if (config.SFTP_HOST) {
    if (!config.SFTP_USERNAME) throw new Error('Invalid configuration: SFTP_USERNAME is required with SFTP_HOST');
    if (!config.SFTP_PASSWORD && !config.SFTP_PRIVATE_KEY)
      throw new Error('Invalid configuration: SFTP_PASSWORD or SFTP_PRIVATE_KEY is required with SFTP_HOST');
    adapters.push(
      new SftpFeedAdapter({
        host: config.SFTP_HOST,
        port: config.SFTP_PORT,
        username: config.SFTP_USERNAME,
        password: config.SFTP_PASSWORD,
        privateKey: config.SFTP_PRIVATE_KEY,
        hostKeySha256: config.SFTP_HOST_KEY_SHA256,
        root: config.SFTP_ROOT,
      }),
    );
  }
  return adapters;
}

/** The file feeds: their adapters, the index and the job that keeps it, the list and report commands. */
@Module({})
export class FeedsModule {
  static forRoot(config: FeedsConfig): DynamicModule {
    return {
      module: FeedsModule,
      providers: [
        { provide: FEED_SYNC_SETTINGS, useValue: config },
        { provide: FEED_ADAPTERS, useFactory: () => feedAdapters(config) },
        FeedFilesRepository,
        FeedSyncService,
        FeedsHandlers,
      ],
      exports: [FeedSyncService, FeedFilesRepository],
    };
  }
}
