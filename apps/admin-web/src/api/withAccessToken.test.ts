/**
 * The file calls (uploads with progress, downloads the gateway streams) keep the session rules of
 * callApi: right after a reload, when only the refresh cookie is left, and when the token expires.
 */
import { Routes, WEB_SETTINGS_PATH } from '@dental/contracts';
import { authorizedFetch, withAccessToken } from './httpClient';
import { accessToken, clearSession, saveSession } from './session';

interface Sent {
  path: string;
  authorization?: string;
}

/** A gateway: /api/settings, /api/refresh answering `tokens` in turn (or 401 once they run out), and the file route answering 401 to any other token than `valid`. */
function gateway(tokens: string[], valid: () => string | undefined) {
  const sent: Sent[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  globalThis.fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const path = String(input);
    const authorization = (init?.headers as Record<string, string> | undefined)?.Authorization;
    sent.push({ path, authorization });
    if (path === WEB_SETTINGS_PATH) return json(200, { success: true, data: { bodyEncryptionKey: 'k'.repeat(16), encryptBodies: false } });
    if (path === Routes.refresh.path) {
      const token = tokens.shift();
      return token ? json(200, { success: true, data: { token, refreshToken: 'r' } }) : json(401, { success: false, message: 'refused' });
    }
    return authorization === `Bearer ${valid()}`
      ? new Response('file bytes', { status: 200 })
      : json(401, { success: false, message: 'jwt expired' });
  }) as typeof fetch;
  return sent;
}

const files = (sent: Sent[]) => sent.filter((s) => s.path === '/api/file');

function reloadedWithCookie(present: boolean): void {
  clearSession();
  (globalThis as { document?: unknown }).document = { cookie: present ? 'dental_session=1' : '' };
}

afterEach(() => {
  delete (globalThis as { document?: unknown }).document;
  clearSession();
});

describe('file calls after a reload', () => {
  it('refresh the access token from the cookie before the first request, which then carries it', async () => {
    reloadedWithCookie(true);
    const sent = gateway(['fresh'], () => 'fresh');
    const response = await authorizedFetch('/api/file');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('file bytes');
    expect(sent.filter((s) => s.path !== WEB_SETTINGS_PATH).map((s) => s.path)).toEqual([Routes.refresh.path, '/api/file']);
    expect(files(sent)).toEqual([{ path: '/api/file', authorization: 'Bearer fresh' }]);
  });

  it('send no token and refresh nothing without a session', async () => {
    reloadedWithCookie(false);
    const sent = gateway(['never'], () => 'never');
    expect((await authorizedFetch('/api/file')).status).toBe(401);
    expect(sent).toEqual([{ path: '/api/file', authorization: undefined }]);
  });
});

describe('file calls with an expired token', () => {
  it('refresh once and send again with the new token', async () => {
    saveSession({ token: 'expired' });
    const sent = gateway(['renewed'], () => 'renewed');
    const answer = await withAccessToken(async (token) => {
      const response = await fetch('/api/file', { headers: token ? { Authorization: `Bearer ${token}` } : {} });
      return { status: response.status, text: await response.text() };
    });
    expect(answer).toEqual({ status: 200, text: 'file bytes' });
    expect(files(sent).map((s) => s.authorization)).toEqual(['Bearer expired', 'Bearer renewed']);
    expect(accessToken()).toBe('renewed');
  });

  it('end the session when the refresh is refused, answering the 401', async () => {
    saveSession({ token: 'expired' });
    const sent = gateway([], () => 'other');
    expect((await authorizedFetch('/api/file', { headers: { Accept: 'application/pdf' } })).status).toBe(401);
    expect(files(sent).map((s) => s.authorization)).toEqual(['Bearer expired']);
    expect(accessToken()).toBeUndefined();
  });
});
