/**
 * Tokens of the links the auth service mails: `<payload>.<mac>`, the payload (base64url JSON: what
 * the link is for, whom it concerns, when it expires) signed with HMAC-SHA256 under a key derived
 * from JWT_SECRET for this use only. The MAC also covers a "binding" that the caller reads from the
 * current state (the password hash, the lock time, the pending state): once that changes, the link
 * stops working, so each link is single use without storing it.
 *
 * PINs are kept as an HMAC under a second derived key, so a copy of the table does not reveal them
 * and cannot be searched offline without the secret.
 */
import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AUTH_CONFIG, type AuthConfig } from '../config';

export type LinkPurpose = 'password' | 'unlock' | 'authorize';

export interface OpenedLink {
  purpose: LinkPurpose;
  subject: string;
  /** True when the token was signed over `binding`. */
  boundTo(binding: string): boolean;
}

@Injectable()
export class SignedLinks {
  private readonly linkKey: Buffer;
  private readonly pinKey: Buffer;

  constructor(@Inject(AUTH_CONFIG) config: Pick<AuthConfig, 'JWT_SECRET'>) {
    this.linkKey = createHmac('sha256', config.JWT_SECRET).update('dental:e-mailed-links:v1').digest();
    this.pinKey = createHmac('sha256', config.JWT_SECRET).update('dental:sign-in-pins:v1').digest();
  }

  sign(purpose: LinkPurpose, subject: string, ttlSeconds: number, binding: string): string {
    const payload = Buffer.from(JSON.stringify({ p: purpose, s: subject, e: Math.floor(Date.now() / 1000) + ttlSeconds })).toString(
      'base64url',
    );
    return `${payload}.${this.mac(payload, binding)}`;
  }

  /** Reads a token of the given purpose that has not expired; undefined for anything else. */
  open(token: string, purpose: LinkPurpose): OpenedLink | undefined {
    const [payload, mac, extra] = token.split('.');
    if (!payload || !mac || extra !== undefined) return undefined;
    let claims: { p?: unknown; s?: unknown; e?: unknown };
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
    } catch {
      return undefined;
    }
    if (claims.p !== purpose || typeof claims.s !== 'string' || typeof claims.e !== 'number') return undefined;
    if (claims.e * 1000 <= Date.now()) return undefined;
    const presented = Buffer.from(mac, 'base64url');
    return {
      purpose,
      subject: claims.s,
      boundTo: (binding) => {
        const expected = Buffer.from(this.mac(payload, binding), 'base64url');
        return presented.length === expected.length && timingSafeEqual(presented, expected);
      },
    };
  }

  pinHash(trackLoginId: string, pin: string): string {
    return createHmac('sha256', this.pinKey).update(`${trackLoginId}:${pin}`).digest('hex');
  }

  pinMatches(stored: string, trackLoginId: string, pin: string): boolean {
    const expected = Buffer.from(this.pinHash(trackLoginId, pin), 'hex');
    const actual = Buffer.from(stored, 'hex');
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  private mac(payload: string, binding: string): string {
    return createHmac('sha256', this.linkKey).update(`${payload}|${binding}`).digest('base64url');
  }
}
