import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { AppError, ErrorCode, blacklistKey } from '@dental/contracts';

/** Tokens ended by logout; the auth service writes `blacklist:<jti>` until the token would expire. */
@Injectable()
export class TokenBlacklist {
  constructor(@Inject(Redis) private readonly redis: Redis) {}

  async has(jti: string): Promise<boolean> {
    try {
      return (await this.redis.exists(blacklistKey(jti))) === 1;
    } catch {
      // Without the blacklist a logged-out token could pass: refuse rather than guess.
      throw new AppError(ErrorCode.ServiceUnavailable, 'The session store is unavailable; please try again');
    }
  }
}
