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

/**
 * How long an idle worker blocks on Redis before it looks again, in seconds. A job added, or a delayed
 * job coming due, wakes the worker at once whatever this is (BullMQ's marker, and its 10 s cap while a
 * job is delayed), so it only sets how often a worker with nothing to do asks Redis: BullMQ's default
 * is every 5 s, each time with a blocking pop and a Lua script.
 */
export const WORKER_IDLE_WAIT_SECONDS = 30;

export interface JobWorkerConnection extends JobQueueConnection {
  drainDelay: number;
}

/** A worker's own connection (it blocks on Redis), with the idle wait above. */
export function jobWorkerConnection(settings: RedisSettings): JobWorkerConnection {
  return { ...jobQueueConnection(settings), drainDelay: WORKER_IDLE_WAIT_SECONDS };
}
