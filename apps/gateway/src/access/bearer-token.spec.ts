import { JwtService } from '@nestjs/jwt';
import { AppError, ErrorCode, TokenMessages } from '@dental/contracts';
import { BearerTokens } from './bearer-token';

const SECRET = 'unit-test-secret-unit-test-secret-0123';
const claims = { sub: '6955b9000000000000000302', clientId: '6955b9000000000000000101', jti: '6955b9000000000000000999' };
const signer = new JwtService({ secret: SECRET, signOptions: { algorithm: 'HS256', expiresIn: 900 } });
const tokens = new BearerTokens(SECRET);

function failure(header: string | undefined): AppError {
  try {
    tokens.verify(header);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the token to be refused');
}

describe('BearerTokens', () => {
  it('accepts a token the auth service signed and returns its claims', () => {
    const verified = tokens.verify(`Bearer ${signer.sign(claims)}`);
    expect(verified).toMatchObject(claims);
    expect(verified.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['another scheme', `Basic ${Buffer.from('a:b').toString('base64')}`],
    ['garbage', 'Bearer not.a.token'],
  ])('refuses %s as an invalid token', (_name, header) => {
    const error = failure(header);
    expect(error.code).toBe(ErrorCode.Unauthenticated);
    expect(error.message).toBe(TokenMessages.invalid);
  });

  it('refuses a token whose payload was changed', () => {
    const [head, , signature] = signer.sign(claims).split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, clientId: '6955b9000000000000000102', exp: 4_000_000_000 })).toString(
      'base64url',
    );
    expect(failure(`Bearer ${head}.${forged}.${signature}`).message).toBe(TokenMessages.invalid);
  });

  it('refuses a token signed with another secret', () => {
    const other = new JwtService({ secret: 'another-secret-another-secret-0123456' }).sign(claims);
    expect(failure(`Bearer ${other}`).message).toBe(TokenMessages.invalid);
  });

  it('refuses an unsigned token (alg none)', () => {
    const body = Buffer.from(JSON.stringify({ ...claims, exp: 4_000_000_000 })).toString('base64url');
    const head = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(failure(`Bearer ${head}.${body}.`).message).toBe(TokenMessages.invalid);
  });

  it('tells an expired token apart, so the web app refreshes it', () => {
    const expired = signer.sign({ ...claims, iat: Math.floor(Date.now() / 1000) - 1000 }, { expiresIn: 60 });
    const error = failure(`Bearer ${expired}`);
    expect(error.code).toBe(ErrorCode.Unauthenticated);
    expect(error.message).toBe(TokenMessages.expired);
  });

  it('refuses a well-signed token without the claims the gateway relies on', () => {
    expect(failure(`Bearer ${signer.sign({ sub: claims.sub, jti: claims.jti })}`).message).toBe(TokenMessages.invalid);
    expect(failure(`Bearer ${signer.sign({ ...claims, sub: 'admin' })}`).message).toBe(TokenMessages.invalid);
  });
});
