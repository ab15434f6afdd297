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
import type { Job } from 'bullmq';
import {
  AppError,
  ErrorCode,
  ReportMessages,
  XLSX_CONTENT_TYPE,
  type ReportFile,
  type ReportKind,
  type ReportStatus,
} from '@dental/contracts';
import { ObjectStorage, PersonalJobQueue, type RedisSettings } from '@dental/storage';
import { ReportRowsRepository } from './report-rows.repository';
import { summaryWorkbook, writeCostWorkbook } from './report-workbooks';

export const REPORT_QUEUE = 'report-file';
export const REPORT_SETTINGS = Symbol('REPORT_SETTINGS');

export type ReportSettings = RedisSettings;

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

@Injectable()
export class ReportJobsService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ReportJobsService.name);
  private readonly jobs: PersonalJobQueue<ReportJobData, ReportJobResult>;

  constructor(
    @Inject(REPORT_SETTINGS) settings: ReportSettings,
    private readonly rows: ReportRowsRepository,
    private readonly storage: ObjectStorage,
  ) {
    this.jobs = new PersonalJobQueue(REPORT_QUEUE, settings, {
      notFound: () => new AppError(ErrorCode.NotFound, ReportMessages.notFound),
      notFinished: () => new AppError(ErrorCode.Conflict, ReportMessages.notFinished),
    });
  }

  onModuleInit(): void {
    this.jobs.work(
      (job) => this.write(job),
      { concurrency: 1, lockDuration: 60_000 },
      (job, error) => this.logger.warn(`report ${job?.id} failed: ${error.message}`),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.jobs.close();
  }

  async start(data: ReportJobData, now = Date.now()): Promise<ReportStatus> {
    const jobId = `${data.kind}-${createHash('sha256')
      .update(JSON.stringify([data, Math.floor(now / 60_000)]))
      .digest('hex')
      .slice(0, 32)}`;
    return this.statusOf(await this.jobs.add('write', data, jobId), data.userId);
  }

  async status(jobId: string, userId: string): Promise<ReportStatus> {
    return this.statusOf(jobId, userId);
  }

  async file(jobId: string, userId: string): Promise<ReportFile> {
    const { job, result } = await this.jobs.finished(jobId, userId);
    return { key: result.key, fileName: job.data.fileName, contentType: XLSX_CONTENT_TYPE };
  }

  private async statusOf(jobOrId: string | Job<ReportJobData, ReportJobResult>, userId: string): Promise<ReportStatus> {
    const job = await this.jobs.owned(jobOrId, userId);
    const now = await this.jobs.progressOf(job);
    const base = { jobId: job.id!, kind: job.data.kind, fileName: job.data.fileName };
    if (now.state === 'completed') return { ...base, state: 'completed', progress: 100, rows: now.result.rows };
    if (now.state === 'failed') return { ...base, state: 'failed', progress: now.progress, message: ReportMessages.failed };
    return { ...base, state: now.state, progress: now.progress };
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
