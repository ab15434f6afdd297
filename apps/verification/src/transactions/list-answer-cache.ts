/**
 * The answer cache of All Transactions (docs/all-transactions.md, "Answer cache"): what a list or
 * statistics request answered, kept under the data version of its practices (ListVersions
 * migration) and reused while that version holds. It keeps ids and counts, never a patient's data:
 * the page's rows are read from the database on every call. Redis being unreachable only costs the
 * cache; answers are then read from the database alone.
 */
import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import Redis from 'ioredis';
import type { SqlStatement } from './transaction-query';

/** An answer and the data version it was read at. */
export interface VersionedAnswer<T> {
  version: string;
  answer: T;
}

/** How long an answer stays: its version keeps it correct, this only bounds what Redis holds. */
export const LIST_ANSWER_SECONDS = 300;

/**
 * The key of a request: a digest of the statement that answers it, which carries the scope,
 * filters, order and page. The caller lists the scope's practices in one order, so the same
 * practices always make the same key.
 */
export function listAnswerKey(kind: 'page' | 'count' | 'statistics', statement: SqlStatement): string {
  const digest = createHash('sha256').update(statement.text).update('\0').update(JSON.stringify(statement.values)).digest('base64url');
  return `verification:list-answer:${kind}:${digest}`;
}

@Injectable()
export class ListAnswerCache {
  private readonly logger = new Logger(ListAnswerCache.name);

  constructor(private readonly redis: Redis) {}

  async get<T>(key: string): Promise<VersionedAnswer<T> | undefined> {
    try {
      const stored = await this.redis.get(key);
      return stored ? (JSON.parse(stored) as VersionedAnswer<T>) : undefined;
    } catch (error) {
      this.logger.warn(`list answer cache unavailable, reading the database: ${(error as Error).message}`);
      return undefined;
    }
  }

  async put<T>(key: string, answer: VersionedAnswer<T>): Promise<void> {
    try {
      await this.redis.set(key, JSON.stringify(answer), 'EX', LIST_ANSWER_SECONDS);
    } catch (error) {
      this.logger.warn(`list answer cache unavailable, answer not kept: ${(error as Error).message}`);
    }
  }
}
