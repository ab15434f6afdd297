import Redis from 'ioredis';
import { ErrorCode, RateLimitedError, type RateLimit } from '@dental/contracts';
import { TEST_REDIS_URL, testRedisPrefix } from '@dental/testing';
import { RateLimiter } from './rate-limiter';

const limit: RateLimit = {
  name: 'test-sign-in',
  perAddress: { points: 4, seconds: 600 },
  perAccount: { field: 'username', points: 2, seconds: 600 },
  forgetAccountOnSuccess: true,
};

/** What a call past the limit throws, or undefined when it went through. */
async function refusal(limiter: RateLimiter, address: string, input: unknown): Promise<RateLimitedError | undefined> {
  try {
    await limiter.consume(limit, address, input);
    return undefined;
  } catch (error) {
    if (error instanceof RateLimitedError) return error;
    throw error;
  }
}

describe('RateLimiter (real Redis)', () => {
  const prefix = testRedisPrefix();
  // Two gateway replicas: two clients, one Redis.
  const redisA = new Redis(TEST_REDIS_URL, { keyPrefix: prefix });
  const redisB = new Redis(TEST_REDIS_URL, { keyPrefix: prefix });
  const replicaA = new RateLimiter(redisA);
  const replicaB = new RateLimiter(redisB);

  afterAll(async () => {
    const plain = new Redis(TEST_REDIS_URL);
    const keys = await plain.keys(`${prefix}*`);
    if (keys.length) await plain.del(...keys);
    plain.disconnect();
    redisA.disconnect();
    redisB.disconnect();
  });

  it('counts an account across replicas, however its name is cased, and says how long to wait', async () => {
    expect(await refusal(replicaA, '10.0.0.1', { username: 'Ann@Example.com' })).toBeUndefined();
    expect(await refusal(replicaB, '10.0.0.2', { username: ' ann@example.com ' })).toBeUndefined();
    const third = await refusal(replicaA, '10.0.0.3', { username: 'ann@example.com' });
    expect(third).toBeInstanceOf(RateLimitedError);
    expect(third?.code).toBe(ErrorCode.TooManyRequests);
    expect(third?.status).toBe(429);
    expect(third?.retryAfterSeconds).toBeGreaterThan(590);
    expect(third?.retryAfterSeconds).toBeLessThanOrEqual(600);
    expect(third?.message).toBe('Too many attempts. Please try again in 10 minutes.');
    // Another account is not affected.
    expect(await refusal(replicaB, '10.0.0.4', { username: 'bob@example.com' })).toBeUndefined();
  });

  it('counts an address whatever accounts it tries', async () => {
    for (let i = 0; i < 4; i++)
      expect(await refusal(i % 2 ? replicaA : replicaB, '192.0.2.7', { username: `user${i}@example.com` })).toBeUndefined();
    expect(await refusal(replicaA, '192.0.2.7', { username: 'someone-new@example.com' })).toBeInstanceOf(RateLimitedError);
    expect(await refusal(replicaA, '192.0.2.8', { username: 'someone-new@example.com' })).toBeUndefined();
  });

  it("forgets an account's count after a call that succeeded", async () => {
    await replicaA.consume(limit, '198.51.100.1', { username: 'carl@example.com' });
    await replicaA.consume(limit, '198.51.100.2', { username: 'carl@example.com' });
    await replicaB.forgetAccount(limit, { username: 'CARL@example.com' });
    expect(await refusal(replicaA, '198.51.100.3', { username: 'carl@example.com' })).toBeUndefined();
  });

  it('keys a huge account name by its hash, so Redis keys stay short', async () => {
    await replicaA.consume(limit, '203.0.113.1', { username: 'x'.repeat(100_000) });
    const keys = await redisA.keys(`${prefix}rate:test-sign-in:account*`);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key.length).toBeLessThan(120);
  });
});
