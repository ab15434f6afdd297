import { RateLimits, rateLimitedMessage } from './rate-limits';

describe('RateLimits', () => {
  it('counts an address and an account in the same window, forgetting the account only where asked', () => {
    expect(RateLimits.signIn).toEqual({
      name: 'sign-in',
      perAddress: { points: 60, seconds: 900 },
      perAccount: { field: 'username', points: 10, seconds: 900 },
      forgetAccountOnSuccess: true,
    });
    expect(RateLimits.passwordReset).toEqual({
      name: 'password-reset',
      perAddress: { points: 20, seconds: 3600 },
      perAccount: { field: 'email', points: 5, seconds: 3600 },
    });
  });

  it('counts the e-mailed links per address only', () => {
    expect(RateLimits.signedLink).toEqual({ name: 'signed-link', perAddress: { points: 60, seconds: 900 } });
  });

  it('names each limit once, so routes share counts only on purpose', () => {
    const names = Object.values(RateLimits).map((l) => l.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('says how long to wait', () => {
    expect(rateLimitedMessage(30)).toBe('Too many attempts. Please try again in 30 seconds.');
    expect(rateLimitedMessage(61)).toBe('Too many attempts. Please try again in 2 minutes.');
  });
});
