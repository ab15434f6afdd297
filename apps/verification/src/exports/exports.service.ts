import { Injectable, type OnApplicationShutdown, type OnModuleInit, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { Queue, Worker, type Job } from 'bullmq';
import {
  AppError,
  EXPORT_FAILED,
  ErrorCode,
  exportFileName,
  type ExportFile,
  type ExportStatus,
  type TransactionListQuery,
} from '@dental/contracts';
import {
  ObjectStorage,
  jobQueueConnection,
  jobWorkerConnection,
  type JobQueueConnection,
  type JobWorkerConnection,
  type RedisSettings,
} from '@dental/storage';
import {
  transactionCountSql,
  transactionExportSql,
  type ListOrder,
  type PracticeScope,
  type TransactionExportRecord,
} from '../transactions/transaction-query';
import { writeExport } from './export-writer';

export const EXPORT_QUEUE = 'transaction-export';
const BATCH = 1000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ExportJobData {
  userId: string;
  scope: PracticeScope;
  query: TransactionListQuery;
  order: ListOrder;
}
export interface ExportJobResult {
  key: string;
  fileName: string;
  rows: number;
}

/**
 * Exports of All Transactions as BullMQ jobs. The job id comes from the user, the request and the
 * current 10-second window, so a double click starts one export while a later click builds a fresh
 * file. The worker reads the matches through a database cursor in the user's order, writes them
 * with the streaming writer to a temporary file, and puts the file in object storage.
 */
@Injectable()
export class ExportsService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ExportsService.name);
  private readonly queueConnection: JobQueueConnection;
  private readonly workerConnection: JobWorkerConnection;
  private readonly queue: Queue<ExportJobData, ExportJobResult>;
  private worker?: Worker<ExportJobData, ExportJobResult>;

  constructor(
    settings: RedisSettings,
    private readonly dataSource: DataSource,
    private readonly storage: ObjectStorage,
  ) {
    this.queueConnection = jobQueueConnection(settings);
    this.queue = new Queue(EXPORT_QUEUE, this.queueConnection);
    this.workerConnection = jobWorkerConnection(settings);
  }

  onModuleInit(): void {
    this.worker = new Worker(EXPORT_QUEUE, (job) => this.build(job), { ...this.workerConnection, concurrency: 1 });
    this.worker.on('failed', (job, error) => this.logger.error(`export ${job?.id} failed: ${error.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
    await Promise.all([this.queueConnection.connection.quit(), this.workerConnection.connection.quit()]).catch(() => undefined);
  }

  async start(data: ExportJobData, now = Date.now()): Promise<ExportStatus> {
    const digest = createHash('sha256')
      .update(JSON.stringify([data.scope, data.query, data.order, Math.floor(now / 10_000)]))
      .digest('hex')
      .slice(0, 16);
    const jobId = `export-${data.userId}-${digest}`;
    const job = await this.queue.add('export', data, {
      jobId,
      attempts: 2,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: { age: 3600 },
      removeOnFail: { age: 3600 },
    });
    return this.statusOf(job, data.userId);
  }

  async status(jobId: string, userId: string): Promise<ExportStatus> {
    return this.statusOf(await this.queue.getJob(jobId), userId);
  }

  /**
   * Where the finished file is stored, for the gateway to stream: only to the user who started the
   * export, and only once it is built. The browser never gets a storage address.
   */
  async file(jobId: string, userId: string): Promise<ExportFile> {
    const job = ownedBy(await this.queue.getJob(jobId), userId);
    if ((await job.getState()) !== 'completed' || !job.returnvalue) throw new AppError(ErrorCode.NotFound, 'The export is not ready');
    return { key: job.returnvalue.key, fileName: job.returnvalue.fileName, contentType: XLSX };
  }

  private async statusOf(found: Job<ExportJobData, ExportJobResult> | undefined, userId: string): Promise<ExportStatus> {
    const job = ownedBy(found, userId);
    const state = await job.getState();
    const progress = typeof job.progress === 'number' ? job.progress : 0;
    if (state === 'completed' && job.returnvalue) {
      return { jobId: job.id, state: 'completed', progress: 100, fileName: job.returnvalue.fileName, rows: job.returnvalue.rows };
    }
    if (state === 'failed') return { jobId: job.id, state: 'failed', progress, message: EXPORT_FAILED };
    return { jobId: job.id, state: state === 'active' ? 'active' : 'waiting', progress };
  }

  /** The job: count, stream the rows through a cursor into the file, store it. */
  async build(job: Job<ExportJobData, ExportJobResult>): Promise<ExportJobResult> {
    const { scope, query, order } = job.data;
    const client = await this.dataSource.query<{ client_name: string }[]>(
      `SELECT client_name FROM practice WHERE practice_id = ANY($1::text[]) AND client_name <> '' ORDER BY practice_id LIMIT 1`,
      [scope.practiceIds],
    );
    const fileName = exportFileName(client[0]?.client_name ?? '', new Date());
    const file = join(tmpdir(), `${job.id}.xlsx`);
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const count = transactionCountSql(query, scope);
      const total = Math.max(1, ((await runner.query(count.text, count.values)) as { total: number }[])[0]?.total ?? 0);
      const sql = transactionExportSql(query, scope, order);
      await runner.startTransaction('REPEATABLE READ');
      await runner.query(`DECLARE export_rows NO SCROLL CURSOR FOR ${sql.text}`, sql.values);
      async function* batches(): AsyncGenerator<TransactionExportRecord[]> {
        for (;;) {
          const rows = (await runner.query(`FETCH ${BATCH} FROM export_rows`)) as TransactionExportRecord[];
          if (rows.length === 0) return;
          yield rows;
        }
      }
      let reported = -1;
      const rows = await writeExport(file, batches(), async (written) => {
        const percent = Math.min(95, Math.floor((95 * written) / total));
        if (percent !== reported) {
          reported = percent;
          await job.updateProgress(percent);
        }
      });
      await runner.commitTransaction();
      const key = `exports/${job.id}/${fileName}`;
      const { size } = await stat(file);
      await this.storage.ensureBucket();
      await this.storage.put(key, createReadStream(file), XLSX, size);
      await job.updateProgress(100);
      return { key, fileName, rows };
    } finally {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      await runner.release();
      await rm(file, { force: true });
    }
  }
}

/** Another user's export is "not found", never its state or its file. */
function ownedBy(
  job: Job<ExportJobData, ExportJobResult> | undefined,
  userId: string,
): Job<ExportJobData, ExportJobResult> & { id: string } {
  if (!job?.id || job.data.userId !== userId) throw new AppError(ErrorCode.NotFound, 'Export not found');
  return job as Job<ExportJobData, ExportJobResult> & { id: string };
}
