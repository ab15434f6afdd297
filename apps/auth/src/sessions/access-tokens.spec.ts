import { JwtService } from '@nestjs/jwt';
import { isId } from '@dental/contracts';
import { AccessTokens } from './access-tokens';

const SECRET = 'unit-test-secret-unit-test-secret-0123';

describe('AccessTokens', () => {
  const tokens = new AccessTokens({ JWT_SECRET: SECRET, JWT_ACCESS_TTL_SECONDS: 900 });
  const user = { id: '6955b9000000000000000302', clientId: '6955b9000000000000000101' };

  it('signs HS256 tokens carrying the user, their client and a token id, valid for the configured time', () => {
    const issued = tokens.issue(user);
    const [header] = issued.token.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    const claims = new JwtService({ secret: SECRET }).verify<{ sub: string; clientId: string; jti: string; iat: number; exp: number }>(
      issued.token,
    );
    expect(claims).toMatchObject({ sub: user.id, clientId: user.clientId, jti: issued.jti });
    expect(claims.exp - claims.iat).toBe(900);
    expect(issued.expiresIn).toBe(900);
    expect(isId(issued.jti)).toBe(true);
  });

  it('gives every token its own id, so logout ends exactly one', () => {
    expect(tokens.issue(user).jti).not.toBe(tokens.issue(user).jti);
  });

  it('cannot be verified with another secret', () => {
    expect(() => new JwtService({ secret: 'another-secret-another-secret-012345' }).verify(tokens.issue(user).token)).toThrow();
  });
});
