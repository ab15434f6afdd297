import { signInFailure, BLOCKED_MESSAGE, COUNTRY_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE } from './signInFailure';

describe('signInFailure', () => {
  it('reads 403 as a blocked account', () => {
    expect(signInFailure(403)).toEqual({ kind: 'blocked', message: BLOCKED_MESSAGE });
  });

  it('reads 406 as a country where the application is not offered', () => {
    expect(signInFailure(406)).toEqual({ kind: 'country', message: COUNTRY_MESSAGE });
  });

  it("reads 429 as too many attempts, with the gateway's wait", () => {
    const message = 'Too many attempts. Please try again in 14 minutes.';
    expect(signInFailure(429, message)).toEqual({ kind: 'tooManyAttempts', message });
    expect(signInFailure(429)).toEqual({ kind: 'tooManyAttempts', message: TOO_MANY_ATTEMPTS_MESSAGE });
  });

  it("answers every other failure with 'User not found !'", () => {
    for (const status of [401, 400, 404, 500, 0, undefined]) {
      expect(signInFailure(status)).toEqual({ kind: 'notFound', message: 'User not found !' });
    }
  });
});
