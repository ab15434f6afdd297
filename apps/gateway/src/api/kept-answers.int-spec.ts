import Redis from 'ioredis';
import { LIST_CHANGES_ALL, LIST_CHANGES_KEY, Routes, listChangesOfUser, type Actor } from '@dental/contracts';
import { TEST_REDIS_URL, testRedisPrefix } from '@dental/testing';
import { PreparedJson } from '../web/compression';
import { KeptAnswers } from './kept-answers';

/** Redis keeps a small hash as one list and a large one as a table; the stamp's script reads each its own way. */
describe.each(['a list (few fields)', 'a table (many fields)'])('KeptAnswers stamps (real Redis), the hash kept as %s', (kind) => {
  const prefix = testRedisPrefix();
  const redis = new Redis(TEST_REDIS_URL, { keyPrefix: prefix });
  const kept = new KeptAnswers(redis);
  // More practices than the script hands HMGET at once (1,000), so its third round is read too.
  const practiceIds = Array.from({ length: 2_500 }, (_, i) => `practice-${i}`);
  const actor: Actor = { userId: 'stamp-user', clientId: 'c1', clientIds: ['c1'], practiceIds, permissions: [] };
  const route = Routes.getAllTransaction;

  beforeAll(async () => {
    await redis.del(LIST_CHANGES_KEY);
    // A value longer than hash-max-listpack-value (64 bytes) turns the hash into a table for good.
    if (kind.startsWith('a table')) await redis.hset(LIST_CHANGES_KEY, 'a-long-field', 'x'.repeat(100));
  });

  afterAll(async () => {
    await redis.del(LIST_CHANGES_KEY);
    redis.disconnect();
  });

  it("reads every named field's counter, or 0, in order", async () => {
    await redis.hincrby(LIST_CHANGES_KEY, LIST_CHANGES_ALL, 3);
    await redis.hincrby(LIST_CHANGES_KEY, 'practice-7', 2);
    await redis.hincrby(LIST_CHANGES_KEY, 'practice-2400', 5);
    // ioredis leaves OBJECT's key as it is given: the prefix is spelled out.
    expect(await redis.object('ENCODING', `${prefix}${LIST_CHANGES_KEY}`)).toBe(kind.startsWith('a table') ? 'hashtable' : 'listpack');
    const { ticket } = await kept.find(route, actor, { limit: 25, offset: 0 });
    const counters = await redis.hmget(LIST_CHANGES_KEY, LIST_CHANGES_ALL, listChangesOfUser(actor.userId), ...practiceIds);
    expect(ticket?.stamp).toBe(counters.map((counter) => counter ?? '0').join(','));
    expect(ticket?.stamp.split(',')).toHaveLength(2 + practiceIds.length);
    expect(ticket?.stamp.split(',').slice(0, 3)).toEqual(['3', '0', '0']);
  });

  it('gives a kept answer again until a counter of its practices moves, however far down the list', async () => {
    const payload = { limit: 25, offset: 0 };
    const first = await kept.find(route, actor, payload);
    kept.keep(first.ticket!, new PreparedJson('{"success":true,"data":1}'));
    expect((await kept.find(route, actor, payload)).json?.text).toBe('{"success":true,"data":1}');

    await redis.hincrby(LIST_CHANGES_KEY, 'practice-2499', 1);
    const after = await kept.find(route, actor, payload);
    expect(after.json).toBeUndefined();
    expect(after.ticket?.stamp).not.toBe(first.ticket?.stamp);
  });

  it('reads only the practices a request names, in its order', async () => {
    const { ticket } = await kept.find(route, actor, { limit: 25, offset: 0, practiceId: ['practice-2400', 'practice-7'] });
    expect(ticket?.stamp).toBe('3,0,5,2');
  });
});
