/** The auth service's commands against its real tables and Redis, called through its command bus. */
import type { INestApplication } from '@nestjs/common';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import {
  AuthCommands,
  ErrorCode,
  SIGN_IN_FAILED_MESSAGE,
  TokenMessages,
  type AccessProfile,
  type Actor,
  type CommandDef,
  type GrantedClient,
  type PendingSignIn,
  type RpcReplyMessage,
  type Session,
  type UserPermissions,
} from '@dental/contracts';
import { CommandBus, OutboxRelay } from '@dental/messaging';
import { DEMO_ADMIN, DEMO_CLIENTS, DEMO_PRACTICES, DEMO_REVIEWER } from '@dental/testing';
import { seedDemoData } from '../src/demo/demo-seed';
import { REFRESH_REUSE_GRACE_MS } from '../src/sessions/refresh-tokens';
import { UserAccounts } from '../src/users/user-accounts';
import { TenancyDirectory } from '../src/tenancy/tenancy-directory';
import { startAuth, startInfrastructure, testRedis, type TestInfrastructure } from './support/test-stack';
import { PIN_IN_MAIL } from './support/mail-inbox';

describe('auth service commands', () => {
  let infra: TestInfrastructure;
  let app: INestApplication;
  let bus: CommandBus;
  let db: DataSource;
  let redis: Redis;

  beforeAll(async () => {
    infra = await startInfrastructure();
    app = await startAuth(infra.env);
    bus = app.get(CommandBus);
    db = app.get(DataSource);
    redis = testRedis(infra.redisPrefix);
    await seedDemoData(db);
  }, 120_000);

  afterAll(async () => {
    redis?.disconnect();
    await app?.close();
    await infra?.stop();
  });

  const actorOf = (profile: AccessProfile): Actor => profile;
  async function call<T>(command: CommandDef, payload: unknown, actor: Actor | null = null): Promise<RpcReplyMessage & { data?: T }> {
    return (await bus.dispatch({ command: command.name, requestId: 'test', actor, payload })) as RpcReplyMessage & { data?: T };
  }
  async function ok<T>(command: CommandDef, payload: unknown, actor: Actor | null = null): Promise<T> {
    const reply = await call<T>(command, payload, actor);
    if (!reply.ok) throw new Error(`${command.name} failed: ${reply.problem.message}`);
    return reply.data as T;
  }
  /** Both steps: the password, then the PIN the service mailed. */
  async function signIn(username: string, password: string): Promise<Session> {
    const pending = await ok<PendingSignIn>(AuthCommands.signIn, { username, password });
    const pin = await infra.inbox.next(username.toLowerCase(), PIN_IN_MAIL);
    return ok<Session>(AuthCommands.verifyPin, { trackLoginId: pending.trackLoginId, pin });
  }
  const profileOf = (userId: string) => ok<AccessProfile>(AuthCommands.accessProfile, { userId });

  describe('sign-in', () => {
    it('answers a session for the right password, whatever the case of the e-mail', async () => {
      const session = await signIn('Reviewer@Dental.LOCAL', DEMO_REVIEWER.password);
      expect(session.user).toMatchObject({
        _id: DEMO_REVIEWER._id,
        email: DEMO_REVIEWER.email,
        clientId: DEMO_REVIEWER.clientId,
        name: 'Riley Reviewer',
      });
      expect(session.refreshToken).toMatch(/^[\w-]{43}$/);
      const [row] = await db.query<{ last_login: Date | null }[]>(`SELECT last_login FROM app_user WHERE id = $1`, [DEMO_REVIEWER._id]);
      expect(row.last_login).not.toBeNull();
    });

    it('answers the same refusal for a wrong password and an unknown user', async () => {
      const wrong = await call(AuthCommands.signIn, { username: DEMO_REVIEWER.email, password: 'wrong' });
      const unknown = await call(AuthCommands.signIn, { username: 'nobody@dental.local', password: DEMO_REVIEWER.password });
      const refusal = { ok: false, problem: { code: ErrorCode.Unauthenticated, message: SIGN_IN_FAILED_MESSAGE, displayable: true } };
      expect(wrong).toEqual(refusal);
      expect(unknown).toEqual(refusal);
    });

    it('stores only a hash of the refresh token', async () => {
      const session = await signIn(DEMO_REVIEWER.email, DEMO_REVIEWER.password);
      const rows = await db.query<{ n: string }[]>(
        `SELECT count(*) AS n FROM refresh_token WHERE token_hash = $1 OR token_hash = encode(sha256($1::bytea), 'hex')`,
        [session.refreshToken],
      );
      expect(Number(rows[0].n)).toBe(1);
      const plain = await db.query<{ n: string }[]>(`SELECT count(*) AS n FROM refresh_token WHERE token_hash = $1`, [
        session.refreshToken,
      ]);
      expect(Number(plain[0].n)).toBe(0);
    });
  });

  describe('refresh', () => {
    it('rotates the token within its family, and a replayed token ends the whole family', async () => {
      const first = await signIn(DEMO_REVIEWER.email, DEMO_REVIEWER.password);
      const second = await ok<Session>(AuthCommands.refresh, { refreshToken: first.refreshToken });
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect(second.user._id).toBe(DEMO_REVIEWER._id);
      const third = await ok<Session>(AuthCommands.refresh, { refreshToken: second.refreshToken });

      // Past the grace a reload gets (REFRESH_REUSE_GRACE_MS), a rotated token presented again is a copy.
      await db.query(
        `UPDATE refresh_token SET revoked_at = revoked_at - make_interval(secs => $2) WHERE token_hash = encode(sha256($1::bytea), 'hex')`,
        [first.refreshToken, REFRESH_REUSE_GRACE_MS / 1000 + 1],
      );
      const replay = await call(AuthCommands.refresh, { refreshToken: first.refreshToken });
      expect(replay).toMatchObject({ ok: false, problem: { code: ErrorCode.Unauthenticated, message: TokenMessages.refreshRefused } });
      // The newest token of the family was never used, yet it is dead too.
      const after = await call(AuthCommands.refresh, { refreshToken: third.refreshToken });
      expect(after).toMatchObject({ ok: false, problem: { message: TokenMessages.refreshRefused } });

      const family = await db.query<{ revoked: boolean; replaced: boolean }[]>(
        `SELECT revoked_at IS NOT NULL AS revoked, replaced_by IS NOT NULL AS replaced FROM refresh_token
          WHERE family_id = (SELECT family_id FROM refresh_token WHERE token_hash = encode(sha256($1::bytea), 'hex')) ORDER BY created_at`,
        [first.refreshToken],
      );
      expect(family).toEqual([
        { revoked: true, replaced: true },
        { revoked: true, replaced: true },
        { revoked: true, replaced: false },
      ]);
    });

    it('refuses an unknown or expired token', async () => {
      expect(await call(AuthCommands.refresh, { refreshToken: 'x'.repeat(43) })).toMatchObject({
        ok: false,
        problem: { message: TokenMessages.refreshRefused },
      });
      const session = await signIn(DEMO_REVIEWER.email, DEMO_REVIEWER.password);
      await db.query(
        `UPDATE refresh_token SET expires_at = now() - interval '1 second' WHERE token_hash = encode(sha256($1::bytea), 'hex')`,
        [session.refreshToken],
      );
      expect(await call(AuthCommands.refresh, { refreshToken: session.refreshToken })).toMatchObject({
        ok: false,
        problem: { message: TokenMessages.refreshRefused },
      });
    });

    it('gives a page reloaded while its refresh was answered another successor, within the grace only', async () => {
      const session = await signIn(DEMO_REVIEWER.email, DEMO_REVIEWER.password);
      // The first page's refresh rotated the token but its answer (and cookie) was lost to the reload.
      const lost = await ok<Session>(AuthCommands.refresh, { refreshToken: session.refreshToken });
      const again = await ok<Session>(AuthCommands.refresh, { refreshToken: session.refreshToken });
      expect(again.refreshToken).not.toBe(lost.refreshToken);
      expect(again.user._id).toBe(DEMO_REVIEWER._id);
      // The session goes on from the token the new page holds.
      await ok<Session>(AuthCommands.refresh, { refreshToken: again.refreshToken });
      const family = await db.query<{ n: string }[]>(
        `SELECT count(DISTINCT family_id) AS n FROM refresh_token WHERE token_hash IN (encode(sha256($1::bytea), 'hex'), encode(sha256($2::bytea), 'hex'))`,
        [session.refreshToken, again.refreshToken],
      );
      expect(Number(family[0].n)).toBe(1);
    });

    it('refuses a rotated token within the grace once its session has ended', async () => {
      const session = await signIn(DEMO_REVIEWER.email, DEMO_REVIEWER.password);
      const next = await ok<Session>(AuthCommands.refresh, { refreshToken: session.refreshToken });
      await db.query(
        `UPDATE refresh_token SET revoked_at = now() WHERE family_id = (SELECT family_id FROM refresh_token WHERE token_hash = encode(sha256($1::bytea), 'hex'))`,
        [next.refreshToken],
      );
      expect(await call(AuthCommands.refresh, { refreshToken: session.refreshToken })).toMatchObject({
        ok: false,
        problem: { message: TokenMessages.refreshRefused },
      });
      expect(await call(AuthCommands.refresh, { refreshToken: next.refreshToken })).toMatchObject({
        ok: false,
        problem: { message: TokenMessages.refreshRefused },
      });
    });
  });

  describe('logout', () => {
    it('blacklists the access token until it expires and ends the session', async () => {
      const session = await signIn(DEMO_REVIEWER.email, DEMO_REVIEWER.password);
      const actor = actorOf(await profileOf(DEMO_REVIEWER._id));
      const exp = Math.floor(Date.now() / 1000) + 600;
      await ok(AuthCommands.logout, { jti: 'jti-of-the-token', exp, refreshToken: session.refreshToken }, actor);
      expect(await redis.get('blacklist:jti-of-the-token')).toBe('1');
      const ttl = await redis.ttl('blacklist:jti-of-the-token');
      expect(ttl).toBeGreaterThan(590);
      expect(ttl).toBeLessThanOrEqual(600);
      expect(await call(AuthCommands.refresh, { refreshToken: session.refreshToken })).toMatchObject({ ok: false });
    });

    it("cannot end another user's session", async () => {
      const admin = await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
      const reviewer = actorOf(await profileOf(DEMO_REVIEWER._id));
      await ok(
        AuthCommands.logout,
        { jti: 'reviewer-jti', exp: Math.floor(Date.now() / 1000) + 60, refreshToken: admin.refreshToken },
        reviewer,
      );
      expect((await call(AuthCommands.refresh, { refreshToken: admin.refreshToken })).ok).toBe(true);
    });

    it('needs a signed-in caller', async () => {
      expect(await call(AuthCommands.logout, { jti: 'x', exp: 1 })).toMatchObject({
        ok: false,
        problem: { code: ErrorCode.Unauthenticated },
      });
    });
  });

  describe('access', () => {
    it("builds the reviewer's profile from the grant tables", async () => {
      const profile = await profileOf(DEMO_REVIEWER._id);
      expect(profile).toEqual({
        userId: DEMO_REVIEWER._id,
        clientId: DEMO_REVIEWER.clientId,
        clientIds: DEMO_REVIEWER.clientIds,
        practiceIds: [...DEMO_REVIEWER.practiceIds].sort(),
        permissions: [...DEMO_REVIEWER.permissions].sort(),
        firstName: 'Riley',
        lastName: 'Reviewer',
        email: DEMO_REVIEWER.email,
        canUseMultiPractice: true,
      });
    });

    it('answers 401 for a user that no longer exists', async () => {
      expect(await call(AuthCommands.accessProfile, { userId: 'ffffffffffffffffffffffff' })).toMatchObject({
        ok: false,
        problem: { code: ErrorCode.Unauthenticated, message: TokenMessages.invalid },
      });
    });

    it("lists the granted practices by client and name, and the admin's span every client", async () => {
      const actor = actorOf(await profileOf(DEMO_ADMIN._id));
      const clients = await ok<GrantedClient[]>(AuthCommands.grantedPractices, {}, actor);
      expect(clients.map((c) => c.clientName)).toEqual(DEMO_CLIENTS.map((c) => c.name).sort());
      for (const client of clients) {
        const names = client.practices.map((p) => p.name);
        expect(names).toEqual([...names].sort());
        expect(client.practices.every((p) => p.clientId === client.clientId && p.clientName === client.clientName)).toBe(true);
      }
      expect(clients.flatMap((c) => c.practices)).toHaveLength(DEMO_PRACTICES.length);
    });

    it('answers permissions with the side menu they open', async () => {
      const actor = actorOf(await profileOf(DEMO_REVIEWER._id));
      const answer = await ok<UserPermissions>(AuthCommands.userPermissions, {}, actor);
      expect(answer.user).toMatchObject({ _id: DEMO_REVIEWER._id, name: 'Riley Reviewer', clientId: DEMO_REVIEWER.clientId });
      expect(answer.permissions).toEqual([...DEMO_REVIEWER.permissions].sort());
      // The entries of the reviewer's grants and those open to anyone signed in; none the reviewer lacks.
      const labels = answer.menu.map((m) => m.label);
      expect(labels).toEqual(expect.arrayContaining(['Insurance Verification', 'Connections']));
      expect(labels).not.toContain('Users');
      expect(answer.menu.filter((m) => m.permission && !DEMO_REVIEWER.permissions.includes(m.permission))).toEqual([]);
    });

    it('ignores a practice grant whose client the user may not reach, and reports every grant change', async () => {
      const users = app.get(UserAccounts);
      const foreignPractice = DEMO_PRACTICES.find((p) => p.clientId !== DEMO_REVIEWER.clientId)!;
      const before = Number(
        (await db.query<{ n: string }[]>(`SELECT count(*) AS n FROM outbox_event WHERE topic = 'auth.access.changed'`))[0].n,
      );
      await users.saveUser({ ...DEMO_REVIEWER, id: DEMO_REVIEWER._id, practiceIds: [...DEMO_REVIEWER.practiceIds, foreignPractice._id] });
      expect((await profileOf(DEMO_REVIEWER._id)).practiceIds).not.toContain(foreignPractice._id);
      const events = await db.query<{ payload: { userIds: string[] } }[]>(
        `SELECT payload FROM outbox_event WHERE topic = 'auth.access.changed' ORDER BY created_at`,
      );
      expect(events).toHaveLength(before + 1);
      expect(events.at(-1)!.payload.userIds).toEqual([DEMO_REVIEWER._id]);
      await users.saveUser({ ...DEMO_REVIEWER, id: DEMO_REVIEWER._id });
    });
  });

  it('publishes its outbox: practice and access events leave through Kafka', async () => {
    await app
      .get(TenancyDirectory)
      .savePractice({ ...DEMO_PRACTICES[0], id: DEMO_PRACTICES[0]._id, name: 'Bright Smiles Downtown (renamed)' });
    // The relay woken by the commit may hold a row while flush() runs (each skips the other's rows):
    // every row must be sent soon, by one or the other.
    const unsent = async () => {
      await app.get(OutboxRelay).flush();
      const pending = await db.query<{ n: string }[]>(`SELECT count(*) AS n FROM outbox_event WHERE sent_at IS NULL`);
      return Number(pending[0].n);
    };
    for (const until = Date.now() + 10_000; (await unsent()) > 0 && Date.now() < until;) await new Promise((r) => setTimeout(r, 100));
    expect(await unsent()).toBe(0);
  });
});
