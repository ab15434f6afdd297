/**
 * Where a browser's session lives (docs/production.md, "Tokens"): the access token only in the web
 * app's memory, the refresh token only in an HttpOnly cookie that scripts cannot read. The gateway
 * sets the cookie when a sign-in completes or a session is refreshed, reads it when the web app asks
 * for a refresh or signs out without naming the token, and clears it on sign-out. A second cookie,
 * readable and holding nothing secret, only tells the web app after a reload that a session may be
 * there to refresh.
 *
 * Both are SameSite=Strict (no other site's page sends them), the token's with Path=/api, Secure when the request
 * came over HTTPS (X-Forwarded-Proto from the proxy in front), and last until the browser closes.
 */
import type { RouteDef } from '@dental/contracts';

export const REFRESH_COOKIE = 'dental_refresh';
export const SESSION_MARKER_COOKIE = 'dental_session';

export interface CookieToSet {
  name: string;
  value: string;
  httpOnly: boolean;
  /** The refresh token goes only to /api; the marker must be readable from every page. */
  path: '/api' | '/';
  /** Removes the cookie instead. */
  clear?: boolean;
}

/** The value of one cookie of a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The request as the service must see it: a refresh or sign-out that names no refresh token takes the
 * one of the cookie (the web app cannot read it).
 */
export function withRefreshTokenOfCookie(route: RouteDef, input: unknown, cookieHeader: string | undefined): unknown {
  if (route.sessionCookie !== 'renew' && route.sessionCookie !== 'clear') return input;
  const fields = typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  if (typeof fields.refreshToken === 'string' && fields.refreshToken !== '') return input;
  const token = cookieValue(cookieHeader, REFRESH_COOKIE);
  return token ? { ...fields, refreshToken: token } : input;
}

/** The cookies a route's answer sets: the new refresh token, or none left after sign-out. */
export function sessionCookiesOf(route: RouteDef, data: unknown): CookieToSet[] {
  if (route.sessionCookie === 'clear') return clearedSessionCookies();
  if (route.sessionCookie !== 'set' && route.sessionCookie !== 'renew') return [];
  const refreshToken = (data as { refreshToken?: unknown } | null)?.refreshToken;
  if (typeof refreshToken !== 'string') return [];
  return [
    { name: REFRESH_COOKIE, value: refreshToken, httpOnly: true, path: '/api' },
    { name: SESSION_MARKER_COOKIE, value: '1', httpOnly: false, path: '/' },
  ];
}

export function clearedSessionCookies(): CookieToSet[] {
  return [
    { name: REFRESH_COOKIE, value: '', httpOnly: true, path: '/api', clear: true },
    { name: SESSION_MARKER_COOKIE, value: '', httpOnly: false, path: '/', clear: true },
  ];
}
