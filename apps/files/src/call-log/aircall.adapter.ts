/**
 * The call provider's public REST API (Aircall v1), typed: calls listed and searched with its own
 * paging (`page`, `per_page` up to 50, `meta.total`), one call by id, and the text messages of the
 * Air Call SMS log. HTTP Basic authentication with the client's API id and token.
 */
import type { Call, CallDirection, SmsMessage } from '@dental/contracts';
import { providerJson, providerUrl } from '../providers/provider-http';

export const AIRCALL = 'Aircall';

/** Aircall's call object: the fields the product shows. */
export interface AircallCallWire {
  id: number;
  direction: CallDirection;
  status: string;
  started_at: number;
  answered_at: number | null;
  ended_at: number | null;
  duration: number;
  raw_digits: string;
  recording: string | null;
  cost: string | null;
  user: { id: number; name: string; email: string; language: string; time_zone: string } | null;
  number: { name: string; digits: string; country: string; time_zone: string } | null;
}
interface AircallMeta {
  count: number;
  total: number;
  current_page: number;
  per_page: number;
}
export interface AircallMessageWire {
  id: string;
  direction: string;
  status: string;
  type: string;
  body: string;
  raw_digits: string;
  number: { digits: string } | null;
  read: boolean;
  created_at: number;
}

export interface AircallCredentials {
  apiId: string;
  apiToken: string;
}

export interface CallFilters {
  direction?: CallDirection;
  phoneNumber?: string;
  userId?: number;
  /** Epoch seconds. */
  from?: number;
  to?: number;
}

export interface AircallPage<T> {
  items: T[];
  meta: AircallMeta;
}

export class AircallAdapter {
  constructor(
    private readonly baseUrl: string,
    private readonly credentials: AircallCredentials,
    private readonly timeoutMs: number,
  ) {}

  /** Newest first. */
  async listCalls(page: number, perPage: number): Promise<AircallPage<Call>> {
    const answer = await this.get<{ meta: AircallMeta; calls: AircallCallWire[] }>('v1/calls', { page, per_page: perPage, order: 'desc' });
    return { items: answer.calls.map(callOf), meta: answer.meta };
  }

  async searchCalls(filters: CallFilters, page: number, perPage: number): Promise<AircallPage<Call>> {
    const answer = await this.get<{ meta: AircallMeta; calls: AircallCallWire[] }>('v1/calls/search', {
      page,
      per_page: perPage,
      order: 'desc',
      direction: filters.direction,
      phone_number: filters.phoneNumber,
      user_id: filters.userId,
      from: filters.from,
      to: filters.to,
    });
    return { items: answer.calls.map(callOf), meta: answer.meta };
  }

  async getCall(id: number): Promise<Call> {
    const answer = await this.get<{ call: AircallCallWire }>(`v1/calls/${id}`);
    return callOf(answer.call);
  }

  /** The account's text messages, newest first; `from`/`to` in epoch seconds. */
  async listMessages(
    filters: { phoneNumber?: string; from?: number; to?: number },
    page: number,
    perPage: number,
  ): Promise<AircallPage<SmsMessage>> {
    const answer = await this.get<{ meta: AircallMeta; messages: AircallMessageWire[] }>('v1/messages', {
      page,
      per_page: perPage,
      order: 'desc',
      phone_number: filters.phoneNumber,
      from: filters.from,
      to: filters.to,
    });
    return { items: answer.messages.map(messageOf), meta: answer.meta };
  }

  private get<T>(path: string, query: Record<string, string | number | undefined> = {}): Promise<T> {
    const token = Buffer.from(`${this.credentials.apiId}:${this.credentials.apiToken}`).toString('base64');
    return providerJson<T>({
      provider: AIRCALL,
      url: providerUrl(this.baseUrl, path, query),
      headers: { Authorization: `Basic ${token}` },
      timeoutMs: this.timeoutMs,
    });
  }
}

export function callOf(wire: AircallCallWire): Call {
  return {
    id: wire.id,
    direction: wire.direction,
    status: wire.status,
    started_at: wire.started_at,
    answered_at: wire.answered_at ?? null,
    ended_at: wire.ended_at ?? null,
    duration: wire.duration ?? 0,
    cost: wire.cost ?? null,
    raw_digits: wire.raw_digits,
    recording: wire.recording ?? null,
    number: wire.number
      ? { name: wire.number.name, digits: wire.number.digits, country: wire.number.country, time_zone: wire.number.time_zone }
      : null,
    user: wire.user
      ? { id: wire.user.id, name: wire.user.name, email: wire.user.email, language: wire.user.language, time_zone: wire.user.time_zone }
      : null,
  };
}

/** An outbound message went from the account's number to the person's; an inbound one the other way. */
export function messageOf(wire: AircallMessageWire): SmsMessage {
  const ours = wire.number?.digits ?? '';
  const outbound = wire.direction === 'outbound';
  return {
    id: wire.id,
    toPhoneNumber: outbound ? wire.raw_digits : ours,
    fromPhoneNumber: outbound ? ours : wire.raw_digits,
    text: wire.body,
    readStatus: wire.read ? 'Read' : 'Unread',
    direction: outbound ? 'Outbound' : 'Inbound',
    availability: 'Alive',
    eventDate: new Date(wire.created_at * 1000).toISOString(),
    messageStatus: wire.status,
    messageType: wire.type,
  };
}
