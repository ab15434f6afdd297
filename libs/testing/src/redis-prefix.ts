import { randomBytes } from 'node:crypto';

/** A Redis key prefix of its own for a test file, so parallel files never see each other's keys. */
export function testRedisPrefix(): string {
  return `test:${randomBytes(4).toString('hex')}:`;
}

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
