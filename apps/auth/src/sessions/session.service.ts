/** Sign-in, refresh and logout (spec 01 §7 "Session and permissions"). */
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppError, ErrorCode, SIGN_IN_FAILED_MESSAGE, type Session } from '@dental/contracts';
import { AppUser } from '../users/app-user.entity';
import { PasswordHasher } from '../users/password-hasher';
import { normaliseEmail } from '../users/user-accounts';
import { AccessTokens } from './access-tokens';
import { REFRESH_REFUSED_MESSAGE, RefreshTokens } from './refresh-tokens';
import { TokenBlacklist } from './token-blacklist';

@Injectable()
export class SessionService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly accessTokens: AccessTokens,
    private readonly refreshTokens: RefreshTokens,
    private readonly blacklist: TokenBlacklist,
  ) {}

  async signIn(username: string, password: string): Promise<Session> {
    const users = this.dataSource.getRepository(AppUser);
    const user = await users.findOne({ where: { email: normaliseEmail(username) } });
    // Always one verification, so an unknown user and a wrong password cost the same time.
    const matches = await this.hasher.verify(user?.passwordHash, password);
    if (!user || !matches) throw new AppError(ErrorCode.Unauthenticated, SIGN_IN_FAILED_MESSAGE);
    const refreshToken = await this.dataSource.transaction(async (manager) => {
      await manager.update(AppUser, { id: user.id }, { lastLogin: () => 'now()' });
      return this.refreshTokens.issue(user.id, manager);
    });
    return this.session(user, refreshToken);
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

  private session(user: AppUser, refreshToken: string): Session {
    const access = this.accessTokens.issue(user);
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
