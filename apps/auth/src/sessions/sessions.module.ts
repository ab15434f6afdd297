import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { AccessTokens } from './access-tokens';
import { RefreshTokens } from './refresh-tokens';
import { TokenBlacklist } from './token-blacklist';
import { SessionService } from './session.service';
import { SessionHandlers } from './session.handlers';

/** Sign-in, token refresh with rotation, and logout. */
@Module({
  imports: [UsersModule],
  providers: [AccessTokens, RefreshTokens, TokenBlacklist, SessionService, SessionHandlers],
  exports: [SessionService],
})
export class SessionsModule {}
