/**
 * The file feeds against real protocol servers: Azurite for the cloud-storage account and the SFTP
 * server, indexed by the files service's sync and listed over request-reply as the gateway asks.
 * A caller sees only the files in folders of practices granted to them; filters, sorts, paging and
 * the per-day report work on the index; a provider that goes down leaves the list answering what
 * was found, saying since when, until it comes back.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { posix } from 'node:path';
import { BlobServiceClient } from '@azure/storage-blob';
import SftpClient from 'ssh2-sftp-client';
import { ErrorCode, FilesCommands, formatDay, newId, type Actor, type FeedFilePage } from '@dental/contracts';
import { rejection, waitFor } from '@dental/testing';
import { DataSource } from 'typeorm';
import { FEED_ADAPTERS, type FeedAdapter, type FeedEntry } from '../src/feeds/feed-adapter';
import { FEED_COUNT_PAGES_AHEAD } from '../src/feeds/feed-files.repository';
import { FeedSyncService } from '../src/feeds/feed-sync.service';
import { startFilesService, type FilesService } from './support/files-service';

const PRACTICE_A = newId();
const PRACTICE_B = newId();
const reviewer: Actor = { userId: newId(), clientId: newId(), clientIds: [], practiceIds: [PRACTICE_A], permissions: ['azureFiles'] };
const today = formatDay(new Date());

let service: FilesService;
let blobs: BlobServiceClient;
let adapters: FeedAdapter[];
let sync: FeedSyncService;

const csv = (rows: number) => `Id,Name\n${Array.from({ length: rows }, (_, i) => `${i},Patient ${i}`).join('\n')}\n`;

async function dropBlob(container: string, path: string, content: string): Promise<void> {
  const client = blobs.getContainerClient(container);
  await client.createIfNotExists();
  await client.getBlockBlobClient(path).uploadData(Buffer.from(content));
}

async function withSftp<T>(work: (client: SftpClient) => Promise<T>): Promise<T> {
  const client = new SftpClient();
  const { sftp } = service.feeds;
  await client.connect({ host: sftp.host, port: sftp.port, username: sftp.username, password: sftp.password });
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function dropSftp(path: string, content: string): Promise<void> {
  await withSftp(async (client) => {
    await client.mkdir(posix.dirname(path), true);
    await client.put(Buffer.from(content), path);
  });
}

const adapter = (source: 'azure' | 'sftp') => adapters.find((a) => a.source === source)!;
const list = (command: typeof FilesCommands.azureFiles, query: Record<string, unknown> = {}, actor = reviewer): Promise<FeedFilePage> =>
  service.rpc.send(command, query as never, actor, randomUUID());

beforeAll(async () => {
  service = await startFilesService();
  blobs = BlobServiceClient.fromConnectionString(service.feeds.azurite.connectionString);
  adapters = service.app.get<FeedAdapter[]>(FEED_ADAPTERS);
  sync = service.app.get(FeedSyncService);
  // The scheduler's first runs at start-up, on empty feeds; the tests run every later sync themselves.
  await waitFor('the first scheduled syncs', async () => {
    const page = await list(FilesCommands.azureFiles);
    const sftpPage = await list(FilesCommands.sftpFiles);
    return page.feed.state === 'up' && sftpPage.feed.state === 'up';
  });
  await dropBlob('dentrix', `${PRACTICE_A}/appointments_${today}.csv`, csv(40));
  await dropBlob('dentrix', `${PRACTICE_A}/patients_${today}.csv`, csv(120));
  await dropBlob('eaglesoft', `${PRACTICE_A}/insurance_${today}.csv`, csv(7));
  await dropBlob('dentrix', `${PRACTICE_B}/appointments_${today}.csv`, csv(99));
  await dropBlob('dentrix', 'unassigned/readme.txt', 'no practice\n');
  await dropSftp(`/opendental/${PRACTICE_A}/appointments_${today}.csv`, csv(12));
  await dropSftp(`/opendental/${PRACTICE_A}/archive/patients_${today}.csv`, csv(3));
  await dropSftp(`/opendental/${PRACTICE_B}/patients_${today}.csv`, csv(5));
  await sync.sync(adapter('azure'));
  await sync.sync(adapter('sftp'));
}, 180_000);

afterAll(() => service?.stop());

describe('cloud-storage feed (Azurite)', () => {
  it("lists the files of the caller's practices only, with container, folder, lines and size, newest first", async () => {
    const page = await list(FilesCommands.azureFiles);
    expect(page.recordsQty).toBe(3);
    expect(page.records.map((r) => r.filename).sort()).toEqual([
      `appointments_${today}.csv`,
      `insurance_${today}.csv`,
      `patients_${today}.csv`,
    ]);
    expect(page.records.find((r) => r.filename.startsWith('patients'))).toMatchObject({
      container: 'dentrix',
      folder: PRACTICE_A,
      event: 'created',
      lines: 121,
      size: Buffer.byteLength(csv(120)),
      practiceId: PRACTICE_A,
    });
    expect(page.feed).toMatchObject({ source: 'azure', state: 'up' });
    const dates = page.records.map((r) => r.dateCreated);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters by container, file name and dates, sorts by one key, and pages', async () => {
    expect((await list(FilesCommands.azureFiles, { container: 'EAGLE' })).records.map((r) => r.container)).toEqual(['eaglesoft']);
    expect((await list(FilesCommands.azureFiles, { filename: 'appoint' })).recordsQty).toBe(1);
    expect((await list(FilesCommands.azureFiles, { filename: '%' })).recordsQty).toBe(0);
    expect((await list(FilesCommands.azureFiles, { startDate: '2000-01-01', endDate: '2000-01-02' })).recordsQty).toBe(0);
    expect((await list(FilesCommands.azureFiles, { startDate: today, endDate: today })).recordsQty).toBe(3);
    const byName = await list(FilesCommands.azureFiles, { sortFilename: '1' });
    expect(byName.records.map((r) => r.filename)).toEqual([...byName.records.map((r) => r.filename)].sort());
    const byContainer = await list(FilesCommands.azureFiles, { sortContainer: '-1' });
    expect(byContainer.records[0].container).toBe('eaglesoft');
    const first = await list(FilesCommands.azureFiles, { sortFilename: 1, limit: 10, offset: 0 });
    const second = await list(FilesCommands.azureFiles, { sortFilename: 1, limit: 10, offset: 2 });
    expect(second.records.map((r) => r._id)).toEqual(first.records.slice(2).map((r) => r._id));
  });

  it('refuses a bad sort, page size or date range with 400 naming the field', async () => {
    for (const [query, field] of [
      [{ sortDate: 2 }, 'sortDate'],
      [{ sortDate: 1, sortFolder: -1 }, 'sortFolder'],
      [{ limit: 1000 }, 'limit'],
      [{ startDate: '2026-02-30' }, 'startDate'],
      [{ startDate: '2026-03-02', endDate: '2026-03-01' }, 'endDate'],
      [{ owner: 'x' }, 'request'],
    ] as const) {
      const refused = await rejection(list(FilesCommands.azureFiles, query));
      expect({ field, code: refused.code, names: refused.message.includes(field) }).toEqual({
        field,
        code: ErrorCode.BadInput,
        names: true,
      });
    }
  });

  it('answers the day report: a row per PMS folder, a column per kind of file, lines and size in each cell', async () => {
    const report = await service.rpc.send(FilesCommands.azureReport, { date: today }, reviewer, randomUUID());
    expect(report.columns).toEqual(['appointments', 'insurance', 'patients']);
    expect(report.rows).toEqual([
      {
        container: 'dentrix',
        folder: PRACTICE_A,
        practiceId: PRACTICE_A,
        cells: {
          appointments: { filename: `appointments_${today}.csv`, lines: 41, size: Buffer.byteLength(csv(40)) },
          patients: { filename: `patients_${today}.csv`, lines: 121, size: Buffer.byteLength(csv(120)) },
        },
      },
      {
        container: 'eaglesoft',
        folder: PRACTICE_A,
        practiceId: PRACTICE_A,
        cells: { insurance: { filename: `insurance_${today}.csv`, lines: 8, size: Buffer.byteLength(csv(7)) } },
      },
    ]);
    const empty = await service.rpc.send(FilesCommands.azureReport, { date: '2001-01-01' }, reviewer, randomUUID());
    expect(empty).toMatchObject({ columns: [], rows: [] });
  });

  it('marks a changed file modified (lines counted again) and a removed one deleted', async () => {
    await dropBlob('dentrix', `${PRACTICE_A}/appointments_${today}.csv`, csv(60));
    await blobs.getContainerClient('eaglesoft').deleteBlob(`${PRACTICE_A}/insurance_${today}.csv`);
    expect(await sync.sync(adapter('azure'))).toMatchObject({ modified: 1, deleted: 1, created: 0 });
    const page = await list(FilesCommands.azureFiles, { sortFilename: 1 });
    expect(page.records.map((r) => [r.filename.split('_')[0], r.event, r.lines])).toEqual([
      ['appointments', 'modified', 61],
      ['insurance', 'deleted', 8],
      ['patients', 'created', 121],
    ]);
  });

  it('keeps answering from the index while the provider is down, saying so, and recovers', async () => {
    await service.feeds.azurite.stop();
    try {
      await expect(sync.sync(adapter('azure'))).rejects.toThrow();
      const page = await list(FilesCommands.azureFiles);
      expect(page.recordsQty).toBe(3);
      expect(page.feed).toMatchObject({ state: 'down' });
      expect(page.feed.message).toBeTruthy();
      expect(page.feed.lastSyncAt! < page.feed.lastAttemptAt!).toBe(true);
    } finally {
      await service.feeds.azurite.start();
    }
    await sync.sync(adapter('azure'));
    expect((await list(FilesCommands.azureFiles)).feed).toMatchObject({ state: 'up' });
  }, 90_000);
});

describe('SFTP feed (ssh2 server)', () => {
  it("lists the files of the caller's practices, folders below the practice's included", async () => {
    const page = await list(FilesCommands.sftpFiles, { sortFolder: 1 });
    expect(page.records.map((r) => [r.container, r.folder, r.filename, r.lines])).toEqual([
      ['opendental', PRACTICE_A, `appointments_${today}.csv`, 13],
      ['opendental', `${PRACTICE_A}/archive`, `patients_${today}.csv`, 4],
    ]);
    expect(page.feed).toMatchObject({ source: 'sftp', state: 'up' });
  });

  it('shows nothing to a caller without the practice', async () => {
    const stranger: Actor = { ...reviewer, practiceIds: [newId()] };
    expect((await list(FilesCommands.sftpFiles, {}, stranger)).recordsQty).toBe(0);
    const report = await service.rpc.send(FilesCommands.sftpReport, { date: today }, stranger, randomUUID());
    expect(report.rows).toEqual([]);
  });

  it('lives on when the server drops the connection under a file opened and not yet read', async () => {
    const sftp = adapter('sftp');
    let entry: FeedEntry | undefined;
    for await (const found of sftp.list()) entry ??= found;
    const stream = await sftp.open(entry!);
    await service.feeds.sftp.stop();
    try {
      // ssh2 emits 'error' on the open stream as its channel closes; unheard, it would end the process.
      await new Promise((resolve) => setTimeout(resolve, 500));
      // The stream is done with (destroyed), its error heard by the adapter's own listener.
      expect(stream.destroyed).toBe(true);
    } finally {
      await service.feeds.sftp.start();
    }
    // The next sync connects afresh rather than trying the dropped connection.
    await sync.sync(sftp);
    expect((await list(FilesCommands.sftpFiles)).feed.state).toBe('up');
  }, 60_000);

  it('keeps answering while the server is down, saying so', async () => {
    await service.feeds.sftp.stop();
    try {
      await expect(sync.sync(adapter('sftp'))).rejects.toThrow();
      const page = await list(FilesCommands.sftpFiles);
      expect(page).toMatchObject({ recordsQty: 2, feed: { state: 'down' } });
    } finally {
      await service.feeds.sftp.start();
    }
    await sync.sync(adapter('sftp'));
    expect((await list(FilesCommands.sftpFiles)).feed.state).toBe('up');
  }, 60_000);
});

describe('counting a long list', () => {
  it('counts up to a window past the page asked for, saying when there are more', async () => {
    // A practice of its own with 1,100 indexed files, written straight into the index.
    const practice = newId();
    const owner: Actor = { ...reviewer, practiceIds: [practice] };
    await service.app.get(DataSource).query(
      `INSERT INTO feed_file (id, source, path, container, folder, filename, practice_id, event, lines, size, version, created_at, seen_at)
       SELECT md5(random()::text || n), 'azure', 'bulk/' || $1 || '/f' || n || '.csv', 'bulk', $1, 'f' || lpad(n::text, 4, '0') || '.csv', $1,
              'created', 1, 10, 'v', now(), now()
       FROM generate_series(1, 1100) AS n`,
      [practice],
    );
    expect(FEED_COUNT_PAGES_AHEAD).toBe(10);
    const first = await list(FilesCommands.azureFiles, { sortFilename: 1, limit: 10 }, owner);
    expect(first).toMatchObject({ recordsQty: 110, recordsCapped: true });
    expect(first.records.map((r) => r.filename)).toEqual(Array.from({ length: 10 }, (_, i) => `f${String(i + 1).padStart(4, '0')}.csv`));
    // Further on, the window moves with the page.
    const later = await list(FilesCommands.azureFiles, { sortFilename: 1, limit: 10, offset: 100 }, owner);
    expect(later).toMatchObject({ recordsQty: 210, recordsCapped: true });
    expect(later.records[0]?.filename).toBe('f0101.csv');
    // Near the end, the window reaches past the last match: the count is exact.
    const last = await list(FilesCommands.azureFiles, { sortFilename: 1, limit: 10, offset: 1_000 }, owner);
    expect(last.recordsQty).toBe(1_100);
    expect(last.recordsCapped).toBeUndefined();
    // A filter counts within the same window.
    const filtered = await list(FilesCommands.azureFiles, { filename: 'f1', limit: 10 }, owner);
    expect(filtered).toMatchObject({ recordsQty: 101 });
  });
});
