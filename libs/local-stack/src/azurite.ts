/**
 * Azure Blob storage on this machine: Azurite (Microsoft's own emulator, npm `azurite`) serving the
 * Blob API from a folder, for `npm start` and the tests. The files service's cloud-storage feed talks
 * to it through `@azure/storage-blob` exactly as it talks to a real storage account.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, isListening } from './ports';

/** Azurite's built-in development account (published in its documentation; not a secret). */
export const AZURITE_ACCOUNT = 'devstoreaccount1';
export const AZURITE_ACCOUNT_KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

export interface AzuriteOptions {
  /** Where Azurite keeps the blobs and its metadata; kept between runs when it is kept. */
  dataDir: string;
  port?: number;
  logFile?: string;
  readyTimeoutMs?: number;
}

export interface AzuriteServer {
  port: number;
  /** The Blob service endpoint of the account, as the SDK's connection string names it. */
  blobEndpoint: string;
  /** `AZURE_STORAGE_CONNECTION_STRING` of the files service. */
  connectionString: string;
  readonly pid: number | undefined;
  /** SIGTERM, then SIGKILL after 5 s. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data (a test of a provider that comes back). */
  start(): Promise<void>;
}

const running = new Set<ChildProcess>();
let exitHookInstalled = false;

export async function startAzurite(options: AzuriteOptions): Promise<AzuriteServer> {
  const port = options.port ?? (await freePort());
  mkdirSync(options.dataDir, { recursive: true });
  const logFile = options.logFile ?? join(options.dataDir, 'azurite.log');
  const main = require.resolve('azurite/dist/src/blob/main.js');
  let child: ChildProcess | undefined;
  const start = async () => {
    const log = createWriteStream(logFile, { flags: 'a' });
    const started = spawn(
      process.execPath,
      [
        main,
        '--blobHost',
        '127.0.0.1',
        '--blobPort',
        String(port),
        '--location',
        options.dataDir,
        '--silent',
        '--loose',
        '--skipApiVersionCheck',
        // Nothing leaves this machine.
        '--disableTelemetry',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
    );
    child = started;
    started.stdout!.pipe(log, { end: false });
    started.stderr!.pipe(log, { end: false });
    started.once('exit', () => {
      running.delete(started);
      log.end();
    });
    running.add(started);
    if (!exitHookInstalled) {
      exitHookInstalled = true;
      process.once('exit', () => {
        for (const server of running) server.kill('SIGKILL');
      });
    }
    const deadline = Date.now() + (options.readyTimeoutMs ?? 30_000);
    while (!(await isListening(port))) {
      if (started.exitCode !== null) throw new Error(`Azurite exited (code ${started.exitCode}) before it answered; its log: ${logFile}`);
      if (Date.now() > deadline) {
        started.kill('SIGKILL');
        throw new Error(`Azurite did not answer on 127.0.0.1:${port}; its log: ${logFile}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const stop = async () => {
    const current = child;
    if (!current || current.exitCode !== null || current.signalCode !== null) return;
    const exited = new Promise<void>((done) => current.once('exit', () => done()));
    current.kill('SIGTERM');
    const timer = setTimeout(() => current.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  await start();
  const blobEndpoint = `http://127.0.0.1:${port}/${AZURITE_ACCOUNT}`;
  return {
    port,
    blobEndpoint,
    connectionString: `DefaultEndpointsProtocol=http;AccountName=${AZURITE_ACCOUNT};AccountKey=${AZURITE_ACCOUNT_KEY};BlobEndpoint=${blobEndpoint};`,
    get pid() {
      return child?.pid;
    },
    stop,
    start,
  };
}
