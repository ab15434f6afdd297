/**
 * Adapter of the SMS provider's Messages API (spec decision 6): `POST {SMS_API_URL}/Messages.json`,
 * form-encoded `To`, `From`, `Body`, HTTP basic authentication with the account id and token given
 * as the URL's user and password; the provider answers 201 with `{sid, status}`. Without
 * SMS_API_URL the product has no SMS provider and sign-in PINs go by e-mail.
 */
import { Inject, Injectable } from '@nestjs/common';
import { AUTH_CONFIG, type AuthConfig } from '../config';

export interface SmsReceipt {
  sid: string;
  status: string;
}

export class SmsDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}

@Injectable()
export class SmsProvider {
  private readonly endpoint?: string;
  private readonly authorization?: string;
  private readonly from?: string;

  constructor(@Inject(AUTH_CONFIG) config: Pick<AuthConfig, 'SMS_API_URL' | 'SMS_FROM'>) {
    if (!config.SMS_API_URL) return;
    const url = new URL(config.SMS_API_URL);
    const credentials = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
    url.username = '';
    url.password = '';
    this.endpoint = `${url.toString().replace(/\/+$/, '')}/Messages.json`;
    this.authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
    this.from = config.SMS_FROM;
  }

  /** Whether an SMS provider is configured. */
  get available(): boolean {
    return this.endpoint !== undefined;
  }

  async send(to: string, body: string): Promise<SmsReceipt> {
    if (!this.endpoint || !this.authorization) throw new SmsDeliveryError('No SMS provider is configured');
    const form = new URLSearchParams({ To: toE164(to), Body: body, ...(this.from ? { From: this.from } : {}) });
    let response: Response;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        headers: { Authorization: this.authorization, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: form,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new SmsDeliveryError(`The SMS provider could not be reached: ${(error as Error).message}`);
    }
    const answer = (await response.json().catch(() => undefined)) as Partial<SmsReceipt & { message: string }> | undefined;
    if (!response.ok || !answer?.sid) {
      throw new SmsDeliveryError(`The SMS provider refused the message (${response.status}): ${answer?.message ?? 'no details'}`);
    }
    return { sid: answer.sid, status: answer.status ?? 'queued' };
  }
}

/** Stored phones are digits only; US numbers may lack the country code. */
export function toE164(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `+${digits.length === 10 ? `1${digits}` : digits}`;
}
