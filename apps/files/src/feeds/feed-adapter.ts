/**
 * What the feed index needs from a provider: every file it holds now (a container per PMS feed,
 * the practice's folders below it) and a file's content, to count its lines. The cloud-storage and
 * SFTP adapters answer it through each provider's own client library.
 */
import type { Readable } from 'node:stream';
import type { FeedSource } from '@dental/contracts';

export interface FeedEntry {
  /** Unique within the source: container/folder/filename. */
  path: string;
  container: string;
  /** The path between the container and the file ('' at the container's top). */
  folder: string;
  filename: string;
  size: number;
  createdAt: Date;
  /** Changes whenever the content does (the blob's ETag; the SFTP file's size and modification time). */
  version: string;
}

export interface FeedAdapter {
  readonly source: FeedSource;
  /** Every file of the feed; throws when the provider cannot be reached. */
  list(): AsyncIterable<FeedEntry>;
  /** The file's content as a stream. */
  open(entry: FeedEntry): Promise<Readable>;
  /** Releases connections after a sync. */
  close(): Promise<void>;
}

/** Injection token of the configured adapters (a feed whose address is unset has none). */
export const FEED_ADAPTERS = Symbol('FEED_ADAPTERS');

/** Splits `container/folder/.../file` into its parts. */
export function entryPath(container: string, relative: string): Pick<FeedEntry, 'path' | 'container' | 'folder' | 'filename'> {
  const parts = relative.split('/').filter(Boolean);
  const filename = parts.pop() ?? '';
  return { path: [container, ...parts, filename].join('/'), container, folder: parts.join('/'), filename };
}
