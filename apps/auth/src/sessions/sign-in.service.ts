/**
 * Sign-in in two steps (spec 01 §2, §7, §8):
 * 1. username and password (plus browser and device): the country check, the account lock-out, the
 *    known devices and locations, then a 6-digit PIN by e-mail or SMS; the answer is a pending sign-in.
 * 2. the PIN: single use, valid 10 minutes, a few wrong tries; the answer is the session.
 * Also the e-mailed links of this area: unlock a blocked account, authorize or block a new device or
 * location.
 */
import { Inject, Injectable } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  AppError,
  ErrorCode,
  SIGN_IN_FAILED_MESSAGE,
  SignInMessages,
  type AuthorizationRequest,
  type CommandInput,
  type AuthCommands,
  type MessageAnswer,
  type PendingSignIn,
  type Session,
} from '@dental/contracts';
import { AUTH_CONFIG, type AuthConfig } from '../config';
import { AppUser } from '../users/app-user.entity';
import { PasswordHasher } from '../users/password-hasher';
import { normaliseEmail } from '../users/user-accounts';
import { GeoLocator } from '../geo/geo-locator';
import { MailSender } from '../mail/mail-sender';
import { KnownLocations } from '../known-locations/known-locations';
import { LoginAttempts, type AttemptDetails } from '../login-history/login-attempts';
import { SignedLinks } from '../password/signed-links';
import { PinDelivery } from './pin-delivery';
import { SessionService } from './session.service';

export const PIN_VALID_MINUTES = 10;
/** Wrong PINs one pending sign-in tolerates before it is void (the user starts again at step 1). */
export const PIN_MAX_FAILURES = 5;
/** New PINs a user may ask for within PIN_VALID_MINUTES. */
export const NEW_PINS_PER_WINDOW = 3;
const AUTHORIZE_LINK_TTL_SECONDS = 24 * 3600;
const UNLOCK_LINK_TTL_SECONDS = 24 * 3600;

interface PendingRow {
  id: string;
  user_id: string;
  pin_hash: string | null;
  pin_channel: 'e-mail' | 'sms' | null;
  pin_expires_at: Date | null;
  pin_failures: number;
  pins_sent: number;
  completed_at: Date | null;
  access_id: string | null;
  ip: string;
}

@Injectable()
export class SignInService {
  private readonly maxFailedPasswords: number;
  private readonly webBaseUrl: string;

  constructor(
    @Inject(AUTH_CONFIG) config: Pick<AuthConfig, 'LOGIN_MAX_FAILED_ATTEMPTS' | 'WEB_BASE_URL'>,
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly geo: GeoLocator,
    private readonly locations: KnownLocations,
    private readonly attempts: LoginAttempts,
    private readonly links: SignedLinks,
    private readonly pins: PinDelivery,
    private readonly mail: MailSender,
    private readonly sessions: SessionService,
  ) {
    this.maxFailedPasswords = config.LOGIN_MAX_FAILED_ATTEMPTS;
    this.webBaseUrl = config.WEB_BASE_URL;
  }

  async signIn(input: CommandInput<typeof AuthCommands.signIn>): Promise<PendingSignIn> {
    const device: AttemptDetails = {
      browser: input.browser,
      browserVersion: input.browserVersion,
      deviceType: input.deviceType,
      deviceOs: input.deviceOs,
    };
    const where = this.geo.locate(input.ip);
    const users = this.dataSource.getRepository(AppUser);
    const user = await users.findOne({ where: { email: normaliseEmail(input.username) } });
    // Always one verification, so an unknown user and a wrong password cost the same time.
    const matches = await this.hasher.verify(user?.passwordHash, input.password);

    if (!this.geo.isAllowed(where)) {
      if (user) await this.attempts.record(user.id, device, where, 'Country not allowed');
      throw new AppError(ErrorCode.CountryNotAllowed, SignInMessages.country);
    }
    if (!user) throw notFound();
    if (user.lockedAt) {
      await this.attempts.record(user.id, device, where, 'Blocked');
      throw new AppError(ErrorCode.Blocked, SignInMessages.blocked);
    }
    if (!matches) {
      const [[row]] = await this.dataSource.query<[{ failed_attempts: number }[], number]>(
        `UPDATE app_user SET failed_attempts = failed_attempts + 1,
                locked_at = CASE WHEN failed_attempts + 1 >= $2 THEN now() ELSE locked_at END
          WHERE id = $1 RETURNING failed_attempts`,
        [user.id, this.maxFailedPasswords],
      );
      if (row.failed_attempts >= this.maxFailedPasswords) {
        await this.attempts.record(user.id, device, where, 'Blocked');
        await this.mailUnlockLink(user.id);
        throw new AppError(ErrorCode.Blocked, SignInMessages.blocked);
      }
      await this.attempts.record(user.id, device, where, 'Wrong password');
      throw notFound();
    }

    const access = await this.locations.recognise(user.id, device, where);
    if (access.state === 'blocked') {
      await this.attempts.record(user.id, device, where, 'Location blocked', access.id);
      throw notFound();
    }
    await this.dataSource.query(`UPDATE app_user SET failed_attempts = 0 WHERE id = $1`, [user.id]);
    const trackLoginId = await this.attempts.record(user.id, device, where, 'PIN sent', access.id);
    const pending = await this.sendPin(trackLoginId, user, 1);
    if (access.needsAuthorization) await this.mailAuthorizationLink(user, trackLoginId, device, where.label);
    return pending;
  }

