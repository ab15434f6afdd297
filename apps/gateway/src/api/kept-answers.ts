/**
 * Answers the gateway gives again without asking the service (routes with `keptAnswer`: All
 * Transactions and its statistics; docs/all-transactions.md, "Kept answers"). A person opening the
 * list, paging back or refreshing asks what was just answered; so does a screen left open.
 *
 * An answer is kept in this process's memory only (it holds patient data: never in Redis), for
 * KEPT_SECONDS at most, under a digest of the route, the person's whole grants (the actor) and the
 * request, with the stamp it was asked under: the list-change counters (LIST_CHANGES_KEY in Redis)
 * of every practice it reads, of the person, and of everything. The stamp is read before the service
 * is asked, so a write committed while the answer is being read makes it stale at once. It is given
 * again only while the stamp reads the same, so:
 * - a write to any of its practices (a bot result, a call, an edit, a flag colour, a practice's new
 *   name), heard from Postgres at commit by the verification service, makes it stale within
 *   milliseconds of the commit;
 * - the person's own change through any gateway replica makes it stale before that change is answered
 *   (afterCall), so their next request shows it;
 * - other grants or permissions make another key.
 * Redis unreachable: nothing is kept or given again; every request goes to the service.
 */
import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { LIST_CHANGES_ALL, LIST_CHANGES_KEY, ROUTES, RecentMap, listChangesOfUser, type Actor, type RouteDef } from '@dental/contracts';
import { namedIds } from '../access/authorize';
import type { PreparedJson } from '../web/compression';

/** How long an answer may be given again, whatever the counters say: bounds notifications missed while nobody listened. */
export const KEPT_SECONDS = 10;
/** At most this many answers per gateway process (a page of 25 rows is about 16 KB). */
export const KEPT_ANSWERS = 500;

/**
 * The stamp, read in Redis: the counters of the fields named (a JSON list), each one or '0', joined by
 * commas. One argument and one string back, where an `HMGET` of the 300 fields a request names took
 * a fifth of the gateway's CPU for a repeated All Transactions request, building the command's 300
 * arguments and parsing its 300 answers (docs/speed.md, tenth session).
 *
 * Redis keeps a hash of few fields (up to `hash-max-listpack-entries`: 128 by default, 512 in
 * Debian's configuration) as one list, in which `HMGET` scans the whole list for each field: 0.6 ms
 * of Redis's CPU for 300 fields of 300. Such a hash is read whole, once, instead. A larger one is a
 * table, read with `HMGET`, a thousand fields at a time (`unpack` takes at most a few thousand).
 */
export const STAMP_SCRIPT = `local fields = cjson.decode(ARGV[1])
local encoding = redis.call('OBJECT', 'ENCODING', KEYS[1])
local stamp = {}
if encoding == 'listpack' or encoding == 'ziplist' then
  local all = redis.call('HGETALL', KEYS[1])
  local counters = {}
  for i = 1, #all, 2 do counters[all[i]] = all[i + 1] end
  for i = 1, #fields do stamp[i] = counters[fields[i]] or '0' end
else
  for first = 1, #fields, 1000 do
    local values = redis.call('HMGET', KEYS[1], unpack(fields, first, math.min(first + 999, #fields)))
    for i = 1, #values do stamp[#stamp + 1] = values[i] or '0' end
  end
end
return table.concat(stamp, ',')`;

/** ioredis's method for STAMP_SCRIPT (Redis.defineCommand: EVALSHA, and EVAL once when Redis lacks the script). */
interface StampingRedis {
  listChangesStamp(key: string, fields: string): Promise<string>;
}

/** What the gateway needs to keep the answer it is about to ask for. */
export interface KeptAnswerTicket {
  key: string;
  stamp: string;
}

interface Kept {
  stamp: string;
  /** The whole answer as JSON, compressed once per encoding: sent as it is, and a string costs the garbage collector nothing to walk. */
  json: PreparedJson;
  until: number;
}

@Injectable()
export class KeptAnswers {
  private readonly logger = new Logger(KeptAnswers.name);
  private readonly answers = new RecentMap<string, Kept>(KEPT_ANSWERS);
  /** A digest of each actor's grants, made once per actor (the pipeline reuses an actor while its profile holds): its 300 practice ids are not hashed again on every call. */
  private readonly grants = new WeakMap<Actor, string>();
  /** The services whose answers are kept: a person's writes to them make their kept answers stale. */
  private readonly services = new Set(ROUTES.filter((route) => route.keptAnswer).map((route) => route.command.service));

  private readonly stamps: StampingRedis;

  constructor(@Inject(Redis) private readonly redis: Redis) {
    redis.defineCommand('listChangesStamp', { numberOfKeys: 1, lua: STAMP_SCRIPT });
    this.stamps = redis as unknown as StampingRedis;
  }

  /** The kept answer while it holds; otherwise a ticket to keep the one about to be asked for (none without Redis). */
  async find(route: RouteDef, actor: Actor, payload: unknown): Promise<{ json?: PreparedJson; ticket?: KeptAnswerTicket }> {
    let grants = this.grants.get(actor);
    if (grants === undefined) this.grants.set(actor, (grants = createHash('sha256').update(JSON.stringify(actor)).digest('base64url')));
    const key = createHash('sha256')
      .update(`${route.method} ${route.path}\0${grants}\0${JSON.stringify(payload)}`)
      .digest('base64url');
    const stamp = await this.stampOf(route, actor, payload);
    if (stamp === undefined) return {};
    const kept = this.answers.get(key);
    if (kept && kept.stamp === stamp && Date.now() < kept.until) return { json: kept.json };
    return { ticket: { key, stamp } };
  }

  keep(ticket: KeptAnswerTicket, json: PreparedJson): void {
    this.answers.set(ticket.key, { stamp: ticket.stamp, json, until: Date.now() + KEPT_SECONDS * 1000 });
  }

  /** After a person's successful call: if it may have changed what kept answers show, they are stale for that person. */
  async afterCall(route: RouteDef, actor: Actor | null): Promise<void> {
    if (!actor || route.keptAnswer || route.method === 'GET' || !this.services.has(route.command.service)) return;
    await this.redis.hincrby(LIST_CHANGES_KEY, listChangesOfUser(actor.userId), 1).catch((error: unknown) => {
      // Without Redis no answer is given again either (find reads the stamp), so nothing stale can be served.
      this.logger.warn(`kept answers of ${actor.userId} not marked stale: ${String(error)}`);
    });
  }

  private async stampOf(route: RouteDef, actor: Actor, payload: unknown): Promise<string | undefined> {
    const field = route.tenancy?.practiceField;
    const named =
      field && typeof payload === 'object' && payload !== null ? namedIds((payload as Record<string, unknown>)[field], field) : [];
    // In the request's own order: the key holds the request, so one key always reads the same fields.
    const practices = named.length > 0 ? named : actor.practiceIds;
    try {
      return await this.stamps.listChangesStamp(
        LIST_CHANGES_KEY,
        JSON.stringify([LIST_CHANGES_ALL, listChangesOfUser(actor.userId), ...practices]),
      );
    } catch (error) {
      this.logger.warn(`kept answers unavailable, asking the service: ${String(error)}`);
      return undefined;
    }
  }
}
