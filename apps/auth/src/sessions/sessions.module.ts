import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { MailSender } from '../mail/mail-sender';
import { SmsProvider } from '../sms/sms-provider';
import { GeoLocator } from '../geo/geo-locator';
import { KnownLocations } from '../known-locations/known-locations';
import { KnownLocationsHandlers } from '../known-locations/known-locations.handlers';
import { LoginAttempts } from '../login-history/login-attempts';
import { LoginHistoryHandlers } from '../login-history/login-history.handlers';
import { SignedLinks } from '../password/signed-links';
import { PasswordLinks } from '../password/password-links';
import { PasswordHandlers } from '../password/password.handlers';
import { ProfileHandlers } from '../profile/profile.handlers';
import { AccessTokens } from './access-tokens';
import { RefreshTokens } from './refresh-tokens';
import { TokenBlacklist } from './token-blacklist';
import { SessionService } from './session.service';
import { SessionEnder } from './session-ender';
import { PinDelivery } from './pin-delivery';
import { SignInService } from './sign-in.service';
import { SessionHandlers } from './session.handlers';

/**
 * Two-step sign-in (PIN by e-mail or SMS), lock-out, country and new-location checks, the e-mailed
 * links (unlock, authorize, password), token refresh with rotation, logout, and the account pages'
 * calls (profile, login history, known locations).
 */
@Module({
  imports: [UsersModule],
  providers: [
    MailSender,
    SmsProvider,
    GeoLocator,
    SignedLinks,
    AccessTokens,
    RefreshTokens,
    TokenBlacklist,
    SessionService,
    SessionEnder,
    KnownLocations,
    LoginAttempts,
    PinDelivery,
    SignInService,
    PasswordLinks,
    SessionHandlers,
    PasswordHandlers,
    ProfileHandlers,
    LoginHistoryHandlers,
    KnownLocationsHandlers,
  ],
  exports: [SessionService, PasswordLinks, MailSender],
})
export class SessionsModule {}
