/**
 * BullMQ's Redis settings for a service's job queues: its own connection (BullMQ blocks on Redis and
 * needs commands queued while reconnecting, unlike the service's shared client) and the deployment's
 * key prefix, so queues of deployments and tests sharing a Redis never meet.
 */
import Redis from 'ioredis';
import type { RedisSettings } from './redis.module';

export interface JobQueueConnection {
  connection: Redis;
  prefix: string;
}

export function jobQueueConnection(settings: RedisSettings): JobQueueConnection {
  return { connection: new Redis(settings.REDIS_URL, { maxRetriesPerRequest: null }), prefix: `${settings.REDIS_KEY_PREFIX}bull` };
}
