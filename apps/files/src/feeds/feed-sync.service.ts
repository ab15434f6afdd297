/**
 * Keeps the feed index up to date: a BullMQ job scheduler runs `feed-sync` for each configured feed
 * every FEED_SYNC_INTERVAL_MS (the first run at start-up). One replica runs each job. A sync lists
 * the provider's files, counts the lines of those new or changed since the last one, marks the ones
 * gone as deleted, and records when it last reached the provider, or why it could not.
 */
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import type { FeedSource } from '@dental/contracts';
import {
  jobQueueConnection,
  jobWorkerConnection,
  type JobQueueConnection,
  type JobWorkerConnection,
  type RedisSettings,
} from '@dental/storage';
import { FEED_ADAPTERS, type FeedAdapter, type FeedEntry } from './feed-adapter';
import { FeedFilesRepository } from './feed-files.repository';
import { countLines } from './line-count';

export const FEED_SYNC_QUEUE = 'feed-sync';
/** Files whose stored versions are read at once. */
const BATCH = 500;

export interface FeedSyncSettings extends RedisSettings {
  FEED_SYNC_INTERVAL_MS: number;
}
export const FEED_SYNC_SETTINGS = Symbol('FEED_SYNC_SETTINGS');

export interface FeedSyncOutcome {
  files: number;
  created: number;
  modified: number;
  deleted: number;
}

@Injectable()
export class FeedSyncService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(FeedSyncService.name);
  private readonly queueConnection: JobQueueConnection;
  private readonly workerConnection: JobWorkerConnection;
  private readonly queue: Queue<{ source: FeedSource }, FeedSyncOutcome>;
  private worker?: Worker<{ source: FeedSource }, FeedSyncOutcome>;

  constructor(
    @Inject(FEED_SYNC_SETTINGS) private readonly settings: FeedSyncSettings,
    @Inject(FEED_ADAPTERS) private readonly adapters: FeedAdapter[],
    private readonly files: FeedFilesRepository,
  ) {
    this.queueConnection = jobQueueConnection(settings);
    this.workerConnection = jobWorkerConnection(settings);
    this.queue = new Queue(FEED_SYNC_QUEUE, this.queueConnection);
  }

  async onModuleInit(): Promise<void> {
    this.worker = new Worker(FEED_SYNC_QUEUE, (job) => this.run(job), { ...this.workerConnection, concurrency: 1 });
    this.worker.on('failed', (job, error) => this.logger.warn(`feed sync of ${job?.data.source} failed: ${error.message}`));
    for (const adapter of this.adapters) {
      await this.queue.upsertJobScheduler(
        `feed-sync-${adapter.source}`,
        { every: this.settings.FEED_SYNC_INTERVAL_MS },
        { name: 'sync', data: { source: adapter.source }, opts: { removeOnComplete: 50, removeOnFail: 50 } },
      );
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
    await Promise.all([this.queueConnection.connection.quit(), this.workerConnection.connection.quit()]).catch(() => undefined);
  }

  isConfigured(source: FeedSource): boolean {
    return this.adapters.some((a) => a.source === source);
  }

  private run(job: Job<{ source: FeedSource }, FeedSyncOutcome>): Promise<FeedSyncOutcome> {
    const adapter = this.adapters.find((a) => a.source === job.data.source);
    if (!adapter) return Promise.resolve({ files: 0, created: 0, modified: 0, deleted: 0 });
    return this.sync(adapter);
  }

  /** One pass over the provider's files; a provider that cannot be reached is recorded and the pass fails. */
  async sync(adapter: FeedAdapter): Promise<FeedSyncOutcome> {
    const started = new Date();
    const outcome: FeedSyncOutcome = { files: 0, created: 0, modified: 0, deleted: 0 };
    try {
      let batch: FeedEntry[] = [];
      for await (const entry of adapter.list()) {
        batch.push(entry);
        if (batch.length >= BATCH) {
          await this.apply(adapter, batch, started, outcome);
          batch = [];
        }
      }
      await this.apply(adapter, batch, started, outcome);
      outcome.deleted = await this.files.markGone(adapter.source, started);
      await this.files.syncSucceeded(adapter.source, new Date());
      return outcome;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await this.files.syncFailed(adapter.source, new Date(), reason);
      throw error;
    } finally {
      await adapter.close();
    }
  }

  private async apply(adapter: FeedAdapter, entries: FeedEntry[], seenAt: Date, outcome: FeedSyncOutcome): Promise<void> {
    if (entries.length === 0) return;
    outcome.files += entries.length;
    const known = await this.files.versions(
      adapter.source,
      entries.map((e) => e.path),
    );
    const unchanged: string[] = [];
    for (const entry of entries) {
      const stored = known.get(entry.path);
      if (stored && stored.version === entry.version && stored.event !== 'deleted') {
        unchanged.push(entry.path);
        continue;
      }
      const lines = await countLines(await adapter.open(entry));
      const event = stored && stored.event !== 'deleted' ? 'modified' : 'created';
      await this.files.record(adapter.source, entry, lines, event, seenAt);
      if (event === 'created') outcome.created++;
      else outcome.modified++;
    }
    await this.files.seen(adapter.source, unchanged, seenAt);
  }
}
