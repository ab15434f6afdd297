/**
 * The user's grants, kept in Redis for 60 s under `access:<userId>` so most calls need no round trip
 * to the auth service. AccessChanged (a grant or profile change) deletes the entry at once; the TTL
 * bounds how long a profile loaded just before a change can linger.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { AuthCommands, Topics, accessChangedEventSchema, type AccessChangedEvent, type AccessProfile } from '@dental/contracts';
import { HandlesEvent, RpcClient } from '@dental/messaging';

export const ACCESS_PROFILE_TTL_SECONDS = 60;

export function accessProfileKey(userId: string): string {
  return `access:${userId}`;
}

@Injectable()
export class AccessProfileCache {
  private readonly logger = new Logger(AccessProfileCache.name);

  constructor(
    @Inject(Redis) private readonly redis: Redis,
    private readonly rpc: RpcClient,
  ) {}

  async get(userId: string, requestId: string): Promise<AccessProfile> {
    const key = accessProfileKey(userId);
    const cached = await this.redis.get(key).catch((error: unknown) => {
      this.logger.warn(`access profile cache unavailable: ${String(error)}`);
      return null;
    });
    if (cached) return JSON.parse(cached) as AccessProfile;
    const profile = await this.rpc.send(AuthCommands.accessProfile, { userId }, null, requestId);
    await this.redis
      .set(key, JSON.stringify(profile), 'EX', ACCESS_PROFILE_TTL_SECONDS)
      .catch((error: unknown) => this.logger.warn(`access profile not cached: ${String(error)}`));
    return profile;
  }

  @HandlesEvent(Topics.AccessChanged, accessChangedEventSchema)
  async onAccessChanged(event: AccessChangedEvent): Promise<void> {
    if (event.userIds.length > 0) await this.redis.del(...event.userIds.map(accessProfileKey));
  }
}
