/**
 * Refresh tokens: 32 random bytes (base64url) given to the browser once, stored as a SHA-256 hash.
 * A refresh revokes the presented token and issues its successor in the same family. A revoked token
 * presented again means someone kept a copy: the whole family is revoked, ending that session for
 * both the thief and the user, who signs in again.
 *
 * Except within REFRESH_REUSE_GRACE_MS of its rotation, while its family is still live: a browser that
 * reloads while its refresh is on the way never receives the successor's cookie, and presents the
 * rotated token again from the new page. That is the user, not a thief, so it gets another successor
 * (the "reuse interval" of Auth0 and Okta's grace period). A token revoked by logout was never
 * rotated and is always refused.
 */
import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { DataSource, IsNull, MoreThan, type EntityManager } from 'typeorm';
import { AppError, ErrorCode, TokenMessages } from '@dental/contracts';
import { RefreshToken } from './refresh-token.entity';
import { AUTH_CONFIG, type AuthConfig } from '../config';

export const REFRESH_REFUSED_MESSAGE = TokenMessages.refreshRefused;

/** How long a rotated token may still be exchanged, for a page reloaded while its refresh was answered. */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

@Injectable()
export class RefreshTokens {
  private readonly ttlSeconds: number;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(AUTH_CONFIG) config: Pick<AuthConfig, 'JWT_REFRESH_TTL_SECONDS'>,
  ) {
    this.ttlSeconds = config.JWT_REFRESH_TTL_SECONDS;
  }

  /** Starts a new family (sign-in); answers the token and its family, which ends the session when revoked. */
  async issue(userId: string, manager: EntityManager = this.dataSource.manager): Promise<{ token: string; familyId: string }> {
    const familyId = randomUUID();
    const { token } = await this.insert(manager, userId, familyId);
    return { token, familyId };
  }

  /**
   * Exchanges a live token for its successor; answers the user id and the new token. A revoked token
   * revokes its family (committed even though the call fails); an unknown or expired one is refused.
   */
  async rotate(presented: string): Promise<{ userId: string; token: string }> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(RefreshToken, {
        where: { tokenHash: hashRefreshToken(presented) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!row || row.expiresAt.getTime() <= Date.now()) return { refused: true as const };
      if (row.revokedAt) {
        if (await this.reusedWithinGrace(manager, row)) {
          const next = await this.insert(manager, row.userId, row.familyId);
          return { refused: false as const, userId: row.userId, token: next.token };
        }
        await this.revokeFamily(manager, row.familyId);
        return { refused: true as const };
      }
      const next = await this.insert(manager, row.userId, row.familyId);
      await manager.update(RefreshToken, { id: row.id }, { revokedAt: () => 'now()', replacedBy: next.id });
      return { refused: false as const, userId: row.userId, token: next.token };
    });
    if (outcome.refused) throw new AppError(ErrorCode.Unauthenticated, REFRESH_REFUSED_MESSAGE);
    return { userId: outcome.userId, token: outcome.token };
  }

  /** Logout: ends the session the token belongs to, if it is the user's. */
  async revokeSessionOf(presented: string, userId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(RefreshToken, { where: { tokenHash: hashRefreshToken(presented), userId } });
      if (row) await this.revokeFamily(manager, row.familyId);
    });
  }

  /** A rotated (not logged-out) token presented again soon after its rotation, its family still holding a live token. */
  private async reusedWithinGrace(manager: EntityManager, row: RefreshToken): Promise<boolean> {
    if (!row.replacedBy || !row.revokedAt || Date.now() - row.revokedAt.getTime() > REFRESH_REUSE_GRACE_MS) return false;
    const live = await manager.count(RefreshToken, {
      where: { familyId: row.familyId, revokedAt: IsNull(), expiresAt: MoreThan(new Date()) },
    });
    return live > 0;
  }

  private async revokeFamily(manager: EntityManager, familyId: string): Promise<void> {
    await manager.update(RefreshToken, { familyId, revokedAt: IsNull() }, { revokedAt: () => 'now()' });
  }

  private async insert(manager: EntityManager, userId: string, familyId: string): Promise<{ id: string; token: string }> {
    const token = randomBytes(32).toString('base64url');
    const id = randomUUID();
    await manager.insert(RefreshToken, {
      id,
      userId,
      tokenHash: hashRefreshToken(token),
      familyId,
      expiresAt: new Date(Date.now() + this.ttlSeconds * 1000),
    });
    return { id, token };
  }
}
