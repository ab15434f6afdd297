/**
 * Where the browser keeps the session: the access token in this module's memory only, the refresh
 * token in an HttpOnly cookie the gateway sets and scripts cannot read. A script injected into the
 * page can therefore never carry a token away. After a reload the access token is gone; the first
 * call asks /api/refresh, which the gateway answers from the cookie (docs/production.md, "Tokens").
 * The gateway's readable `dental_session` cookie holds nothing secret: it only says a session may be
 * there to refresh. Both cookies end when the browser closes; the server revokes them on logout.
 */
import type { Session } from '@dental/contracts';

const SESSION_MARKER = 'dental_session';

let token: string | undefined;

function hasMarker(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_MARKER}=`));
}

export function accessToken(): string | undefined {
  return token;
}

/** True while an access token is held or the gateway's cookie says a session can be refreshed. */
export function hasSession(): boolean {
  return token !== undefined || hasMarker();
}

export function saveSession(session: Pick<Session, 'token'>): void {
  token = session.token;
}

export function clearSession(): void {
  token = undefined;
  // The marker is readable, so the web app can drop it; the HttpOnly refresh cookie goes with logout's answer.
  if (typeof document !== 'undefined') document.cookie = `${SESSION_MARKER}=; Path=/; Max-Age=0; SameSite=Strict`;
}
