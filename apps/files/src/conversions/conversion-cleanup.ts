/**
 * Uploaded documents and their converted files are kept as long as their job (KEEP_SECONDS, so the
 * person can download the result), then removed: a BullMQ job scheduler (queue
 * `file-conversion-cleanup`, one replica runs each pass) deletes every object under `conversions/`
 * older than that, every CONVERSION_CLEANUP_EVERY_MS. Patient documents are not kept longer than
 * they serve.
 */
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { ObjectStorage, jobQueueConnection, jobWorkerConnection, type JobQueueConnection, type JobWorkerConnection } from '@dental/storage';
import { CONVERSION_SETTINGS, KEEP_SECONDS, type ConversionSettings } from './conversions.service';

export const CONVERSION_CLEANUP_QUEUE = 'file-conversion-cleanup';
export const CONVERSIONS_PREFIX = 'conversions/';
const CLEANUP_EVERY_MS = 3600_000;

@Injectable()
export class ConversionCleanup implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ConversionCleanup.name);
  private readonly queueConnection: JobQueueConnection;
  private readonly workerConnection: JobWorkerConnection;
  private readonly queue: Queue;
  private worker?: Worker;

  constructor(
    @Inject(CONVERSION_SETTINGS) settings: ConversionSettings,
    private readonly storage: ObjectStorage,
  ) {
    this.queueConnection = jobQueueConnection(settings);
    this.workerConnection = jobWorkerConnection(settings);
    this.queue = new Queue(CONVERSION_CLEANUP_QUEUE, this.queueConnection);
  }

  async onModuleInit(): Promise<void> {
    this.worker = new Worker(CONVERSION_CLEANUP_QUEUE, () => this.removeExpired(), { ...this.workerConnection, concurrency: 1 });
    this.worker.on('failed', (_job, error) => this.logger.warn(`conversion cleanup failed: ${error.message}`));
    await this.queue.upsertJobScheduler(
      'conversion-cleanup',
      { every: CLEANUP_EVERY_MS },
      { name: 'cleanup', opts: { removeOnComplete: 10, removeOnFail: 10 } },
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
    await Promise.all([this.queueConnection.connection.quit(), this.workerConnection.connection.quit()]).catch(() => undefined);
  }

  async removeExpired(): Promise<{ removed: number }> {
    const outcome = await removeExpiredConversions(this.storage, new Date());
    if (outcome.removed > 0) this.logger.log(`removed ${outcome.removed} conversion files older than ${KEEP_SECONDS / 3600} h`);
    return outcome;
  }
}

/** Removes the conversion files (uploads and results) stored before `now` less `keepSeconds`; answers how many. */
export async function removeExpiredConversions(
  storage: ObjectStorage,
  now: Date,
  keepSeconds = KEEP_SECONDS,
): Promise<{ removed: number }> {
  const before = now.getTime() - keepSeconds * 1000;
  let removed = 0;
  for await (const object of storage.list(CONVERSIONS_PREFIX)) {
    if (object.lastModified.getTime() >= before) continue;
    await storage.remove(object.key);
    removed += 1;
  }
  return { removed };
}
