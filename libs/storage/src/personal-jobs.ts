/**
 * A BullMQ queue of jobs that belong to the person who started them and that a screen follows until
 * their file is ready (report spreadsheets, file conversions). One place says how such a job is
 * added (two attempts; kept a day, and so is its file), that only its owner sees it (anyone else
 * meets "not found", never learning it exists), how its state and progress read, and when its
 * result may be fetched. What a refusal says is the caller's, given as errors to throw.
 */
import { Queue, Worker, type Job } from 'bullmq';
import { jobQueueConnection, jobWorkerConnection, type JobQueueConnection } from './job-queues';
import type { RedisSettings } from './redis.module';

export interface PersonalJobData {
  /** Who started the job: the only person who may see it. */
  userId: string;
}

/** Where a job stands, as the screen following it shows it. */
export type PersonalJobProgress<R> =
  | { state: 'completed'; progress: 100; result: R }
  | { state: 'failed'; progress: number; failedReason: string }
  | { state: 'waiting' | 'active'; progress: number };

export interface PersonalJobRefusals {
  /** No such job, or another person's. */
  notFound(): Error;
  /** The result was asked for before the job completed. */
  notFinished(): Error;
}

/** How long a finished job (and so the download of its file) is kept. */
export const PERSONAL_JOB_KEEP_SECONDS = 24 * 3600;

export class PersonalJobQueue<D extends PersonalJobData, R> {
  readonly connection: JobQueueConnection;
  readonly queue: Queue<D, R>;
  private worker?: { worker: Worker<D, R>; connection: JobQueueConnection };

  constructor(
    readonly name: string,
    private readonly settings: RedisSettings,
    private readonly refusals: PersonalJobRefusals,
  ) {
    this.connection = jobQueueConnection(settings);
    this.queue = new Queue<D, R>(name, this.connection);
  }

  /** Adds the job under `jobId`; adding an id that exists answers the existing job. */
  add(jobName: string, data: D, jobId: string): Promise<Job<D, R>> {
    // BullMQ's generic signature cannot see that D is the queue's data type; the queue is built with it above.
    const queue = this.queue as unknown as Queue<D, R, string, D, R, string>;
    return queue.add(jobName, data, {
      jobId,
      attempts: 2,
      backoff: { type: 'fixed', delay: 1000 },
      removeOnComplete: { age: PERSONAL_JOB_KEEP_SECONDS },
      removeOnFail: { age: PERSONAL_JOB_KEEP_SECONDS },
    });
  }

  /** The job, when it exists and `userId` started it. */
  async owned(jobId: string | Job<D, R> | undefined, userId: string): Promise<Job<D, R>> {
    const job = typeof jobId === 'string' ? ((await this.queue.getJob(jobId)) as Job<D, R> | undefined) : jobId;
    if (!job?.id || job.data.userId !== userId) throw this.refusals.notFound();
    return job;
  }

  async progressOf(job: Job<D, R>): Promise<PersonalJobProgress<R>> {
    const state = await job.getState();
    const progress = typeof job.progress === 'number' ? job.progress : 0;
    if (state === 'completed' && job.returnvalue) return { state: 'completed', progress: 100, result: job.returnvalue };
    if (state === 'failed') return { state: 'failed', progress, failedReason: job.failedReason };
    return { state: state === 'active' ? 'active' : 'waiting', progress };
  }

  /** The owner's completed job and its result. */
  async finished(jobId: string, userId: string): Promise<{ job: Job<D, R>; result: R }> {
    const job = await this.owned(jobId, userId);
    const progress = await this.progressOf(job);
    if (progress.state !== 'completed') throw this.refusals.notFinished();
    return { job, result: progress.result };
  }

  /**
   * Runs the queue's jobs in this process (a worker blocks on Redis, so it has its own connection);
   * `onFailed` hears each failed attempt.
   */
  work(
    processor: (job: Job<D, R>) => Promise<R>,
    options: { concurrency: number; lockDuration: number },
    onFailed: (job: Job<D, R> | undefined, error: Error) => void,
  ): void {
    const connection = jobWorkerConnection(this.settings);
    const worker = new Worker<D, R>(this.name, processor, { ...connection, ...options });
    worker.on('failed', onFailed);
    this.worker = { worker, connection };
  }

  /** Lets the running jobs finish, then closes the worker, the queue and their connections. */
  async close(): Promise<void> {
    await this.worker?.worker.close();
    await this.queue.close();
    await Promise.all([this.connection.connection.quit(), this.worker?.connection.connection.quit()]).catch(() => undefined);
  }
}
