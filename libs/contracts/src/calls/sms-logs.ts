/**
 * Two-factor SMS logs (Ring Central `/ring-central`, Air Call `/aircall-sms`): the messages each SMS
 * provider keeps, read through its public REST API with the client's credentials and its own paging.
 */
import { z } from 'zod';
import type { ProviderState } from './call-log';

export const SMS_PROVIDERS = ['ringcentral', 'aircall'] as const;
export type SmsProvider = (typeof SMS_PROVIDERS)[number];

/** A message (spec 03 §3 "SMS message"); `messageType` only from Air Call. */
export interface SmsMessage {
  id: string;
  toPhoneNumber: string;
  fromPhoneNumber: string;
  text: string;
  readStatus: string;
  direction: string;
  availability: string;
  eventDate: string;
  messageStatus: string;
  messageType?: string;
}

export interface SmsPage {
  records: SmsMessage[];
  paging: { page: number; perPage: number; totalElements: number };
  provider: ProviderState;
}

/** Page sizes of the SMS tables (spec 03 §9): 25 by default, 50 on request. */
export const SMS_PAGE_SIZES = [25, 50] as const;

const isoInstant = (name: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z)?$/, `${name} must be a date (YYYY-MM-DD or YYYY-MM-DDTHH:mm:ss.sssZ)`)
    .refine((v) => !Number.isNaN(Date.parse(v)), `${name} must be a real date`);

/**
 * `GET /api/sms/v1/ringcentral/messages` and `/aircall/messages`: page, perPage, phoneNumber and the
 * day range dateFrom (from T00:00:00.000Z) and dateTo (to T23:59:59.000Z). A bare day is widened to
 * the whole day as the web app sends it.
 */
export const smsListSchema = z
  .object({
    page: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(100_000)
      .default(1),
    perPage: z.coerce
      .number({ message: 'must be a number' })
      .int()
      .refine((v) => (SMS_PAGE_SIZES as readonly number[]).includes(v), `must be one of ${SMS_PAGE_SIZES.join(', ')}`)
      .default(SMS_PAGE_SIZES[0]),
    phoneNumber: z
      .string()
      .trim()
      .transform((v) => v.replace(/[^\d+]/g, ''))
      .pipe(z.string().regex(/^\+?\d{3,15}$/, 'must be a phone number'))
      .optional(),
    dateFrom: isoInstant('dateFrom')
      .transform((v) => (v.length === 10 ? `${v}T00:00:00.000Z` : v))
      .optional(),
    dateTo: isoInstant('dateTo')
      .transform((v) => (v.length === 10 ? `${v}T23:59:59.000Z` : v))
      .optional(),
    clientId: z.string().max(24).optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.dateFrom && v.dateTo && Date.parse(v.dateTo) < Date.parse(v.dateFrom))
      ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'cannot be before dateFrom' });
  });
export type SmsListQuery = z.output<typeof smsListSchema>;
