/** Sessions: opened by a completed sign-in (sign-in.service.ts), refreshed, ended (spec 01 §7). */
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError, ErrorCode, type Session } from '@dental/contracts';
import { AppUser } from '../users/app-user.entity';
import { AccessTokens, type IssuedAccessToken } from './access-tokens';
import { REFRESH_REFUSED_MESSAGE, RefreshTokens } from './refresh-tokens';
import { TokenBlacklist } from './token-blacklist';

@Injectable()
export class SessionService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accessTokens: AccessTokens,
    private readonly refreshTokens: RefreshTokens,
    private readonly blacklist: TokenBlacklist,
  ) {}

  /** Opens the session of a completed sign-in (after its PIN), in the caller's transaction. */
  async open(manager: EntityManager, user: AppUser): Promise<{ session: Session; familyId: string; jti: string }> {
    await manager.update(AppUser, { id: user.id }, { lastLogin: () => 'now()', failedAttempts: 0 });
    const refresh = await this.refreshTokens.issue(user.id, manager);
    const access = this.accessTokens.issue(user);
    return { session: this.session(user, refresh.token, access), familyId: refresh.familyId, jti: access.jti };
  }

  async refresh(presented: string): Promise<Session> {
    const { userId, token } = await this.refreshTokens.rotate(presented);
    const user = await this.dataSource.getRepository(AppUser).findOne({ where: { id: userId } });
    if (!user) throw new AppError(ErrorCode.Unauthenticated, REFRESH_REFUSED_MESSAGE);
    return this.session(user, token);
  }

  async logout(userId: string, jti: string, exp: number, refreshToken?: string): Promise<void> {
    await this.blacklist.add(jti, exp);
    if (refreshToken) await this.refreshTokens.revokeSessionOf(refreshToken, userId);
  }

  private session(user: AppUser, refreshToken: string, access: IssuedAccessToken = this.accessTokens.issue(user)): Session {
    return {
      token: access.token,
      refreshToken,
      expiresIn: access.expiresIn,
      user: {
        _id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        name: `${user.firstName} ${user.lastName}`.trim(),
        email: user.email,
        clientId: user.clientId,
        defaultPath: user.defaultPath,
      },
    };
  }
}
