import { SignedLinks } from './signed-links';

describe('SignedLinks', () => {
  const links = new SignedLinks({ JWT_SECRET: 'unit-test-secret-unit-test-secret-0123' });

  it('opens a token of its purpose that is bound to the same state', () => {
    const token = links.sign('password', 'user-1', 60, 'hash-A');
    const opened = links.open(token, 'password');
    expect(opened?.subject).toBe('user-1');
    expect(opened?.boundTo('hash-A')).toBe(true);
    expect(opened?.boundTo('hash-B')).toBe(false);
  });

  it('refuses another purpose, an expired token, another secret and a tampered payload', () => {
    const token = links.sign('unlock', 'user-1', 60, 'x');
    expect(links.open(token, 'password')).toBeUndefined();
    expect(links.open(links.sign('unlock', 'user-1', -1, 'x'), 'unlock')).toBeUndefined();
    const other = new SignedLinks({ JWT_SECRET: 'another-secret-another-secret-012345' });
    expect(other.open(token, 'unlock')?.boundTo('x')).toBe(false);
    const [, mac] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ p: 'unlock', s: 'user-2', e: 9_999_999_999 })).toString('base64url')}.${mac}`;
    expect(links.open(forged, 'unlock')?.boundTo('x')).toBe(false);
    expect(links.open('garbage', 'unlock')).toBeUndefined();
  });

  it('keeps PINs as an HMAC that matches only the same PIN of the same sign-in', () => {
    const stored = links.pinHash('attempt-1', '123456');
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(links.pinMatches(stored, 'attempt-1', '123456')).toBe(true);
    expect(links.pinMatches(stored, 'attempt-1', '123457')).toBe(false);
    expect(links.pinMatches(stored, 'attempt-2', '123456')).toBe(false);
  });
});
