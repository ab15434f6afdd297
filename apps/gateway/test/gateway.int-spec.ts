/**
 * The gateway and the auth service running in-process over the Kafka stand-in, called over HTTP as
 * the web app calls them. The verification service is not started: a spy consumer on its request
 * topic records what the gateway forwards, so a refused call can be shown never to reach it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import { Kafka, logLevel, type Consumer } from 'kafkajs';
import {
  ErrorCode,
  RETRY_AFTER_SECONDS,
  ROUTES,
  Routes,
  SIGN_IN_FAILED_MESSAGE,
  TokenMessages,
  WEB_SETTINGS_PATH,
  openJson,
  requestTopic,
  sealJson,
  webSettingsSchema,
  type EncryptedBody,
  type GrantedClient,
  type PendingSignIn,
  type RpcRequestMessage,
  type Session,
  type UserPermissions,
} from '@dental/contracts';
import { DEMO_ADMIN, DEMO_CLIENTS, DEMO_PRACTICES, DEMO_REVIEWER, aUser } from '@dental/testing';
import { REFRESH_REUSE_GRACE_MS } from '../../auth/src/sessions/refresh-tokens';
import { seedDemoData } from '../../auth/src/demo/demo-seed';
import { UserAccounts } from '../../auth/src/users/user-accounts';
import {
  TEST_BODY_KEY,
  TEST_JWT_SECRET,
  eventually,
  startAuth,
  startInfrastructure,
  type TestInfrastructure,
} from '../../auth/test/support/test-stack';
import { PIN_IN_MAIL } from '../../auth/test/support/mail-inbox';
import { startGateway } from './support/gateway-stack';
import { MetricsServer } from '../src/metrics/metrics-server';

const RPC_TIMEOUT_MS = 5000;
const OTHER_CLIENT = DEMO_CLIENTS[1];
const OTHER_CLIENT_PRACTICE = DEMO_PRACTICES.find((p) => p.clientId === OTHER_CLIENT._id)!;
const [OWN_PRACTICE, SECOND_OWN_PRACTICE] = DEMO_REVIEWER.practiceIds;

interface Answer {
  status: number;
  body: Record<string, unknown> & { success: boolean; message?: string; code?: string; requestId?: string; data?: unknown; value?: string };
  headers: Headers;
}

describe('gateway', () => {
  let infra: TestInfrastructure;
  let auth: INestApplication;
  let gateway: INestApplication;
  let base: string;
  let spy: Consumer;
  let webDist: string;
  const forwarded: RpcRequestMessage[] = [];
  const noListUser = aUser(DEMO_REVIEWER.clientId, { practiceIds: [OWN_PRACTICE], permissions: ['transaction'] });

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Dental</title>');
    writeFileSync(join(webDist, 'assets', 'app-1a2b.js'), 'export {};');
    infra = await startInfrastructure({ RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS), WEB_DIST: webDist });
    auth = await startAuth(infra.env);
    await seedDemoData(auth.get(DataSource));
    await auth.get(UserAccounts).saveUser({ ...noListUser, id: noListUser._id, clientIds: [], lastName: 'NoList' });
    ({ gateway, base } = await startGateway(infra.env));

    spy = new Kafka({ clientId: 'verification-spy', brokers: [infra.broker.brokers], logLevel: logLevel.NOTHING }).consumer({
      groupId: 'verification-spy',
      maxWaitTimeInMs: 500,
    });
    await spy.connect();
    await spy.subscribe({ topic: requestTopic('verification'), fromBeginning: true });
    await spy.run({ eachMessage: async ({ message }) => void forwarded.push(JSON.parse(message.value!.toString()) as RpcRequestMessage) });
  }, 120_000);

  afterAll(async () => {
    await spy?.disconnect();
    await gateway?.close();
    await auth?.close();
    await infra?.stop();
    rmSync(webDist, { recursive: true, force: true });
  });

  async function request(
    method: string,
    path: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
    });
    return { status: res.status, body: (await res.json()) as Answer['body'], headers: res.headers };
  }

  /** Both steps: the password, then the PIN the auth service mailed. */
  async function signIn(username: string, password: string): Promise<Session> {
    const pending = await request('POST', Routes.authenticate.path, { body: { username, password } });
    expect(pending.status).toBe(200);
    const pin = await infra.inbox.next(username, PIN_IN_MAIL);
    const { trackLoginId } = pending.body.data as PendingSignIn;
    const answer = await request('POST', Routes.authenticatePin.path, { body: { trackLoginId, pin } });
    expect(answer.status).toBe(200);
    return answer.body.data as Session;
  }

  const listTransactions = (token: string, body: unknown, requestId?: string) =>
    request('POST', Routes.getAllTransaction.path, { token, body, headers: requestId ? { 'x-request-id': requestId } : {} });

  describe('sign-in', () => {
    it('answers a pending sign-in, then the session for the mailed PIN, and echoes the request id', async () => {
      const answer = await request('POST', '/api/authenticate', {
        body: { username: DEMO_REVIEWER.email, password: DEMO_REVIEWER.password },
        headers: { 'x-request-id': 'req-sign-in-1' },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-request-id')).toBe('req-sign-in-1');
      const pending = answer.body.data as PendingSignIn;
      expect(pending).toMatchObject({ pinRequired: true, sentTo: 'e-mail' });
      expect(JSON.stringify(answer.body)).not.toMatch(/token/i);
      const pin = await infra.inbox.next(DEMO_REVIEWER.email, PIN_IN_MAIL);
      const second = await request('POST', '/api/authenticate/pin', { body: { trackLoginId: pending.trackLoginId, pin } });
      expect(second.status).toBe(200);
      const session = second.body.data as Session;
      expect(session.user.email).toBe(DEMO_REVIEWER.email);
      expect(session.token.split('.')).toHaveLength(3);
    });

    it("answers 'User not found !' for a wrong password and for an unknown user alike", async () => {
      const wrong = await request('POST', '/api/authenticate', { body: { username: DEMO_REVIEWER.email, password: 'not-the-password' } });
      const unknown = await request('POST', '/api/authenticate', {
        body: { username: 'nobody@dental.local', password: DEMO_REVIEWER.password },
      });
      for (const answer of [wrong, unknown]) {
        expect(answer.status).toBe(401);
        expect(answer.body).toMatchObject({
          success: false,
          message: SIGN_IN_FAILED_MESSAGE,
          code: ErrorCode.Unauthenticated,
          displayable: true,
        });
        expect(answer.body.requestId).toEqual(expect.any(String));
      }
    });

    it('names the missing fields', async () => {
      const answer = await request('POST', '/api/authenticate', { body: { username: DEMO_REVIEWER.email } });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: ErrorCode.BadInput, message: 'password is required' });
    });
  });

  describe('tokens', () => {
    it.each(ROUTES.filter((r) => !r.public).map((r) => [r.method, r.path] as const))(
      '%s %s answers 401 without a token',
      async (method, path) => {
        const answer = await request(method, path, method === 'GET' ? {} : { body: {} });
        expect(answer.status).toBe(401);
        expect(answer.body).toMatchObject({ success: false, message: TokenMessages.invalid, code: ErrorCode.Unauthenticated });
      },
    );

    it('answers 401 for a tampered token and tells an expired one apart', async () => {
      const { token } = await signIn(DEMO_REVIEWER.email, DEMO_REVIEWER.password);
      const [head, payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
      // The reviewer tries to pass as the admin, keeping the signature.
      const forged = Buffer.from(JSON.stringify({ ...claims, sub: DEMO_ADMIN._id })).toString('base64url');
      const tampered = await request('GET', Routes.grantedPractices.path, { token: `${head}.${forged}.${signature}` });
      expect(tampered.status).toBe(401);
      expect(tampered.body.message).toBe(TokenMessages.invalid);

      const expiredToken = new JwtService({ secret: TEST_JWT_SECRET }).sign({
        ...claims,
        iat: Math.floor(Date.now() / 1000) - 100,
        exp: Math.floor(Date.now() / 1000) - 5,
      });
      const expired = await request('GET', Routes.grantedPractices.path, { token: expiredToken });
      expect(expired.status).toBe(401);
      expect(expired.body.message).toBe(TokenMessages.expired);
    });

    it('refuses a token after logout, and the refresh token of that session', async () => {
      const session = await signIn(DEMO_REVIEWER.email, DEMO_REVIEWER.password);
      expect((await request('GET', Routes.grantedPractices.path, { token: session.token })).status).toBe(200);
      const logout = await request('POST', Routes.logout.path, { token: session.token, body: { refreshToken: session.refreshToken } });
      expect(logout).toMatchObject({ status: 200, body: { success: true, data: { loggedOut: true } } });

      const after = await request('GET', Routes.grantedPractices.path, { token: session.token });
      expect(after.status).toBe(401);
      expect(after.body).toMatchObject({ message: TokenMessages.blacklisted, code: ErrorCode.TokenBlacklisted });
      const refresh = await request('POST', Routes.refresh.path, { body: { refreshToken: session.refreshToken } });
      expect(refresh.status).toBe(401);
    });

    it('rotates refresh tokens, and a reused one revokes the whole family', async () => {
      const first = await signIn(DEMO_REVIEWER.email, DEMO_REVIEWER.password);
      const rotated = await request('POST', Routes.refresh.path, { body: { refreshToken: first.refreshToken } });
      expect(rotated.status).toBe(200);
      const second = rotated.body.data as Session;
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect((await request('GET', Routes.grantedPractices.path, { token: second.token })).status).toBe(200);

      // Within REFRESH_REUSE_GRACE_MS a reloaded page may present it again; after that it is a copy.
      await auth
        .get(DataSource)
        .query(
          `UPDATE refresh_token SET revoked_at = revoked_at - make_interval(secs => $2) WHERE token_hash = encode(sha256($1::bytea), 'hex')`,
          [first.refreshToken, REFRESH_REUSE_GRACE_MS / 1000 + 1],
        );
      const reuse = await request('POST', Routes.refresh.path, { body: { refreshToken: first.refreshToken } });
      expect(reuse.status).toBe(401);
      expect(reuse.body.message).toBe(TokenMessages.refreshRefused);
      const familyGone = await request('POST', Routes.refresh.path, { body: { refreshToken: second.refreshToken } });
      expect(familyGone.status).toBe(401);
      expect(familyGone.body.message).toBe(TokenMessages.refreshRefused);
    });
  });

  describe('permissions and tenancy', () => {
    let reviewerToken: string;
    beforeAll(async () => {
      reviewerToken = (await signIn(DEMO_REVIEWER.email, DEMO_REVIEWER.password)).token;
    });

    it("refuses another client's practices and client id, and never asks the verification service", async () => {
      const refused = [
        { requestId: 'tenancy-foreign-practice', body: { practiceId: OTHER_CLIENT_PRACTICE._id }, names: OTHER_CLIENT_PRACTICE._id },
        {
          requestId: 'tenancy-foreign-in-list',
          body: { practiceId: [OWN_PRACTICE, OTHER_CLIENT_PRACTICE._id] },
          names: OTHER_CLIENT_PRACTICE._id,
        },
        { requestId: 'tenancy-foreign-client', body: { clientId: OTHER_CLIENT._id, practiceId: OWN_PRACTICE }, names: OTHER_CLIENT._id },
      ];
      for (const { requestId, body, names } of refused) {
        const answer = await listTransactions(reviewerToken, body, requestId);
        expect(answer.status).toBe(403);
        expect(answer.body).toMatchObject({ success: false, code: ErrorCode.Forbidden, requestId });
        expect(answer.body.message).toContain(names);
      }

      // A permitted call is forwarded (and, with no verification service running, is refused as
      // unavailable once the timeout passes, with when to ask again).
      const started = Date.now();
      const allowed = await listTransactions(
        reviewerToken,
        { clientId: DEMO_REVIEWER.clientId, practiceId: [OWN_PRACTICE, SECOND_OWN_PRACTICE] },
        'tenancy-allowed',
      );
      const elapsed = Date.now() - started;
      expect(allowed.status).toBe(503);
      expect(allowed.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
      expect(allowed.body).toMatchObject({ code: ErrorCode.ServiceUnavailable, requestId: 'tenancy-allowed' });
      expect(allowed.body.message).toContain('verification service');
      expect(elapsed).toBeGreaterThanOrEqual(RPC_TIMEOUT_MS - 100);
      expect(elapsed).toBeLessThan(RPC_TIMEOUT_MS + 3000);

      const seen = await eventually('the permitted call on the verification topic', async () =>
        forwarded.find((m) => m.requestId === 'tenancy-allowed'),
      );
      expect(seen.command).toBe(Routes.getAllTransaction.command.name);
      expect(seen.actor).toMatchObject({ userId: DEMO_REVIEWER._id, clientIds: DEMO_REVIEWER.clientIds });
      expect(seen.actor!.practiceIds.sort()).toEqual([...DEMO_REVIEWER.practiceIds].sort());
      expect(seen.payload).toEqual({ clientId: DEMO_REVIEWER.clientId, practiceId: [OWN_PRACTICE, SECOND_OWN_PRACTICE] });
      expect(forwarded.filter((m) => m.requestId.startsWith('tenancy-foreign'))).toEqual([]);
    });

    it('refuses a user without transaction.list_transaction', async () => {
      const { token } = await signIn(noListUser.email, noListUser.password);
      const answer = await listTransactions(token, { practiceId: OWN_PRACTICE }, 'no-list-permission');
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe("You do not have permission 'transaction.list_transaction'");
      expect(forwarded.some((m) => m.requestId === 'no-list-permission')).toBe(false);
    });

    it('lists only the granted practices', async () => {
      const answer = await request('GET', `${Routes.grantedPractices.path}?clientId=${OTHER_CLIENT._id}`, { token: reviewerToken });
      expect(answer.status).toBe(200);
      const clients = answer.body.data as GrantedClient[];
      expect(clients.map((c) => c.clientId)).toEqual([DEMO_REVIEWER.clientId]);
      expect(clients[0].practices.map((p) => p._id).sort()).toEqual([...DEMO_REVIEWER.practiceIds].sort());
    });

    it('applies a grant change at once: the auth service reports it and the gateway drops its cached profile', async () => {
      const users = auth.get(UserAccounts);
      const { token } = await signIn(noListUser.email, noListUser.password);
      expect((await request('GET', Routes.grantedPractices.path, { token })).status).toBe(200); // profile now cached
      const grant = { ...noListUser, id: noListUser._id, clientIds: [], lastName: 'NoList', permissions: ['transaction.list_transaction'] };
      await users.saveUser(grant);
      const forwardedAfterGrant = await eventually('the new permission to take effect', async () => {
        const answer = await listTransactions(token, { practiceId: OWN_PRACTICE });
        return answer.status === 403 ? undefined : answer;
      });
      expect(forwardedAfterGrant.status).toBe(503); // passed the gateway; nobody answers for verification here
      await users.saveUser({ ...grant, permissions: ['transaction'] });
    });
  });

  describe('encrypted bodies and answers', () => {
    it('accepts an encrypted body', async () => {
      const envelope = await sealJson({ username: DEMO_REVIEWER.email, password: DEMO_REVIEWER.password }, TEST_BODY_KEY);
      const answer = await request('POST', '/api/authenticate', { body: envelope });
      expect(answer.status).toBe(200);
      expect((answer.body.data as PendingSignIn).pinRequired).toBe(true);
      // The PIN mail shows the encrypted body was read as the reviewer's.
      await infra.inbox.next(DEMO_REVIEWER.email, PIN_IN_MAIL);
    });

    it('refuses a broken envelope with a clear message and changes nothing', async () => {
      const session = await signIn(DEMO_REVIEWER.email, DEMO_REVIEWER.password);
      const envelope = await sealJson({ refreshToken: session.refreshToken }, TEST_BODY_KEY);
      const broken: EncryptedBody[] = [
        { ...envelope, ciphertext: Buffer.from('not the sealed bytes at all').toString('base64') },
        { ...envelope, iv: Buffer.alloc(4).toString('base64') },
      ];
      const messages = [];
      for (const body of broken) {
        const answer = await request('POST', Routes.refresh.path, { body });
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ success: false, code: ErrorCode.BadEnvelope });
        messages.push(answer.body.message);
      }
      expect(messages).toEqual([
        'The encrypted body could not be decrypted',
        'The encrypted body has an iv of the wrong length (12 bytes expected)',
      ]);
      const wrongKey = await request('POST', Routes.refresh.path, {
        body: await sealJson({ refreshToken: session.refreshToken }, 'some-other-passphrase'),
      });
      expect(wrongKey.status).toBe(400);
      // The refresh token was never presented to the auth service: it still works, once.
      const refreshed = await request('POST', Routes.refresh.path, { body: envelope });
      expect(refreshed.status).toBe(200);
    });

    it('answers the permissions as an encrypted value that opens to the user, permissions and menu', async () => {
      const { token } = await signIn(DEMO_REVIEWER.email, DEMO_REVIEWER.password);
      const answer = await request('GET', Routes.userPermissions.path, { token });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toBeUndefined();
      const permissions = (await openJson(JSON.parse(answer.body.value!) as EncryptedBody, TEST_BODY_KEY)) as UserPermissions;
      expect(permissions.user).toMatchObject({ _id: DEMO_REVIEWER._id, email: DEMO_REVIEWER.email });
      expect(permissions.permissions).toEqual([...DEMO_REVIEWER.permissions].sort());
      // The entries of the reviewer's grants and those open to anyone signed in; none the reviewer lacks.
      expect(permissions.menu.map((m) => m.path)).toEqual(expect.arrayContaining(['/allTransaction', '/connections']));
      expect(permissions.menu.map((m) => m.path)).not.toContain('/users');
      expect(permissions.menu.filter((m) => m.permission && !DEMO_REVIEWER.permissions.includes(m.permission))).toEqual([]);
      expect(permissions.canUseMultiPractice).toBe(true);
    });
  });

  describe('the rest of /api', () => {
    it('answers 404 naming an unknown route', async () => {
      const answer = await request('POST', '/api/xyz', { body: {} });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ success: false, code: ErrorCode.NotFound, message: 'No route POST /api/xyz' });
    });

    it('answers 400 for a body that is not JSON and 413 past 1 MB', async () => {
      const bad = await request('POST', '/api/authenticate', { body: '{"username":' });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ success: false, code: ErrorCode.BadInput, message: 'The request body is not valid JSON' });
      const big = await request('POST', '/api/authenticate', { body: { username: 'x', password: 'y', padding: 'z'.repeat(1_100_000) } });
      expect(big.status).toBe(413);
      expect(big.body).toMatchObject({ success: false, code: ErrorCode.BadInput });
    });

    it('reports its own readiness and counts calls by route and status', async () => {
      expect(await request('GET', '/api/health')).toMatchObject({
        status: 200,
        body: { success: true, data: { checks: { kafka: 'up', redis: 'up' } } },
      });
      // Metrics only on their own port: the product's port (the one the ingress routes) does not serve them.
      expect((await fetch(`${base}/metrics`)).status).toBe(404);
      const metrics = await (await fetch(`http://127.0.0.1:${gateway.get(MetricsServer).port()}/metrics`)).text();
      expect(metrics).toMatch(
        /gateway_http_requests_total\{method="POST",route="\/api\/iv\/transaction\/getAllTransaction",status="403"\} \d+/,
      );
    });

    it("hands the web app its runtime settings: the deployment's own body key, none built into the bundle", async () => {
      const answer = await request('GET', WEB_SETTINGS_PATH);
      expect(answer.status).toBe(200);
      expect(webSettingsSchema.parse(answer.body.data)).toEqual({ bodyEncryptionKey: infra.env.BODY_ENCRYPTION_KEY, encryptBodies: true });
    });

    it('publishes an OpenAPI description of every route', async () => {
      for (const path of ['/api/docs', '/api/docs.json']) {
        const answer = await request('GET', path);
        expect(answer.status).toBe(200);
        const paths = answer.body.paths as Record<string, Record<string, unknown>>;
        for (const route of ROUTES) expect(paths[route.path][route.method.toLowerCase()]).toBeDefined();
      }
    });
  });

  describe('the web app', () => {
    it('serves its files, and index.html for page addresses the browser routes itself', async () => {
      const page = await fetch(`${base}/allTransaction`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>Dental</title>');
      const asset = await fetch(`${base}/assets/app-1a2b.js`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toContain('immutable');
      expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
    });

    it('leaves the API and health paths alone', async () => {
      expect((await request('GET', '/api/nothing-here')).body).toMatchObject({ code: ErrorCode.NotFound });
      expect(await (await fetch(`${base}/health`)).json()).toEqual({ status: 'ok' });
    });
  });
});
