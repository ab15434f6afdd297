/**
 * Sends a sign-in PIN: by SMS when the user has a phone, has not asked for PINs by e-mail
 * (forcePinEmail) and an SMS provider is configured; by e-mail otherwise, and also when the SMS
 * provider fails, so a provider outage never keeps people out.
 */
import { Injectable, Logger } from '@nestjs/common';
import { MailSender } from '../mail/mail-sender';
import { SmsProvider, toE164 } from '../sms/sms-provider';

export interface PinRecipient {
  email: string;
  phone: string;
  forcePinEmail: boolean;
  firstName: string;
}

export interface PinSent {
  channel: 'e-mail' | 'sms';
  destination: string;
}

@Injectable()
export class PinDelivery {
  private readonly logger = new Logger(PinDelivery.name);

  constructor(
    private readonly mail: MailSender,
    private readonly sms: SmsProvider,
  ) {}

  async send(to: PinRecipient, pin: string, validMinutes: number): Promise<PinSent> {
    if (this.sms.available && to.phone && !to.forcePinEmail) {
      try {
        await this.sms.send(to.phone, `Your Insurance Verification sign-in PIN is ${pin}. It expires in ${validMinutes} minutes.`);
        return { channel: 'sms', destination: maskPhone(to.phone) };
      } catch (error) {
        this.logger.warn({ err: error }, 'The PIN could not be sent by SMS; sending it by e-mail');
      }
    }
    await this.mail.send({
      to: to.email,
      subject: 'Your sign-in PIN',
      text: [
        `Dear ${to.firstName || 'user'},`,
        '',
        `Your sign-in PIN is: ${pin}`,
        '',
        `It expires in ${validMinutes} minutes and works once. If you did not try to sign in, change your password.`,
      ].join('\n'),
    });
    return { channel: 'e-mail', destination: maskEmail(to.email) };
  }
}

export function maskEmail(email: string): string {
  const [name, domain] = email.split('@');
  if (!domain) return '***';
  const shown = name.length <= 2 ? name[0] : `${name[0]}${'*'.repeat(Math.min(name.length - 2, 6))}${name[name.length - 1]}`;
  return `${shown}@${domain}`;
}

export function maskPhone(phone: string): string {
  const digits = toE164(phone).slice(1);
  return `+${'*'.repeat(Math.max(digits.length - 3, 0))}${digits.slice(-3)}`;
}
