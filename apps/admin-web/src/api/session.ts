/**
 * The session lives in cookies (spec 01 §3): the access token and the refresh token, both
 * SameSite=Strict so no other site's page can send them. They are session cookies: closing the
 * browser ends the session. JavaScript must read the access token to send it as a Bearer header,
 * so the cookies cannot be HttpOnly; the server revokes both on logout.
 */
import type { Session } from '@dental/contracts';

const TOKEN = 'token';
const REFRESH_TOKEN = 'refreshToken';

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`;
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Strict${maxAge}${secure}`;
}

export function accessToken(): string | undefined {
  return readCookie(TOKEN) || undefined;
}

export function refreshToken(): string | undefined {
  return readCookie(REFRESH_TOKEN) || undefined;
}

export function hasSession(): boolean {
  return accessToken() !== undefined || refreshToken() !== undefined;
}

export function saveSession(session: Pick<Session, 'token' | 'refreshToken'>): void {
  writeCookie(TOKEN, session.token);
  writeCookie(REFRESH_TOKEN, session.refreshToken);
}

export function clearSession(): void {
  writeCookie(TOKEN, '', 0);
  writeCookie(REFRESH_TOKEN, '', 0);
}
