/**
 * Every call to the gateway goes through `callApi`, built from the contract's route table: the
 * Bearer token, the client of the first selected practice (query for GET, body otherwise), the
 * encrypted body layer, the answer envelope, and the session rules of spec 01 §4 and §8.
 */
import {
  Routes,
  TokenMessages,
  looksEncrypted,
  openJson,
  sealJson,
  type ApiAnswer,
  type ApiFailure,
  type CommandAnswer,
  type RouteDef,
  type Session,
} from '@dental/contracts';
import { webSettings } from '../config';
import { readAppSettings, selectedClientId } from '../practices/appSettings';
import { ApiError, apiErrorOf } from './apiError';
import { accessToken, clearSession, hasSession, saveSession } from './session';
import { announceSessionExpired } from './sessionEvents';

export interface CallOptions {
  body?: object;
  /** A list value repeats its parameter (`practiceIds=a&practiceIds=b`). */
  query?: Record<string, string | string[]>;
  /** Values of the path's `{name}` parameters. */
  params?: Record<string, string>;
  signal?: AbortSignal;
}

export type AnswerOf<R extends RouteDef> = CommandAnswer<R['command']>;

interface RawAnswer {
  status: number;
  answer: Partial<ApiAnswer<unknown>> | undefined;
}

async function send(route: RouteDef, options: CallOptions): Promise<RawAnswer> {
  const clientId = route.public ? undefined : selectedClientId(readAppSettings());
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = route.public ? undefined : accessToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const query = new URLSearchParams(
    Object.entries(options.query ?? {}).flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => [name, v])),
  );
  let body: string | undefined;
  if (route.method === 'GET' && clientId && !query.has('clientId')) query.set('clientId', clientId);
  const search = query.toString();
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(options.params?.[name] ?? ''));

  let response: Response;
  try {
    if (route.method !== 'GET') {
      // The settings come from the gateway; when it cannot be reached this counts as the call failing to reach it.
      const settings = await webSettings();
      const plain = { ...(options.body ?? {}), ...(clientId && !(options.body && 'clientId' in options.body) ? { clientId } : {}) };
      body = JSON.stringify(settings.encryptBodies ? await sealJson(plain, settings.bodyEncryptionKey) : plain);
      headers['Content-Type'] = 'application/json';
    }
    response = await fetch(search ? `${path}?${search}` : path, {
      method: route.method,
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return { status: 0, answer: undefined };
  }
  let answer: Partial<ApiAnswer<unknown>> | undefined;
  try {
    answer = (await response.json()) as Partial<ApiAnswer<unknown>>;
  } catch {
    answer = undefined;
  }
  return { status: response.status, answer };
}

async function unwrap(answer: Partial<ApiAnswer<unknown>>): Promise<unknown> {
  if ('value' in answer && typeof answer.value === 'string') {
    const envelope: unknown = JSON.parse(answer.value);
    if (!looksEncrypted(envelope)) throw new Error('The encrypted answer is not an envelope');
    return openJson(envelope, (await webSettings()).bodyEncryptionKey);
  }
  return 'data' in answer ? answer.data : undefined;
}

let refreshing: Promise<boolean> | null = null;

/**
 * Exchanges the refresh token (the gateway reads it from its HttpOnly cookie) once, however many calls
 * need a new access token at the same moment.
 */
function refreshSession(): Promise<boolean> {
  if (!hasSession()) return Promise.resolve(false);
  refreshing ??= (async () => {
    try {
      const { status, answer } = await send(Routes.refresh, { body: {} });
      if (status !== 200 || !answer?.success) return false;
      saveSession((await unwrap(answer)) as Session);
      return true;
    } catch {
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

function reloadSignedOut(): void {
  clearSession();
  window.location.reload();
}

/**
 * The session rules of `callApi` for the calls it cannot make: the gateway's own file handlers
 * (multipart uploads with progress, file downloads). `send` makes the request with the access token
 * it is given. After a reload only the cookie is left, so a token is refreshed first; a 401 (the token
 * expired meanwhile) refreshes once and sends again; a refused refresh ends the session.
 */
export async function withAccessToken<T extends { status: number }>(send: (token: string | undefined) => Promise<T>): Promise<T> {
  if (!accessToken() && hasSession()) await refreshSession();
  const first = await send(accessToken());
  if (first.status !== 401 || !hasSession()) return first;
  if (!(await refreshSession())) {
    clearSession();
    return first;
  }
  return send(accessToken());
}

/** `fetch` with the session's Bearer token, refreshed as `callApi` does (for downloads the gateway streams). */
export function authorizedFetch(path: string, init: RequestInit = {}): Promise<Response> {
  return withAccessToken((token) =>
    fetch(path, {
      ...init,
      headers: { ...(init.headers as Record<string, string> | undefined), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    }),
  );
}

export async function callApi<R extends RouteDef>(route: R, options: CallOptions = {}): Promise<AnswerOf<R>> {
  // After a reload only the cookie is left: get an access token before the first call that needs one.
  if (!route.public && !accessToken() && hasSession()) await refreshSession();
  let { status, answer } = await send(route, options);

  if (!route.public && status === 401) {
    const failure = answer as Partial<ApiFailure> | undefined;
    if (failure?.message === TokenMessages.blacklisted) {
      announceSessionExpired();
      throw apiErrorOf(status, failure);
    }
    if (failure?.message === TokenMessages.invalid) {
      reloadSignedOut();
      throw apiErrorOf(status, failure, true);
    }
    if (failure?.message === TokenMessages.refreshRefused || !(await refreshSession())) {
      clearSession();
      throw apiErrorOf(status, failure, true);
    }
    ({ status, answer } = await send(route, options));
    if (status === 401) {
      clearSession();
      throw apiErrorOf(status, answer as Partial<ApiFailure> | undefined, true);
    }
  }

  if (!route.public && status === 403) {
    reloadSignedOut();
    throw apiErrorOf(status, answer as Partial<ApiFailure> | undefined, true);
  }

  if (!answer || answer.success !== true) {
    const failure = answer as Partial<ApiFailure> | undefined;
    if (failure?.message) console.warn(`${route.method} ${route.path} failed (${status}): ${failure.message}`);
    throw apiErrorOf(status, failure);
  }
  try {
    return (await unwrap(answer)) as AnswerOf<R>;
  } catch (error) {
    console.error(`${route.method} ${route.path}: ${(error as Error).message}`);
    throw new ApiError(apiErrorOf(500, undefined).message, 500, undefined, (error as Error).message);
  }
}

export { ApiError };
