/**
 * Forgot password and create password (spec 01 §2, §5): a link signed over the current password
 * hash, so it works once and stops working as soon as the password changes. The answer to a reset
 * request is the same whether the e-mail is known or not, and the mail goes out in the background
 * so the timing tells nothing either.
 */
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppError, ErrorCode, SignInMessages, type LinkValidation, type MessageAnswer } from '@dental/contracts';
import { AUTH_CONFIG, type AuthConfig } from '../config';
import { AppUser } from '../users/app-user.entity';
import { PasswordHasher } from '../users/password-hasher';
import { normaliseEmail } from '../users/user-accounts';
import { MailSender } from '../mail/mail-sender';
import { SessionEnder } from '../sessions/session-ender';
import { SignedLinks } from './signed-links';

const RESET_LINK_TTL_SECONDS = 3600;
const CREATE_LINK_TTL_SECONDS = 72 * 3600;

@Injectable()
export class PasswordLinks {
  private readonly webBaseUrl: string;

  constructor(
    @Inject(AUTH_CONFIG) config: Pick<AuthConfig, 'WEB_BASE_URL'>,
    private readonly dataSource: DataSource,
    private readonly links: SignedLinks,
    private readonly mail: MailSender,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionEnder,
  ) {
    this.webBaseUrl = config.WEB_BASE_URL;
  }

  async requestReset(email: string): Promise<MessageAnswer> {
    const user = await this.dataSource.getRepository(AppUser).findOne({ where: { email: normaliseEmail(email) } });
    if (user) {
      const token = this.links.sign('password', user.id, RESET_LINK_TTL_SECONDS, user.passwordHash);
      this.mail.sendInBackground(
        {
          to: user.email,
          subject: 'Reset your password',
          text: [
            `Dear ${user.firstName || 'user'},`,
            '',
            'Open this link to choose a new password (valid 1 hour, once):',
            `${this.webBaseUrl}/password_reset?signature=${token}`,
            '',
            'If you did not ask for it, ignore this e-mail: your password stays as it is.',
          ].join('\n'),
        },
        'password reset',
      );
    }
    return { message: SignInMessages.checkEmail };
  }

  /**
   * Mails a new user the link to create their password (/password_create). For the users screens:
   * a user created without a password gets this instead.
   */
  async mailCreateLink(userId: string): Promise<void> {
    const user = await this.dataSource.getRepository(AppUser).findOneOrFail({ where: { id: userId } });
    const token = this.links.sign('password', user.id, CREATE_LINK_TTL_SECONDS, user.passwordHash);
    await this.mail.send({
      to: user.email,
      subject: 'Create your password',
      text: [
        `Dear ${user.firstName || 'user'},`,
        '',
        'An account was created for you. Open this link to create your password (valid 72 hours, once):',
        `${this.webBaseUrl}/password_create?signature=${token}`,
      ].join('\n'),
    });
  }

  async validate(token: string): Promise<LinkValidation> {
    for (const purpose of ['password', 'unlock'] as const) {
      const link = this.links.open(token, purpose);
      if (!link) continue;
      const user = await this.dataSource.getRepository(AppUser).findOne({ where: { id: link.subject } });
      const binding = purpose === 'password' ? user?.passwordHash : user?.lockedAt?.toISOString();
      if (user && binding && link.boundTo(binding)) return { valid: true, purpose, userId: user.id, email: user.email };
    }
    throw invalidLink();
  }

  async updatePassword(token: string, password: string, userId?: string): Promise<MessageAnswer> {
    const link = this.links.open(token, 'password');
    if (!link || (userId && userId !== link.subject)) throw invalidLink();
    const user = await this.dataSource.getRepository(AppUser).findOne({ where: { id: link.subject } });
    if (!user || !link.boundTo(user.passwordHash)) throw invalidLink();
    const hash = await this.hasher.hash(password);
    // Compare-and-set on the old hash: of two concurrent uses of one link, only one changes the password.
    const [, changed] = await this.dataSource.query<[unknown, number]>(
      `UPDATE app_user SET password_hash = $3, failed_attempts = 0, locked_at = NULL, updated_at = now() WHERE id = $1 AND password_hash = $2`,
      [user.id, user.passwordHash, hash],
    );
    if (changed !== 1) throw invalidLink();
    await this.sessions.endAllSessionsOf(user.id);
    return { message: SignInMessages.passwordReset };
  }
}

function invalidLink(): AppError {
  return new AppError(ErrorCode.NotFound, SignInMessages.invalidLink);
}
