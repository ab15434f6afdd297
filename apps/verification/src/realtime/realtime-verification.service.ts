/**
 * Real-time verifications as BullMQ jobs (queue `realtime-eligibility`, job id = the record's id, so
 * a record is asked once however often it is queued). The job writes the 270, sends it through the
 * clearinghouse, reads the payer's 271 into the eligibility response, and keeps both with the record
 * in object storage: the 271 as received, the response the cards show and the response document (a
 * Word document) the list downloads; the record's All Transactions transaction takes the eligibility
 * status and its own copy of the document as an eligibility file. A clearinghouse that cannot be reached is asked again (three tries, backing off); a refused
 * question or an answer that cannot be read fails the record at once with the reason.
 */
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import {
  AppError,
  ErrorCode,
  RealtimeMessages,
  eligibilityStatusOf,
  newId,
  procedureCodesOf,
  realtimeFileName,
  type EligibilityResponse,
} from '@dental/contracts';
import {
  ObjectStorage,
  jobQueueConnection,
  jobWorkerConnection,
  type JobQueueConnection,
  type JobWorkerConnection,
  type RedisSettings,
} from '@dental/storage';
import { X12Error, build270, read271, type EligibilityRequest } from '@dental/x12';
import { CLEARINGHOUSE, ClearinghouseFailure, type Clearinghouse } from './clearinghouse.adapter';
import { eligibilityQuestion } from './eligibility-question';
import { RealtimeRepository, type RealtimeAnswer } from './realtime.repository';
import { DOCX_CONTENT_TYPE, responseDocument } from './response-document';

export const REALTIME_QUEUE = 'realtime-eligibility';
const ATTEMPTS = 3;
const KEEP_SECONDS = 24 * 3600;

export interface RealtimeSettings extends RedisSettings {
  CLEARINGHOUSE_SUBMITTER_ID: string;
  CLEARINGHOUSE_RECEIVER_ID: string;
  CLEARINGHOUSE_TRACE_ORIGINATOR: string;
  CLEARINGHOUSE_USAGE: 'P' | 'T';
}
export const REALTIME_SETTINGS = Symbol('REALTIME_SETTINGS');

interface RealtimeJobData {
  verificationId: string;
}

