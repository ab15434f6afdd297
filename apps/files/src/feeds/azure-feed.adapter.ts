/**
 * The cloud-storage feed through Azure's own SDK (`@azure/storage-blob`): every container of the
 * account is a PMS feed, and a blob's name holds the practice's folder and the file name. Pointed by
 * AZURE_STORAGE_CONNECTION_STRING at the storage account, or at Azurite locally.
 */
import type { Readable } from 'node:stream';
import { BlobServiceClient, StorageRetryPolicyType } from '@azure/storage-blob';
import { entryPath, type FeedAdapter, type FeedEntry } from './feed-adapter';

export class AzureFeedAdapter implements FeedAdapter {
  readonly source = 'azure' as const;
  private readonly service: BlobServiceClient;

  constructor(connectionString: string) {
    // A provider that is down must fail the sync in seconds, not after the SDK's minutes of retries.
    this.service = BlobServiceClient.fromConnectionString(connectionString, {
      retryOptions: { retryPolicyType: StorageRetryPolicyType.FIXED, maxTries: 2, retryDelayInMs: 500, tryTimeoutInMs: 15_000 },
    });
  }

  async *list(): AsyncIterable<FeedEntry> {
    for await (const container of this.service.listContainers()) {
      const client = this.service.getContainerClient(container.name);
      for await (const blob of client.listBlobsFlat()) {
        yield {
          ...entryPath(container.name, blob.name),
          size: blob.properties.contentLength ?? 0,
          createdAt: blob.properties.createdOn ?? blob.properties.lastModified,
          version: blob.properties.etag ?? String(blob.properties.lastModified.getTime()),
        };
      }
    }
  }

  async open(entry: FeedEntry): Promise<Readable> {
    const blobName = entry.path.slice(entry.container.length + 1);
    const download = await this.service.getContainerClient(entry.container).getBlobClient(blobName).download();
    return download.readableStreamBody as Readable;
  }

  async close(): Promise<void> {}
}
