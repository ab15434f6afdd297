/**
 * Sends the product's e-mails through the SMTP relay of SMTP_HOST/SMTP_PORT: the organisation's
 * relay in production, the maildev sink locally. Each service that mails provides it with its own
 * settings (the auth service: PINs and links; the billing service: onboarding decisions).
 */
import { Logger, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  /** Plain text; every mail is readable without HTML. */
  text: string;
}

export interface MailSettings {
  SMTP_HOST: string;
  SMTP_PORT: number;
  MAIL_FROM: string;
}

export class MailSender implements OnModuleDestroy {
  private readonly logger = new Logger(MailSender.name);
  private readonly transport: Transporter;
  private readonly from: string;

  constructor(settings: MailSettings) {
    this.transport = createTransport({
      // Kept-open connections: a PIN mail is on the sign-in's path, a new SMTP handshake each time is not.
      pool: true,
      maxConnections: 3,
      host: settings.SMTP_HOST,
      port: settings.SMTP_PORT,
      secure: settings.SMTP_PORT === 465,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    this.from = settings.MAIL_FROM;
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
