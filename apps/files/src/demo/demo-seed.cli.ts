/**
 * Seeds the file feeds' demo data (run by `npm start` before the services start): the demo
 * practices' daily PMS exports, into the configured cloud-storage account and SFTP server (Azurite
 * and the local SFTP server). The files service indexes them when it starts. Running it again
 * changes nothing.
 */
import 'reflect-metadata';
import { z } from 'zod';
import { fileFeedVariables, loadConfigOrExit, runtimeVariables } from '@dental/config';
import { demoFeedFiles, demoToday, seedAzureFeed, seedSftpFeed } from './demo-feeds';

async function main(): Promise<void> {
  const config = loadConfigOrExit(z.object({ ...runtimeVariables, ...fileFeedVariables }));
  const files = demoFeedFiles(demoToday());
  if (config.AZURE_STORAGE_CONNECTION_STRING) {
    console.log(`cloud-storage feed: ${await seedAzureFeed(config.AZURE_STORAGE_CONNECTION_STRING, files)} demo files uploaded`);
  }
  if (config.SFTP_HOST && config.SFTP_USERNAME) {
    const put = await seedSftpFeed(
      {
        host: config.SFTP_HOST,
        port: config.SFTP_PORT,
        username: config.SFTP_USERNAME,
        password: config.SFTP_PASSWORD,
        privateKey: config.SFTP_PRIVATE_KEY,
        root: config.SFTP_ROOT,
      },
      files,
    );
    console.log(`SFTP feed: ${put} demo files uploaded`);
  }
}

main().catch((error: unknown) => {
  console.error(`files demo seed failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