@Injectable()
export class RealtimeVerificationService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(RealtimeVerificationService.name);
  private readonly queueConnection: JobQueueConnection;
  private readonly queue: Queue<RealtimeJobData>;
  private worker?: Worker<RealtimeJobData>;
  private workerConnection?: JobWorkerConnection;

  constructor(
    @Inject(REALTIME_SETTINGS) private readonly settings: RealtimeSettings,
    @Inject(CLEARINGHOUSE) private readonly clearinghouse: Clearinghouse | null,
    private readonly verifications: RealtimeRepository,
    private readonly storage: ObjectStorage,
  ) {
    this.queueConnection = jobQueueConnection(settings);
    this.queue = new Queue(REALTIME_QUEUE, this.queueConnection);
  }

  get configured(): boolean {
    return this.clearinghouse !== null;
  }

  onModuleInit(): void {
    this.workerConnection = jobWorkerConnection(this.settings);
    this.worker = new Worker(REALTIME_QUEUE, (job) => this.verify(job), { ...this.workerConnection, concurrency: 4 });
    this.worker.on('failed', (job, error) => this.logger.warn(`real-time verification ${job?.id} failed: ${error.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
    await Promise.all([this.queueConnection.connection.quit(), this.workerConnection?.connection.quit()]).catch(() => undefined);
  }

  async start(verificationId: string): Promise<void> {
    await this.queue.add(
      'verify',
      { verificationId },
      {
        jobId: verificationId,
        attempts: ATTEMPTS,
        backoff: { type: 'exponential', delay: 2000 },
        removeOnComplete: { age: KEEP_SECONDS },
        removeOnFail: { age: KEEP_SECONDS },
      },
    );
  }

  /** How far the job is (0 to 100); 100 once the record is no longer pending. */
  async progress(verificationId: string): Promise<number> {
    const job = await this.queue.getJob(verificationId);
    return typeof job?.progress === 'number' ? job.progress : 0;
  }

  async response(key: string): Promise<EligibilityResponse> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.storage.get(key)) chunks.push(Buffer.from(chunk as Buffer));
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as EligibilityResponse;
  }

  /** The job: ask, read, keep. */
  async verify(job: Job<RealtimeJobData>): Promise<void> {
    const id = job.data.verificationId;
    const stored = await this.verifications.load(id);
    if (!stored || stored.record.stateId !== 'pending') return;
    try {
      if (!this.clearinghouse) throw new ClearinghouseFailure(RealtimeMessages.notConfigured, true);
      const carrier = await this.verifications.carrier(stored.record.carrierId);
      if (!carrier) throw new ClearinghouseFailure(RealtimeMessages.carrierNotFound, true);
      const controlNumber = await this.verifications.nextControlNumber();
      const question = eligibilityQuestion(stored.formValues, {
        payer: carrier,
        practiceName: stored.record.practiceName || 'DENTAL PRACTICE',
        traceNumber: id,
        traceOriginator: this.settings.CLEARINGHOUSE_TRACE_ORIGINATOR,
      });
      const x12 = this.write270(question, controlNumber);
      await job.updateProgress(10);
      const answer = await this.clearinghouse.exchange(x12);
      await job.updateProgress(60);
      const response = read271(answer, { procedureCodes: procedureCodesOf(stored.formValues.procedureCodes) });
      // The payer echoes the question's trace number; an answer to another question must not be kept as this one's.
      if (response.meta.traceId !== undefined && response.meta.traceId !== id) {
        throw new ClearinghouseFailure(`The answer is for trace ${response.meta.traceId}, not this verification's`, true);
      }
      await job.updateProgress(80);
      const eligibilityStatus = eligibilityStatusOf(response);
      const record = { ...stored.record, eligibilityStatus };
      const document = await responseDocument(record, response, new Date());
      const keys = { response: `realtime/${id}/response.json`, x12: `realtime/${id}/271.x12`, document: `realtime/${id}/response.docx` };
      await this.storage.ensureBucket();
      await this.storage.put(keys.x12, Buffer.from(answer, 'utf8'), 'application/edi-x12');
      await this.storage.put(keys.response, Buffer.from(JSON.stringify(response, null, 2), 'utf8'), 'application/json');
      await this.storage.put(keys.document, document, DOCX_CONTENT_TYPE);
      // The transaction's copy is its own object: staff may replace or delete it in the Files tab, the list's download stays.
      const transactionId = stored.record.transactionId;
      let transactionFile: RealtimeAnswer['transactionFile'];
      if (transactionId) {
        const fileId = newId();
        const key = `transactions/${transactionId}/${fileId}.docx`;
        await this.storage.put(key, document, DOCX_CONTENT_TYPE);
        transactionFile = { id: fileId, key, filename: realtimeFileName(record), size: document.length, contentType: DOCX_CONTENT_TYPE };
      }
      await this.verifications.complete(id, {
        controlNumber,
        eligibilityStatus,
        responseKey: keys.response,
        x12Key: keys.x12,
        documentKey: keys.document,
        transactionFile,
      });
      await job.updateProgress(100);
    } catch (error) {
      const permanent = error instanceof X12Error || (error instanceof ClearinghouseFailure && error.permanent);
      const message =
        error instanceof X12Error
          ? `The payer's answer could not be read: ${error.message}`
          : error instanceof ClearinghouseFailure
            ? error.message
            : RealtimeMessages.clearinghouseFailed;
      if (permanent || job.attemptsMade + 1 >= ATTEMPTS) {
        await this.verifications.fail(id, message);
        throw new UnrecoverableError(message);
      }
      throw error;
    }
  }

  private write270(question: EligibilityRequest, controlNumber: number): string {
    try {
      return build270(question, {
        senderQualifier: 'ZZ',
        senderId: this.settings.CLEARINGHOUSE_SUBMITTER_ID,
        receiverQualifier: 'ZZ',
        receiverId: this.settings.CLEARINGHOUSE_RECEIVER_ID,
        controlNumber,
        usage: this.settings.CLEARINGHOUSE_USAGE,
        createdAt: new Date(),
      });
    } catch (error) {
      if (error instanceof X12Error) throw new ClearinghouseFailure(`The question could not be written: ${error.message}`, true);
      throw error;
    }
  }

  /** Refuses a question when no clearinghouse can carry it, before anything is stored. */
  assertConfigured(): void {
    if (!this.configured) throw new AppError(ErrorCode.ServiceUnavailable, RealtimeMessages.notConfigured, true);
  }
}
