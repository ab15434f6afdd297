/** Signs the short-lived access token (HS256) the gateway verifies with the same secret. */
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { newId, type AccessTokenClaims } from '@dental/contracts';
import { AUTH_CONFIG, type AuthConfig } from '../config';

export interface IssuedAccessToken {
  token: string;
  jti: string;
  expiresIn: number;
}

@Injectable()
export class AccessTokens {
  private readonly jwt: JwtService;
  private readonly ttlSeconds: number;

  constructor(@Inject(AUTH_CONFIG) config: Pick<AuthConfig, 'JWT_SECRET' | 'JWT_ACCESS_TTL_SECONDS'>) {
    this.jwt = new JwtService({ secret: config.JWT_SECRET, signOptions: { algorithm: 'HS256' } });
    this.ttlSeconds = config.JWT_ACCESS_TTL_SECONDS;
  }

  issue(user: { id: string; clientId: string }): IssuedAccessToken {
    const jti = newId();
    const claims: AccessTokenClaims = { sub: user.id, clientId: user.clientId, jti };
    return { token: this.jwt.sign(claims, { expiresIn: this.ttlSeconds }), jti, expiresIn: this.ttlSeconds };
  }
}
