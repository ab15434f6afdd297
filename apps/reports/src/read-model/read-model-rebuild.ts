import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppError, ErrorCode, TRANSACTION_FACTS_LIMIT, VerificationCommands } from '@dental/contracts';
import { RpcClient } from '@dental/messaging';
import { ALL_PRACTICES, DASHBOARD_CHANGED_CHANNEL_SQL } from '../dashboard/dashboard-versions';
import { READ_MODEL_TABLES, ReadModelRepository } from './read-model.repository';

export interface RebuildReport {
  stored: number;
  pages: number;
  ms: number;
}

const RETRY_MAX_MS = 5_000;

/**
 * Fills the read model from the verification service: pages through every transaction by id
 * (request-reply, TRANSACTION_FACTS_LIMIT a page) and stores each page in its own database
 * transaction, noting how far it got, so a stopped rebuild resumes where it was. Events keep being
 * applied meanwhile; a page never replaces facts read after it (see ReadModelRepository.store), so
 * the two can run side by side and the read model then simply follows the events.
 *
 * It runs by itself when the service starts on an empty read model or after an unfinished rebuild,
 * and on demand with `npm run reports:rebuild` (read-model/rebuild.cli.ts).
 */
@Injectable()
export class ReadModelRebuild implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ReadModelRebuild.name);
  private stopping = false;
  private running?: Promise<unknown>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly readModel: ReadModelRepository,
    private readonly rpc: RpcClient,
  ) {}

  onApplicationBootstrap(): void {
    this.running = this.resumeIfNeeded().catch((error: unknown) => this.logger.error(`read model rebuild failed: ${String(error)}`));
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.running;
  }

  /** Starts a rebuild when the read model was never filled, or resumes one that did not finish. */
  async resumeIfNeeded(): Promise<RebuildReport | undefined> {
    const [state] = await this.dataSource.query<{ finished: boolean }[]>(
      'SELECT finished_at IS NOT NULL AS finished FROM read_model_rebuild WHERE id = 1',
    );
    if (state?.finished) return undefined;
    if (!state && !(await this.readModel.isEmpty(this.dataSource.manager))) return undefined;
    return this.run({ fresh: false });
  }

  /**
   * Runs a rebuild to its end; `fresh` empties the read model first. `pageSize` (TRANSACTION_FACTS_LIMIT
   * unless a test pages a small data set) is how many transactions a page asks for.
   */
  async run(options: { fresh: boolean; pageSize?: number }): Promise<RebuildReport> {
    const pageSize = options.pageSize ?? TRANSACTION_FACTS_LIMIT;
    const started = Date.now();
    await this.dataSource.transaction(async (manager) => {
      if (options.fresh) {
        await manager.query(`TRUNCATE ${READ_MODEL_TABLES}`);
        await manager.query('UPDATE dashboard_practice_version SET version = version + 1');
        await manager.query(`SELECT pg_notify(${DASHBOARD_CHANGED_CHANNEL_SQL}, '${ALL_PRACTICES}')`);
      }
      await manager.query(
        `INSERT INTO read_model_rebuild (id, started_at) VALUES (1, now())
         ON CONFLICT (id) DO UPDATE SET started_at = CASE WHEN $1 OR read_model_rebuild.finished_at IS NOT NULL THEN now() ELSE read_model_rebuild.started_at END,
           finished_at = NULL,
           after_id = CASE WHEN $1 OR read_model_rebuild.finished_at IS NOT NULL THEN '' ELSE read_model_rebuild.after_id END,
           stored = CASE WHEN $1 OR read_model_rebuild.finished_at IS NOT NULL THEN 0 ELSE read_model_rebuild.stored END`,
        [options.fresh],
      );
    });
    const [{ after_id: resumeAfter }] = await this.dataSource.query<{ after_id: string }[]>(
      'SELECT after_id FROM read_model_rebuild WHERE id = 1',
    );
    let after = resumeAfter;
    let stored = 0;
    let pages = 0;
    if (after !== '') this.logger.log(`read model rebuild: resuming after transaction ${after}`);
    // The next page is asked for while this one is stored: the verification service reads and sends
    // it meanwhile, so the two services work side by side instead of in turn.
    const ask = (from: string) => {
      const page = this.askWithRetries(from, pageSize);
      page.catch(() => undefined); // awaited below; a page left unawaited when the loop ends may fail unseen
      return page;
    };
    let next = ask(after);
    for (;;) {
      if (this.stopping) throw new Error('the service is stopping; the rebuild resumes at the next start');
      const answer = await next;
      if (answer.facts.length === 0) break;
      after = answer.facts[answer.facts.length - 1].transactionId;
      next = ask(after);
      await this.dataSource.transaction(async (manager) => {
        stored += await this.readModel.store(manager, answer);
        await manager.query('UPDATE read_model_rebuild SET after_id = $1, stored = stored + $2 WHERE id = 1', [after, answer.facts.length]);
      });
      pages++;
      if (pages % 50 === 0) this.logger.log(`read model rebuild: ${pages} pages, up to transaction ${after}`);
    }
    await this.dataSource.query('UPDATE read_model_rebuild SET finished_at = now() WHERE id = 1');
    const report = { stored, pages, ms: Date.now() - started };
    this.logger.log(`read model rebuild: done, ${stored} transactions stored from ${pages} pages in ${report.ms} ms`);
    return report;
  }

  /** The verification service may be starting too: wait for it (doubling up to 5 s) rather than give up. */
  private async askWithRetries(after: string, limit: number) {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.rpc.send(VerificationCommands.transactionFacts, { after, limit }, null, randomUUID());
      } catch (error) {
        if (!(error instanceof AppError && error.code === ErrorCode.ServiceUnavailable) || this.stopping) throw error;
        const delay = Math.min(RETRY_MAX_MS, 200 * 2 ** attempt);
        this.logger.warn(`read model rebuild: ${error.message}; asking again in ${delay} ms`);
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }
}
