/**
 * The auth service's e-mails (sign-in PINs, authorisation, unlock and password links), through the
 * product's one SMTP sender with the auth service's settings.
 */
import { Inject, Injectable } from '@nestjs/common';
import { MailSender as SmtpMailSender } from '@dental/messaging';
import { AUTH_CONFIG, type AuthConfig } from '../config';

export type { OutgoingMail } from '@dental/messaging';

@Injectable()
export class MailSender extends SmtpMailSender {
  constructor(@Inject(AUTH_CONFIG) config: Pick<AuthConfig, 'SMTP_HOST' | 'SMTP_PORT' | 'MAIL_FROM'>) {
    super(config);
  }
}
