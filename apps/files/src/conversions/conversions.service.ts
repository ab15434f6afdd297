/**
 * Conversions as BullMQ jobs (queue `file-conversion`). The job id is the upload's id, so the same
 * upload never converts twice. A job reads the source from object storage, converts it in a
 * temporary folder, stores the result beside it and reports its progress; a document that cannot be
 * converted fails at once with a message for the person, anything else is tried once more. Only the
 * person who uploaded the file sees the job or gets its file.
 *
 * CONVERSION_CONCURRENCY sets how many run at once in this process; 0 leaves them to the converter
 * Deployment (the same code started by converter.main.ts), which scales on its own.
 */
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createReadStream } from 'node:fs';
import { UnrecoverableError, type Job } from 'bullmq';
import {
  AppError,
  CONVERSION_CONTENT_TYPES,
  ConverterMessages,
  ErrorCode,
  conversionType,
  convertedFileName,
  type ConversionFile,
  type ConversionKind,
  type ConversionStatus,
} from '@dental/contracts';
import { ObjectStorage, PERSONAL_JOB_KEEP_SECONDS, PersonalJobQueue, type RedisSettings } from '@dental/storage';
import { ConversionRefused, SHOWN_FAILURES } from './conversion-errors';
import { convertDocxToPdf } from './docx-to-pdf';
import { readPdfText } from './pdf-text';
import { extractTables } from './pdf-tables';
import { writeTables } from './table-files';

export const CONVERSION_QUEUE = 'file-conversion';

export interface ConversionJobData {
  userId: string;
  kind: ConversionKind;
  sourceKey: string;
  sourceName: string;
}
export interface ConversionJobResult {
  key: string;
  fileName: string;
  size: number;
}

export interface ConversionSettings extends RedisSettings {
  CONVERSION_CONCURRENCY: number;
  SOFFICE_PATH: string;
  CONVERSION_TIMEOUT_MS: number;
}
export const CONVERSION_SETTINGS = Symbol('CONVERSION_SETTINGS');

/** How long a finished conversion's job (and so its download) is kept; conversion-cleanup.ts removes its files after that. */
export const KEEP_SECONDS = PERSONAL_JOB_KEEP_SECONDS;

@Injectable()
export class ConversionsService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ConversionsService.name);
  private readonly jobs: PersonalJobQueue<ConversionJobData, ConversionJobResult>;
  /** LibreOffice profile slots free for the next conversion. */
  private readonly freeSlots: number[];

  constructor(
    @Inject(CONVERSION_SETTINGS) private readonly settings: ConversionSettings,
    private readonly storage: ObjectStorage,
  ) {
    this.jobs = new PersonalJobQueue(CONVERSION_QUEUE, settings, {
      notFound: () => new AppError(ErrorCode.NotFound, ConverterMessages.notFound),
      notFinished: () => new AppError(ErrorCode.Conflict, 'Dear user, the conversion has not finished yet'),
    });
    this.freeSlots = Array.from({ length: settings.CONVERSION_CONCURRENCY }, (_, i) => i);
  }

  onModuleInit(): void {
    if (this.settings.CONVERSION_CONCURRENCY === 0) return;
    this.jobs.work(
      (job) => this.convert(job),
      {
        concurrency: this.settings.CONVERSION_CONCURRENCY,
        // A LibreOffice run holds the job for seconds; the lock must outlast it.
        lockDuration: Math.max(30_000, this.settings.CONVERSION_TIMEOUT_MS + 10_000),
      },
      (job, error) => this.logger.warn(`conversion ${job?.id} failed: ${error.message}`),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.jobs.close();
  }

  async start(data: ConversionJobData, jobId: string): Promise<ConversionStatus> {
    return this.statusOf(await this.jobs.add('convert', data, jobId), data.userId);
  }

  async status(jobId: string, userId: string): Promise<ConversionStatus> {
    return this.statusOf(jobId, userId);
  }

  /** The finished file, for the gateway to stream to its owner. */
  async file(jobId: string, userId: string): Promise<ConversionFile> {
    const { job, result } = await this.jobs.finished(jobId, userId);
    const target = conversionType(job.data.kind).target;
    return { key: result.key, fileName: result.fileName, contentType: CONVERSION_CONTENT_TYPES[target] };
  }

  private async statusOf(jobOrId: string | Job<ConversionJobData, ConversionJobResult>, userId: string): Promise<ConversionStatus> {
    const job = await this.jobs.owned(jobOrId, userId);
    const now = await this.jobs.progressOf(job);
    const base = { jobId: job.id!, kind: job.data.kind, sourceName: job.data.sourceName };
    if (now.state === 'completed') {
      return { ...base, state: 'completed', progress: 100, fileName: now.result.fileName, size: now.result.size };
    }
    if (now.state === 'failed') {
      const message = SHOWN_FAILURES.has(now.failedReason) ? now.failedReason : ConverterMessages.tryAgain;
      return { ...base, state: 'failed', progress: now.progress, message };
    }
    return { ...base, state: now.state, progress: now.progress };
  }

  /** The job: fetch the source, convert, store the result. */
  async convert(job: Job<ConversionJobData, ConversionJobResult>): Promise<ConversionJobResult> {
    const type = conversionType(job.data.kind);
    const folder = await mkdtemp(join(tmpdir(), 'conversion-'));
    const slot = this.freeSlots.shift() ?? 0;
    try {
      const source = join(folder, `source.${type.source}`);
      await pipeline(await this.storage.get(job.data.sourceKey), createWriteStream(source));
      await job.updateProgress(10);
      const output =
        type.kind === 'docxtopdf'
          ? await convertDocxToPdf(
              { program: this.settings.SOFFICE_PATH, timeoutMs: this.settings.CONVERSION_TIMEOUT_MS },
              slot,
              source,
              folder,
            )
          : await this.pdfToTable(job, source, type.target === 'csv' ? 'csv' : 'xlsx', join(folder, `tables.${type.target}`));
      await job.updateProgress(90);
      const fileName = convertedFileName(job.data.sourceName, type.target);
      const key = `${job.data.sourceKey.replace(/source\.[a-z]+$/, '')}${fileName}`;
      const { size } = await stat(output);
      await this.storage.put(key, createReadStream(output), CONVERSION_CONTENT_TYPES[type.target], size);
      await job.updateProgress(100);
      return { key, fileName, size };
    } catch (error) {
      if (error instanceof ConversionRefused) throw new UnrecoverableError(error.message);
      throw error;
    } finally {
      this.freeSlots.push(slot);
      await rm(folder, { recursive: true, force: true });
    }
  }

  private async pdfToTable(job: Job, source: string, format: 'xlsx' | 'csv', output: string): Promise<string> {
    let reported = 10;
    const pages = await readPdfText(new Uint8Array(await readFile(source)), (page, total) => {
      const percent = 10 + Math.floor((70 * page) / Math.max(total, 1));
      if (percent > reported) {
        reported = percent;
        void job.updateProgress(percent).catch(() => undefined);
      }
    });
    const tables = extractTables(pages);
    if (tables.length === 0) throw new ConversionRefused(ConverterMessages.noTable);
    await writeTables(tables, format, output);
    return output;
  }
}
