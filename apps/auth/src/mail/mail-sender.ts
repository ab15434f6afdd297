/**
 * Sends the product's e-mails (sign-in PINs, authorisation, unlock and password links) through the
 * SMTP relay of SMTP_HOST/SMTP_PORT: the organisation's relay in production, the maildev sink locally.
 */
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { AUTH_CONFIG, type AuthConfig } from '../config';

export interface OutgoingMail {
  to: string;
  subject: string;
  /** Plain text; every mail is readable without HTML. */
  text: string;
}

@Injectable()
export class MailSender implements OnModuleDestroy {
  private readonly logger = new Logger(MailSender.name);
  private readonly transport: Transporter;
  private readonly from: string;

  constructor(@Inject(AUTH_CONFIG) config: Pick<AuthConfig, 'SMTP_HOST' | 'SMTP_PORT' | 'MAIL_FROM'>) {
    this.transport = createTransport({
      // Kept-open connections: a PIN mail is on the sign-in's path, a new SMTP handshake each time is not.
      pool: true,
      maxConnections: 3,
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_PORT === 465,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    this.from = config.MAIL_FROM;
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text });
  }

  /**
   * For mails whose sending must not change the answer or its timing (password reset, unlock): a
   * failure is logged, never reported to the caller.
   */
  sendInBackground(mail: OutgoingMail, what: string): void {
    this.send(mail).catch((error: unknown) => this.logger.error({ err: error }, `Could not send the ${what} e-mail`));
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
