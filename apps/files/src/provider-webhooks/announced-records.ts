/**
 * The records the providers' webhooks carry, read into the product's own shapes with the same
 * mapping as the adapters' API answers. Aircall posts `{resource, event, timestamp, token, data}`
 * with `data` its call or message object; RingCentral posts `{uuid, event, body}` with `body` a
 * message-store record. Only calls and text messages are read; other events are acknowledged and
 * left alone.
 */
import { z } from 'zod';
import { AppError, ErrorCode, WebhookMessages, type Call, type SmsMessage, type WebhookProvider } from '@dental/contracts';
import { callOf, messageOf as aircallMessageOf } from '../call-log/aircall.adapter';
import { messageOf as ringCentralMessageOf } from '../sms-logs/ringcentral.adapter';

export type AnnouncedRecord =
  | { resource: 'call'; recordId: string; event: string; call: Call }
  | { resource: 'message'; recordId: string; event: string; message: SmsMessage; phone: string };

const text = z.string().max(500);
const aircallUser = z.object({ id: z.number(), name: text, email: text, language: text, time_zone: text }).passthrough();
const aircallNumber = z.object({ name: text, digits: text, country: text, time_zone: text }).passthrough();
const aircallCall = z
  .object({
    id: z.number().int().positive(),
    direction: z.enum(['inbound', 'outbound']),
    status: text,
    started_at: z.number().int(),
    answered_at: z.number().int().nullable().default(null),
    ended_at: z.number().int().nullable().default(null),
    duration: z.number().min(0).default(0),
    raw_digits: text,
    recording: text.nullable().default(null),
    cost: text.nullable().default(null),
    user: aircallUser.nullable().default(null),
    number: aircallNumber.nullable().default(null),
  })
  .passthrough();
const aircallMessage = z
  .object({
    id: z.union([text, z.number()]).transform(String),
    direction: z.enum(['inbound', 'outbound']),
    status: text,
    type: text.default('SMS'),
    body: z.string().max(5000).default(''),
    raw_digits: text,
    number: z.object({ digits: text }).passthrough().nullable().default(null),
    read: z.boolean().default(false),
    created_at: z.number().int(),
  })
  .passthrough();
const aircallBody = z.object({
  resource: text,
  event: text,
  token: text.optional(),
  data: z.unknown(),
});

const ringCentralBody = z.object({
  event: text,
  body: z
    .object({
      id: z.union([z.number(), text]).transform(String),
      type: text,
      to: z.array(z.object({ phoneNumber: text.optional() }).passthrough()).default([]),
      from: z.object({ phoneNumber: text.optional() }).passthrough().default({}),
      subject: z.string().max(5000).optional(),
      creationTime: z.string().datetime({ offset: true }),
      readStatus: text.default('Unread'),
      direction: z.enum(['Inbound', 'Outbound']),
      availability: text.default('Alive'),
      messageStatus: text,
    })
    .passthrough(),
});

/** The body parsed as JSON, or a 400 naming the problem. */
export function webhookJson(payload: string): Record<string, unknown> {
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    throw badBody('body', 'is not JSON');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badBody('body', 'must be an object');
  return body as Record<string, unknown>;
}

/** The token Aircall put in the body, checked before anything else of the body is read. */
export function aircallToken(body: Record<string, unknown>): string {
  return typeof body.token === 'string' ? body.token : '';
}

/** The call or message a provider's webhook body announces, null for events the product does not read. */
export function announcedRecord(provider: WebhookProvider, body: Record<string, unknown>): AnnouncedRecord | null {
  return provider === 'aircall' ? aircallRecord(body) : ringCentralRecord(body);
}

function aircallRecord(raw: Record<string, unknown>): AnnouncedRecord | null {
  const body = parse(aircallBody, raw, '');
  if (body.resource === 'call') {
    const call = callOf(parse(aircallCall, body.data, 'data'));
    return { resource: 'call', recordId: String(call.id), event: body.event, call };
  }
  if (body.resource === 'message') {
    const wire = parse(aircallMessage, body.data, 'data');
    return { resource: 'message', recordId: wire.id, event: body.event, message: aircallMessageOf(wire), phone: wire.raw_digits };
  }
  return null;
}

function ringCentralRecord(raw: Record<string, unknown>): AnnouncedRecord | null {
  if (typeof raw.body === 'object' && raw.body && (raw.body as { type?: unknown }).type !== 'SMS') return null;
  const { body } = parse(ringCentralBody, raw, '');
  const message = ringCentralMessageOf(body);
  const other = body.direction === 'Outbound' ? (body.to[0]?.phoneNumber ?? '') : (body.from.phoneNumber ?? '');
  return { resource: 'message', recordId: body.id, event: `message.${body.messageStatus.toLowerCase()}`, message, phone: other };
}

function parse<T extends z.ZodTypeAny>(schema: T, value: unknown, prefix: string): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw badBody([prefix, ...issue.path.map(String)].filter(Boolean).join('.') || 'body', issue.message);
}

function badBody(path: string, message: string): AppError {
  return new AppError(ErrorCode.BadInput, `${WebhookMessages.badBody}: ${path} ${message}`, true, [{ path, message }]);
}
