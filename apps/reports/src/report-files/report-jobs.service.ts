/**
 * Report spreadsheets as BullMQ jobs (queue `report-file`). A job reads its rows from the read model
 * a page at a time, writes them with exceljs's streaming writer into a temporary file, stores the
 * file in object storage (`reports/<jobId>/...`) and reports its progress; the gateway streams the
 * file to the person who asked. The job id is derived from the work (the kind, the person, the
 * parameters and the minute), so asking twice for the same report while it runs follows one job.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import {
  AppError,
  ErrorCode,
  ReportMessages,
  XLSX_CONTENT_TYPE,
  type ReportFile,
  type ReportKind,
  type ReportStatus,
} from '@dental/contracts';
import { ObjectStorage, jobQueueConnection, type JobQueueConnection } from '@dental/storage';
import { ReportRowsRepository } from './report-rows.repository';
import { summaryWorkbook, writeCostWorkbook } from './report-workbooks';

export const REPORT_QUEUE = 'report-file';
export const REPORT_SETTINGS = Symbol('REPORT_SETTINGS');

export interface ReportSettings {
  REDIS_URL: string;
  REDIS_KEY_PREFIX: string;
}

export interface ReportJobData {
  kind: ReportKind;
  userId: string;
  clientId: string;
  /** The practices the report covers (the summary: one). */
  practiceIds: string[];
  start: string;
  end: string;
  fileName: string;
}

export interface ReportJobResult {
  key: string;
  rows: number;
}

/** Rows read from the read model per page. */
const PAGE_SIZE = 5_000;
/** How long a finished report (and so its download) is kept. */
const KEEP_SECONDS = 24 * 3600;

@Injectable()
export class ReportJobsService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ReportJobsService.name);
  private readonly queueConnection: JobQueueConnection;
  private readonly queue: Queue<ReportJobData, ReportJobResult>;
  private worker?: Worker<ReportJobData, ReportJobResult>;
  private workerConnection?: JobQueueConnection;

  constructor(
    @Inject(REPORT_SETTINGS) private readonly settings: ReportSettings,
    private readonly rows: ReportRowsRepository,
    private readonly storage: ObjectStorage,
  ) {
    this.queueConnection = jobQueueConnection(settings);
    this.queue = new Queue(REPORT_QUEUE, this.queueConnection);
  }

  onModuleInit(): void {
    this.workerConnection = jobQueueConnection(this.settings);
    this.worker = new Worker(REPORT_QUEUE, (job) => this.write(job), { ...this.workerConnection, concurrency: 1, lockDuration: 60_000 });
    this.worker.on('failed', (job, error) => this.logger.warn(`report ${job?.id} failed: ${error.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
    await Promise.all([this.queueConnection.connection.quit(), this.workerConnection?.connection.quit()]).catch(() => undefined);
  }

  async start(data: ReportJobData, now = Date.now()): Promise<ReportStatus> {
    const jobId = `${data.kind}-${createHash('sha256')
      .update(JSON.stringify([data, Math.floor(now / 60_000)]))
      .digest('hex')
      .slice(0, 32)}`;
    const job = await this.queue.add('write', data, {
      jobId,
      attempts: 2,
      backoff: { type: 'fixed', delay: 1000 },
      removeOnComplete: { age: KEEP_SECONDS },
      removeOnFail: { age: KEEP_SECONDS },
    });
    return this.statusOf(job, data.userId);
  }

  async status(jobId: string, userId: string): Promise<ReportStatus> {
    return this.statusOf(await this.queue.getJob(jobId), userId);
  }

  async file(jobId: string, userId: string): Promise<ReportFile> {
    const job = this.owned(await this.queue.getJob(jobId), userId);
    if ((await job.getState()) !== 'completed' || !job.returnvalue) throw new AppError(ErrorCode.Conflict, ReportMessages.notFinished);
    return { key: job.returnvalue.key, fileName: job.data.fileName, contentType: XLSX_CONTENT_TYPE };
  }

  private owned(job: Job<ReportJobData, ReportJobResult> | undefined, userId: string): Job<ReportJobData, ReportJobResult> {
    // Another person's report is "not found", never its file.
    if (!job?.id || job.data.userId !== userId) throw new AppError(ErrorCode.NotFound, ReportMessages.notFound);
    return job;
  }

  private async statusOf(found: Job<ReportJobData, ReportJobResult> | undefined, userId: string): Promise<ReportStatus> {
    const job = this.owned(found, userId);
    const state = await job.getState();
    const base = { jobId: job.id!, kind: job.data.kind, fileName: job.data.fileName };
    const progress = typeof job.progress === 'number' ? job.progress : 0;
    if (state === 'completed' && job.returnvalue) return { ...base, state: 'completed', progress: 100, rows: job.returnvalue.rows };
    if (state === 'failed') return { ...base, state: 'failed', progress, message: ReportMessages.failed };
    return { ...base, state: state === 'active' ? 'active' : 'waiting', progress };
  }

  /** The job: rows from the read model into a spreadsheet, the spreadsheet into object storage. */
  async write(job: Job<ReportJobData, ReportJobResult>): Promise<ReportJobResult> {
    const { kind, clientId, practiceIds, start, end, fileName } = job.data;
    const folder = await mkdtemp(join(tmpdir(), 'report-'));
    const path = join(folder, 'report.xlsx');
    try {
      let rows = 0;
      if (kind === 'summary') {
        const total = await this.rows.count(practiceIds, clientId, start, end);
        const workbook = summaryWorkbook(path);
        let after = { day: '0001-01-01', id: '' };
        for (;;) {
          const page = await this.rows.summaryPage(practiceIds[0], clientId, start, end, after, PAGE_SIZE);
          if (page.length === 0) break;
          workbook.add(page);
          rows += page.length;
          const last = page[page.length - 1];
          after = { day: last.appointment_date, id: last.transaction_id };
          await job.updateProgress(Math.min(95, Math.floor((95 * rows) / Math.max(1, total))));
        }
        await workbook.finish();
      } else {
        const costRows = await this.rows.costRows(practiceIds, clientId, start, end);
        await job.updateProgress(50);
        await writeCostWorkbook(path, costRows);
        rows = costRows.length;
      }
      const key = `reports/${job.id}/${fileName}`;
      const { size } = await stat(path);
      await this.storage.put(key, createReadStream(path), XLSX_CONTENT_TYPE, size);
      await job.updateProgress(100);
      this.logger.log(`report ${job.id}: ${rows} rows, ${size} bytes`);
      return { key, rows };
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }
}
