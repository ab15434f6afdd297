/**
 * The two file-feed providers for a test file: Azurite (Azure Blob storage) and the SFTP server of
 * libs/local-stack, each on its own port and temporary folder, removed on stop.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAzurite, startSftpServer, type AzuriteServer, type SftpServer } from '@dental/local-stack';

export interface FeedProviders {
  azurite: AzuriteServer;
  sftp: SftpServer;
  /** The files service's settings pointing at both. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startFeedProviders(): Promise<FeedProviders> {
  const dir = mkdtempSync(join(tmpdir(), 'dental-feeds-'));
  const [azurite, sftp] = await Promise.all([
    startAzurite({ dataDir: join(dir, 'azurite') }),
    startSftpServer({ rootDir: join(dir, 'sftp'), username: 'feeds', password: 'feeds-test-password' }),
  ]);
  return {
    azurite,
    sftp,
    env: {
      AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString,
      SFTP_HOST: sftp.host,
      SFTP_PORT: String(sftp.port),
      SFTP_USERNAME: sftp.username,
      SFTP_PASSWORD: sftp.password,
      SFTP_HOST_KEY_SHA256: sftp.hostKeySha256,
    },
    stop: async () => {
      await Promise.all([azurite.stop(), sftp.stop()]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
