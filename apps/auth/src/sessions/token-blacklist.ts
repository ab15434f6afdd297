/**
 * Access tokens live until they expire; logout puts the token's id on a blacklist in Redis (shared
 * with the gateway, which checks it on every call) until that moment, then the entry expires too.
 */
import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { blacklistKey } from '@dental/contracts';

@Injectable()
export class TokenBlacklist {
  constructor(@Inject(Redis) private readonly redis: Redis) {}

  /** `exp` is the token's expiry in seconds since the epoch. */
  async add(jti: string, exp: number): Promise<void> {
    const ttl = Math.max(1, exp - Math.floor(Date.now() / 1000));
    await this.redis.set(blacklistKey(jti), '1', 'EX', ttl);
  }
}
