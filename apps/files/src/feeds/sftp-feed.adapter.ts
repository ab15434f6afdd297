/**
 * The SFTP feed through `ssh2-sftp-client` (on `ssh2`): each folder under SFTP_ROOT is a PMS feed,
 * the practice folders and files below it. One connection per sync; the host key is checked against
 * SFTP_HOST_KEY_SHA256 when it is set.
 */
import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import type { Readable } from 'node:stream';
import SftpClient from 'ssh2-sftp-client';
import { entryPath, type FeedAdapter, type FeedEntry } from './feed-adapter';

export interface SftpSettings {
  host: string;
  port: number;
  username: string;
  password?: string;
  privateKey?: string;
  hostKeySha256?: string;
  root: string;
}

export class SftpFeedAdapter implements FeedAdapter {
  readonly source = 'sftp' as const;
  private client?: SftpClient;

  constructor(private readonly settings: SftpSettings) {}

  private async connected(): Promise<SftpClient> {
    if (this.client) return this.client;
    const client = new SftpClient('files-feed');
    const pinned = this.settings.hostKeySha256?.replace(/^SHA256:/, '').replace(/=+$/, '');
    await client.connect({
      host: this.settings.host,
      port: this.settings.port,
      username: this.settings.username,
      password: this.settings.password,
      privateKey: this.settings.privateKey,
      readyTimeout: 10_000,
      retries: 0,
      hostVerifier: pinned ? (key: Buffer) => createHash('sha256').update(key).digest('base64').replace(/=+$/, '') === pinned : undefined,
    });
    // A connection the server dropped is not used again: the next sync connects afresh instead of
    // failing once on "No SFTP connection available".
    client.on('close', () => {
      if (this.client === client) this.client = undefined;
    });
    this.client = client;
    return client;
  }

  async *list(): AsyncIterable<FeedEntry> {
    const client = await this.connected();
    const root = this.settings.root;
    for (const container of await client.list(root)) {
      if (container.type !== 'd') continue;
      const pending = [''];
      while (pending.length > 0) {
        const relative = pending.shift()!;
        for (const item of await client.list(posix.join(root, container.name, relative))) {
          const inner = relative ? `${relative}/${item.name}` : item.name;
          if (item.type === 'd') pending.push(inner);
          else if (item.type === '-') {
            yield {
              ...entryPath(container.name, inner),
              size: item.size,
              // SFTP reports no creation time: the file's last write is when it was dropped.
              createdAt: new Date(item.modifyTime),
              version: `${item.size}:${item.modifyTime}`,
            };
          }
        }
      }
    }
  }

  async open(entry: FeedEntry): Promise<Readable> {
    const client = await this.connected();
    const stream = client.createReadStream(posix.join(this.settings.root, entry.path)) as unknown as Readable;
    // ssh2 emits 'error' on an open stream when the SFTP channel closes, even while nobody reads it
    // (before its reader attaches, or after it has finished): without a listener that would end the
    // process. A reader still gets the error through its own listener and fails only its request.
    stream.on('error', () => undefined);
    return stream;
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
