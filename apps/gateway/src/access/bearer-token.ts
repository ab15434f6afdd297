/** Verifies the access token the auth service signed (HS256, shared JWT_SECRET). */
import { createSecretKey } from 'node:crypto';
import { JwtService, TokenExpiredError } from '@nestjs/jwt';
import { AppError, ErrorCode, TokenMessages, isId, type AccessTokenClaims } from '@dental/contracts';

export type VerifiedClaims = AccessTokenClaims & { exp: number };

export class BearerTokens {
  private readonly jwt: JwtService;

  constructor(secret: string) {
    // A key object, made once: given the secret as text, jsonwebtoken first tries to read it as a
    // public key on every call, which cost the gateway about a seventh of its CPU under load.
    this.jwt = new JwtService({ secret: createSecretKey(Buffer.from(secret, 'utf8')), verifyOptions: { algorithms: ['HS256'] } });
  }

  /** The claims of a valid `Authorization: Bearer <token>`; a missing, malformed or forged token is 401. */
  verify(authorization: string | undefined): VerifiedClaims {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    if (!match) throw invalid();
    let claims: Partial<VerifiedClaims>;
    try {
      claims = this.jwt.verify<Partial<VerifiedClaims>>(match[1]);
    } catch (error) {
      if (error instanceof TokenExpiredError) throw new AppError(ErrorCode.Unauthenticated, TokenMessages.expired);
      throw invalid();
    }
    if (
      !isId(claims.sub) ||
      !isId(claims.clientId) ||
      typeof claims.jti !== 'string' ||
      claims.jti === '' ||
      typeof claims.exp !== 'number'
    ) {
      throw invalid();
    }
    return claims as VerifiedClaims;
  }
}

function invalid(): AppError {
  return new AppError(ErrorCode.Unauthenticated, TokenMessages.invalid);
}
