/**
 * The answer cache of All Transactions: for one list request (scope, filters, order, page), the ids
 * of the page and the capped count, under the data version they were read at. What it keeps is ids
 * and a number, never a patient's data: the rows themselves are read from the database on every call.
 * Redis being unreachable only costs the cache; the list is then read from the database alone.
 */
import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import Redis from 'ioredis';
import type { SqlStatement } from './transaction-query';

/** What one list request answered: the page's ids in order and the matches, at `version`. */
export interface CachedListAnswer {
  version: string;
  ids: string[];
  total: number;
}

/** How long an answer stays: its version keeps it correct, this only bounds what Redis holds. */
export const LIST_CACHE_SECONDS = 300;

/** The key of a list request: a digest of its page statement, which carries the scope, filters, order and page. */
export function listCacheKey(page: SqlStatement): string {
  const digest = createHash('sha256').update(page.text).update('\0').update(JSON.stringify(page.values)).digest('base64url');
  return `verification:transaction-list:${digest}`;
}

@Injectable()
export class TransactionListCache {
  private readonly logger = new Logger(TransactionListCache.name);

  constructor(private readonly redis: Redis) {}

  async get(key: string): Promise<CachedListAnswer | undefined> {
    try {
      const stored = await this.redis.get(key);
      return stored ? (JSON.parse(stored) as CachedListAnswer) : undefined;
    } catch (error) {
      this.logger.warn(`list cache unavailable, reading the database: ${(error as Error).message}`);
      return undefined;
    }
  }

  async put(key: string, answer: CachedListAnswer): Promise<void> {
    try {
      await this.redis.set(key, JSON.stringify(answer), 'EX', LIST_CACHE_SECONDS);
    } catch (error) {
      this.logger.warn(`list cache unavailable, answer not kept: ${(error as Error).message}`);
    }
  }
}
