/**
 * The limits of the sign-in family (libs/contracts rate-limits.ts), counted in Redis so every gateway
 * replica shares them. A call past its limit answers 429 and never reaches the service.
 */
import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError, ErrorCode, ROUTES, RateLimitedError, type RateLimit, type RateLimitWindow } from '@dental/contracts';

@Injectable()
export class RateLimiter {
  private readonly logger = new Logger(RateLimiter.name);
  private readonly counters = new Map<string, RateLimiterRedis>();

  constructor(private readonly redis: Redis) {
    // Every counter is made now, before any command: each one defines its Lua command on the Redis
    // client, and a command defined later is missing from an auto-pipeline already opened in the same
    // turn of the event loop ("pipeline[functionName] is not a function"), which failed a first sign-in.
    for (const { rateLimit } of ROUTES) {
      if (!rateLimit) continue;
      this.counter(`${rateLimit.name}:address`, rateLimit.perAddress);
      if (rateLimit.perAccount) this.counter(`${rateLimit.name}:account`, rateLimit.perAccount);
    }
  }

  /** Counts one call of `address` (and of the account the input names); throws RateLimitedError past a limit. */
  async consume(limit: RateLimit, address: string, input: unknown): Promise<void> {
    await this.take(this.counter(`${limit.name}:address`, limit.perAddress), addressKey(address));
    const account = limit.perAccount && accountKey(input, limit.perAccount.field);
    if (limit.perAccount && account) await this.take(this.counter(`${limit.name}:account`, limit.perAccount), account);
  }

  /** After a call that succeeded: the account starts afresh (see `forgetAccountOnSuccess`). */
  async forgetAccount(limit: RateLimit, input: unknown): Promise<void> {
    const account = limit.perAccount && accountKey(input, limit.perAccount.field);
    if (!limit.perAccount || !account) return;
    await this.counter(`${limit.name}:account`, limit.perAccount)
      .delete(account)
      .catch((error: unknown) => this.logger.warn({ err: error }, `Could not reset the ${limit.name} count of an account`));
  }

  private async take(counter: RateLimiterRedis, key: string): Promise<void> {
    try {
      await counter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw new RateLimitedError(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
      // Redis is not answering: the limit cannot be checked, so the call is refused rather than let through.
      this.logger.error({ err: rejection }, 'Rate limit not checked: Redis did not answer');
      throw new AppError(ErrorCode.ServiceUnavailable, 'The service is busy; please try again in a moment', true);
    }
  }

  private counter(name: string, window: RateLimitWindow): RateLimiterRedis {
    let counter = this.counters.get(name);
    if (!counter) {
      // The Redis client adds the deployment's key prefix (REDIS_KEY_PREFIX) in front of this one.
      counter = new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix: `rate:${name}`,
        points: window.points,
        duration: window.seconds,
      });
      this.counters.set(name, counter);
    }
    return counter;
  }
}

function addressKey(address: string): string {
  return address.slice(0, 64) || 'unknown';
}

/**
 * The account a request names, the same however it is cased or spaced; hashed, so a key has a fixed
 * length whatever was sent and no e-mail address is written into Redis.
 */
function accountKey(input: unknown, field: string): string | undefined {
  const value = typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[field] : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return createHash('sha256').update(value.trim().toLowerCase()).digest('base64url');
}