  async verifyPin(trackLoginId: string, pin: string): Promise<Session> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query<PendingRow[]>(`SELECT * FROM login_attempt WHERE id = $1 FOR UPDATE`, [trackLoginId]);
      if (!row || !isPending(row)) return { refused: true as const };
      if (!this.links.pinMatches(row.pin_hash!, trackLoginId, pin)) {
        const failures = row.pin_failures + 1;
        await manager.query(
          `UPDATE login_attempt SET pin_failures = $2::int,
                  outcome = CASE WHEN $2::int >= $3::int THEN 'Wrong PIN' ELSE outcome END,
                  pin_hash = CASE WHEN $2::int >= $3::int THEN NULL ELSE pin_hash END
            WHERE id = $1`,
          [trackLoginId, failures, PIN_MAX_FAILURES],
        );
        return { refused: true as const };
      }
      const user = await manager.findOne(AppUser, { where: { id: row.user_id } });
      if (!user || user.lockedAt) return { refused: true as const };
      if (row.access_id) {
        const [access] = await manager.query<{ state: string }[]>(`SELECT state FROM known_access WHERE id = $1`, [row.access_id]);
        if (access?.state === 'blocked') return { refused: true as const };
        await this.locations.touch(manager, row.access_id, row.ip);
      }
      const issued = await this.sessions.open(manager, user);
      await manager.query(
        `UPDATE login_attempt SET completed_at = now(), outcome = 'Signed in', pin_hash = NULL,
                session_family = $2, session_jti = $3, session_expires_at = now() + make_interval(secs => $4)
          WHERE id = $1`,
        [trackLoginId, issued.familyId, issued.jti, issued.session.expiresIn],
      );
      return { refused: false as const, session: issued.session };
    });
    if (outcome.refused) throw new AppError(ErrorCode.Unauthenticated, SignInMessages.pinInvalid);
    return outcome.session;
  }

  async newPin(trackLoginId: string): Promise<PendingSignIn> {
    const [row] = await this.dataSource.query<PendingRow[]>(`SELECT * FROM login_attempt WHERE id = $1`, [trackLoginId]);
    if (!row || !isPending(row)) throw new AppError(ErrorCode.Unauthenticated, SignInMessages.pinInvalid);
    const [{ asked }] = await this.dataSource.query<{ asked: string }[]>(
      `SELECT coalesce(sum(pins_sent - 1), 0) AS asked FROM login_attempt
        WHERE user_id = $1 AND created_at > now() - make_interval(mins => $2)`,
      [row.user_id, PIN_VALID_MINUTES],
    );
    if (Number(asked) >= NEW_PINS_PER_WINDOW) throw new AppError(ErrorCode.Conflict, SignInMessages.pinLimit);
    const user = await this.dataSource.getRepository(AppUser).findOneOrFail({ where: { id: row.user_id } });
    return this.sendPin(trackLoginId, user, row.pins_sent + 1);
  }

  /** 'Send the e-mail again' on the blocked warning: the same answer whatever the account. */
  async sendUnlockMail(username: string): Promise<MessageAnswer> {
    const user = await this.dataSource.getRepository(AppUser).findOne({ where: { email: normaliseEmail(username) } });
    if (user?.lockedAt) await this.mailUnlockLink(user.id);
    return { message: SignInMessages.checkEmail };
  }

  async unlock(token: string): Promise<MessageAnswer> {
    const link = this.links.open(token, 'unlock');
    const user = link && (await this.dataSource.getRepository(AppUser).findOne({ where: { id: link.subject } }));
    if (!link || !user?.lockedAt || !link.boundTo(user.lockedAt.toISOString())) throw invalidLink();
    await this.dataSource.query(`UPDATE app_user SET locked_at = NULL, failed_attempts = 0 WHERE id = $1 AND locked_at IS NOT NULL`, [
      user.id,
    ]);
    return { message: SignInMessages.unlocked };
  }

  async authorizationRequest(trackLoginId: string, signature: string): Promise<AuthorizationRequest> {
    return (await this.pendingAuthorization(trackLoginId, signature)).request;
  }

  async decide(input: CommandInput<typeof AuthCommands.allowSignIn>, decision: 'allowed' | 'blocked'): Promise<MessageAnswer> {
    const { request } = await this.pendingAuthorization(input.trackLoginId, input.token);
    if (input.userId && input.userId !== request.userId) throw invalidLink();
    await this.locations.setState(request.userId, request.accessId, decision);
    return { message: decision === 'allowed' ? SignInMessages.authorized : SignInMessages.blockedLocation };
  }

  private async pendingAuthorization(trackLoginId: string, signature: string): Promise<{ request: AuthorizationRequest }> {
    const link = this.links.open(signature, 'authorize');
    if (!link || link.subject !== trackLoginId) throw invalidLink();
    const [row] = await this.dataSource.query<
      {
        user_id: string;
        access_id: string;
        created_at: Date;
        browser: string;
        browser_version: string;
        device_type: string;
        device_os: string;
        location: string;
        ip: string;
        state: 'pending' | 'allowed' | 'blocked';
      }[]
    >(
      `SELECT a.user_id, a.access_id, a.created_at, a.browser, a.browser_version, a.device_type, a.device_os, a.location, a.ip, k.state
         FROM login_attempt a JOIN known_access k ON k.id = a.access_id WHERE a.id = $1`,
      [trackLoginId],
    );
    // Bound to the pending state: once decided, the link has done its job.
    if (!row || row.state !== 'pending' || !link.boundTo(`${row.access_id}:pending`)) throw invalidLink();
    return {
      request: {
        trackLoginId,
        userId: row.user_id,
        accessId: row.access_id,
        date: row.created_at.toISOString(),
        browser: [row.browser, row.browser_version].filter(Boolean).join(' '),
        device: row.device_type,
        os: row.device_os,
        location: row.location,
        ip: row.ip,
        state: row.state,
      },
    };
  }

  private async sendPin(trackLoginId: string, user: AppUser, pinsSent: number): Promise<PendingSignIn> {
    const pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.dataSource.query(
      `UPDATE login_attempt SET pin_hash = $2, pin_expires_at = now() + make_interval(mins => $3), pins_sent = $4 WHERE id = $1`,
      [trackLoginId, this.links.pinHash(trackLoginId, pin), PIN_VALID_MINUTES, pinsSent],
    );
    const sent = await this.pins.send(user, pin, PIN_VALID_MINUTES);
    await this.dataSource.query(`UPDATE login_attempt SET pin_channel = $2 WHERE id = $1`, [trackLoginId, sent.channel]);
    return { pinRequired: true, trackLoginId, sentTo: sent.channel, destination: sent.destination, expiresIn: PIN_VALID_MINUTES * 60 };
  }

  private async mailUnlockLink(userId: string): Promise<void> {
    const user = await this.dataSource.getRepository(AppUser).findOneOrFail({ where: { id: userId } });
    if (!user.lockedAt) return;
    const token = this.links.sign('unlock', user.id, UNLOCK_LINK_TTL_SECONDS, user.lockedAt.toISOString());
    this.mail.sendInBackground(
      {
        to: user.email,
        subject: 'Your account is blocked',
        text: [
          `Dear ${user.firstName || 'user'},`,
          '',
          'Your account was blocked after several sign-ins with a wrong password.',
          'If it was you, open this link to unblock it (valid 24 hours):',
          `${this.webBaseUrl}/unlock?signature=${token}`,
          '',
          'If it was not you, reset your password from the sign-in page.',
        ].join('\n'),
      },
      'unlock',
    );
  }

  private async mailAuthorizationLink(user: AppUser, trackLoginId: string, device: AttemptDetails, location: string): Promise<void> {
    const [row] = await this.dataSource.query<{ access_id: string }[]>(`SELECT access_id FROM login_attempt WHERE id = $1`, [trackLoginId]);
    const token = this.links.sign('authorize', trackLoginId, AUTHORIZE_LINK_TTL_SECONDS, `${row.access_id}:pending`);
    // A mail failure must not stop the sign-in: the location stays pending and can be decided from the Profile page.
    this.mail.sendInBackground(
      {
        to: user.email,
        subject: 'New sign-in from a new device or location',
        text: [
          `Dear ${user.firstName || 'user'},`,
          '',
          'Someone signed in to your account from a device or location we had not seen before:',
          `  Browser: ${[device.browser, device.browserVersion].filter(Boolean).join(' ') || 'unknown'}`,
          `  Device: ${device.deviceType || 'unknown'} (${device.deviceOs || 'unknown system'})`,
          `  Location: ${location}`,
          '',
          'Open this link to authorize or block it (valid 24 hours):',
          `${this.webBaseUrl}/authorize/${trackLoginId}?signature=${token}`,
        ].join('\n'),
      },
      'new-location authorisation',
    );
  }
}

function isPending(row: PendingRow): boolean {
  return (
    row.completed_at === null &&
    row.pin_hash !== null &&
    row.pin_expires_at !== null &&
    row.pin_expires_at.getTime() > Date.now() &&
    row.pin_failures < PIN_MAX_FAILURES
  );
}

function notFound(): AppError {
  return new AppError(ErrorCode.Unauthenticated, SIGN_IN_FAILED_MESSAGE);
}

function invalidLink(): AppError {
  return new AppError(ErrorCode.NotFound, SignInMessages.invalidLink);
}
