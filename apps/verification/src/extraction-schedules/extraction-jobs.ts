/**
 * Extractions as BullMQ jobs (queue `extraction`), one per practice, type and date; the job id is
 * that triple (extractionJobId), so saving the same dates again enqueues nothing. A job publishes an
 * ExtractionCommand on `bot.extraction.command` and then follows the date's row, which the bots'
 * reports on `bot.extraction.report` move (BotReportsHandlers): it ends when a bot reports the date
 * completed, and its attempt fails when a bot reports a failure or stays silent for
 * EXTRACTION_REPLY_TIMEOUT_MS. Failed attempts are retried with an exponential back-off
 * (EXTRACTION_ATTEMPTS in all); the last failure's reason stays on the date and on the BullMQ job.
 *
 * Following the row rather than waiting on Kafka in the job keeps the job free of consumer state:
 * whichever replica's consumer applies a report, every replica's worker sees it.
 */
import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import {
  MessageHeaders,
  Topics,
  extractionCommandSchema,
  extractionJobId,
  type ExtractionCommand,
  type ExtractionType,
} from '@dental/contracts';
import { EventProducer } from '@dental/messaging';
import {
  jobQueueConnection,
  jobWorkerConnection,
  type JobQueueConnection,
  type JobWorkerConnection,
  type RedisSettings,
} from '@dental/storage';
import { ExtractionSchedulesRepository, type ExtractionKey } from './extraction-schedules.repository';

export const EXTRACTION_QUEUE = 'extraction';

export interface ExtractionJobData {
  scheduleId: string;
  clientId: string;
  practiceId: string;
  type: ExtractionType;
  date: string;
}
export interface ExtractionJobResult {
  transactions: number;
}

export interface ExtractionSettings extends RedisSettings {
  EXTRACTION_REPLY_TIMEOUT_MS: number;
  EXTRACTION_ATTEMPTS: number;
  EXTRACTION_BACKOFF_MS: number;
  EXTRACTION_CONCURRENCY: number;
}

/** How often a job reads its date's row while waiting for the bots. */
const FOLLOW_EVERY_MS = 500;
const DAY_SECONDS = 24 * 3600;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

@Injectable()
export class ExtractionJobs implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ExtractionJobs.name);
  private readonly queueConnection: JobQueueConnection;
  readonly queue: Queue<ExtractionJobData, ExtractionJobResult>;
  private worker?: Worker<ExtractionJobData, ExtractionJobResult>;
  private workerConnection?: JobWorkerConnection;

  constructor(
    private readonly settings: ExtractionSettings,
    private readonly schedules: ExtractionSchedulesRepository,
    private readonly producer: EventProducer,
  ) {
    this.queueConnection = jobQueueConnection(settings);
    this.queue = new Queue(EXTRACTION_QUEUE, this.queueConnection);
  }

  onModuleInit(): void {
    this.workerConnection = jobWorkerConnection(this.settings);
    this.worker = new Worker(EXTRACTION_QUEUE, (job) => this.extract(job), {
      ...this.workerConnection,
      // A job mostly waits for the bots (a database read every half second), so many run at once.
      concurrency: this.settings.EXTRACTION_CONCURRENCY,
    });
    this.worker.on('failed', (job, error) =>
      this.logger.warn(`extraction ${job?.id} attempt ${job?.attemptsMade} failed: ${error.message}`),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
    await Promise.all([this.queueConnection.connection.quit(), this.workerConnection?.connection.quit()]).catch(() => undefined);
  }

  /** Hands each date to the bots. A date whose earlier job failed gets a fresh job under the same id. */
  async enqueue(base: Omit<ExtractionJobData, 'date'>, dates: string[]): Promise<void> {
    for (const date of dates) {
      const jobId = extractionJobId(base.practiceId, base.type, date);
      const earlier = await this.queue.getJob(jobId);
      if (earlier && (await earlier.getState()) === 'failed') await earlier.remove();
      await this.queue.add(
        'extract',
        { ...base, date },
        {
          jobId,
          attempts: this.settings.EXTRACTION_ATTEMPTS,
          backoff: { type: 'exponential', delay: this.settings.EXTRACTION_BACKOFF_MS },
          removeOnComplete: { age: 7 * DAY_SECONDS },
          removeOnFail: { age: 14 * DAY_SECONDS },
        },
      );
    }
  }

  /** One attempt: send the command, then follow the date until a bot completes it, fails it or stays silent too long. */
  async extract(job: Job<ExtractionJobData, ExtractionJobResult>): Promise<ExtractionJobResult> {
    const { practiceId, type, date } = job.data;
    const key: ExtractionKey = { practiceId, type, date };
    const attempt = job.attemptsMade + 1;
    try {
      await this.schedules.beginAttempt(key, attempt);
      await this.sendCommand(job, attempt);
      let progress = 0;
      for (;;) {
        await sleep(FOLLOW_EVERY_MS);
        const row = await this.schedules.date(key);
        if (!row || row.scheduleId !== job.data.scheduleId) throw new UnrecoverableError(`The extraction of ${date} was scheduled again`);
        if (row.state === 'completed') return { transactions: row.transactions };
        if (row.botFailure) throw new Error(`The bot could not extract ${date}: ${row.botFailure}`);
        if (row.quietMs > this.settings.EXTRACTION_REPLY_TIMEOUT_MS) {
          throw new Error(
            `No bot answered the extraction of ${date} within ${Math.round(this.settings.EXTRACTION_REPLY_TIMEOUT_MS / 1000)} s (attempt ${attempt} of ${this.settings.EXTRACTION_ATTEMPTS})`,
          );
        }
        if (row.progress !== progress) await job.updateProgress((progress = row.progress));
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const final = error instanceof UnrecoverableError || attempt >= this.settings.EXTRACTION_ATTEMPTS;
      if (!(error instanceof UnrecoverableError)) await this.schedules.attemptFailed(key, reason, final);
      throw error;
    }
  }

  private async sendCommand(job: Job<ExtractionJobData, ExtractionJobResult>, attempt: number): Promise<void> {
    const requestedAt = new Date().toISOString();
    const command: ExtractionCommand = extractionCommandSchema.parse({
      commandId: job.id,
      attempt,
      scheduleId: job.data.scheduleId,
      clientId: job.data.clientId,
      practiceId: job.data.practiceId,
      type: job.data.type,
      date: job.data.date,
      replyWithinSeconds: Math.ceil(this.settings.EXTRACTION_REPLY_TIMEOUT_MS / 1000),
      requestedAt,
    });
    await this.producer.send([
      {
        topic: Topics.BotExtractionCommand,
        key: command.practiceId,
        value: command,
        headers: {
          [MessageHeaders.MessageId]: `${command.commandId}:${attempt}`,
          [MessageHeaders.OccurredAt]: requestedAt,
          [MessageHeaders.Producer]: 'verification',
        },
      },
    ]);
  }
}
