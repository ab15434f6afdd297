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
/** Profiles read from Redis that this process keeps parsed, one per person, while Redis holds the same text. */
const PARSED_PROFILES = 1_000;

export function accessProfileKey(userId: string): string {
  return `access:${userId}`;
}

@Injectable()
export class AccessProfileCache {
  private readonly logger = new Logger(AccessProfileCache.name);
  /**
   * The last profile text read for each person, parsed: a back-office user's profile names hundreds
   * of practices, and parsing it again on every call cost more than the Redis read. Used only while
   * Redis answers the very same text, so it never outlives the entry it came from. Never mutated.
   */
  private readonly parsed = new Map<string, { text: string; profile: AccessProfile }>();

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
    if (cached) return this.parse(userId, cached);
    const profile = await this.rpc.send(AuthCommands.accessProfile, { userId }, null, requestId);
    await this.redis
      .set(key, JSON.stringify(profile), 'EX', ACCESS_PROFILE_TTL_SECONDS)
      .catch((error: unknown) => this.logger.warn(`access profile not cached: ${String(error)}`));
    return profile;
  }

  private parse(userId: string, text: string): AccessProfile {
    const known = this.parsed.get(userId);
    if (known?.text === text) return known.profile;
    const profile = JSON.parse(text) as AccessProfile;
    this.parsed.delete(userId);
    if (this.parsed.size >= PARSED_PROFILES) this.parsed.delete(this.parsed.keys().next().value!);
    this.parsed.set(userId, { text, profile });
    return profile;
  }

  @HandlesEvent(Topics.AccessChanged, accessChangedEventSchema)
  async onAccessChanged(event: AccessChangedEvent): Promise<void> {
    if (event.userIds.length > 0) await this.redis.del(...event.userIds.map(accessProfileKey));
  }
}
