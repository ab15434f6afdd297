/**
 * A service's Redis connection; every key gets the deployment's prefix (REDIS_KEY_PREFIX). It
 * connects in the background and reconnects by itself, so Redis being down does not stop the
 * service from starting; readiness reports it instead. Inject it by the `Redis` class.
 */
import { Injectable, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';

export interface RedisSettings {
  REDIS_URL: string;
  REDIS_KEY_PREFIX: string;
}

@Injectable()
class RedisCloser implements OnApplicationShutdown {
  constructor(private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

@Module({})
export class RedisModule {
  static forRoot(settings: RedisSettings): DynamicModule {
    return {
      module: RedisModule,
      global: true,
      providers: [
        {
          provide: Redis,
          useFactory: () =>
            new Redis(settings.REDIS_URL, {
              keyPrefix: settings.REDIS_KEY_PREFIX,
              // Fail a command at once while disconnected instead of queueing it: a readiness probe must not hang.
              enableOfflineQueue: false,
              // Commands issued in one turn of the event loop (fifty requests checking their tokens) share one write.
              enableAutoPipelining: true,
              maxRetriesPerRequest: 1,
            }),
        },
        RedisCloser,
      ],
      exports: [Redis],
    };
  }
}

/** Readiness check: Redis answers PING. */
export function redisReadiness(redis: Redis): () => Promise<void> {
  return async () => {
    const answer = await redis.ping();
    if (answer !== 'PONG') throw new Error(`PING answered ${answer}`);
  };
}
