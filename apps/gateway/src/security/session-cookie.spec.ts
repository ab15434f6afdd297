import { Routes } from '@dental/contracts';
import { REFRESH_COOKIE, SESSION_MARKER_COOKIE, cookieValue, sessionCookiesOf, withRefreshTokenOfCookie } from './session-cookie';

const session = { token: 'access', refreshToken: 'r'.repeat(40), expiresIn: 900, user: {} };

describe('the session cookies', () => {
  it('sets the refresh token HttpOnly on /api and a readable marker when sign-in completes or a session renews', () => {
    for (const route of [Routes.authenticatePin, Routes.refresh]) {
      expect(sessionCookiesOf(route, session)).toEqual([
        { name: REFRESH_COOKIE, value: session.refreshToken, httpOnly: true, path: '/api' },
        { name: SESSION_MARKER_COOKIE, value: '1', httpOnly: false, path: '/' },
      ]);
    }
  });

  it('clears both on sign-out and sets none on other calls', () => {
    expect(sessionCookiesOf(Routes.logout, { message: 'ok' }).every((c) => c.clear)).toBe(true);
    expect(sessionCookiesOf(Routes.authenticate, { trackLoginId: 'x' })).toEqual([]);
    expect(sessionCookiesOf(Routes.getAllTransaction, session)).toEqual([]);
  });

  it("gives a refresh or a sign-out naming no token the cookie's, and leaves a named one alone", () => {
    const header = `other=1; ${REFRESH_COOKIE}=${encodeURIComponent('from cookie')}; x=y`;
    expect(withRefreshTokenOfCookie(Routes.refresh, {}, header)).toEqual({ refreshToken: 'from cookie' });
    expect(withRefreshTokenOfCookie(Routes.logout, { jti: 'j' }, header)).toEqual({ jti: 'j', refreshToken: 'from cookie' });
    expect(withRefreshTokenOfCookie(Routes.refresh, { refreshToken: 'sent' }, header)).toEqual({ refreshToken: 'sent' });
    // Any other call never receives the refresh token.
    expect(withRefreshTokenOfCookie(Routes.getAllTransaction, {}, header)).toEqual({});
    expect(withRefreshTokenOfCookie(Routes.refresh, {}, undefined)).toEqual({});
  });

  it('reads one cookie of a header, and nothing from a broken one', () => {
    expect(cookieValue('a=1; b=two%20words', 'b')).toBe('two words');
    expect(cookieValue('a=1', 'b')).toBeUndefined();
    expect(cookieValue('b=%E0%A4%A', 'b')).toBeUndefined();
  });
});
