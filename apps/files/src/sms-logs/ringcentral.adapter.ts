/**
 * RingCentral's public REST API, typed: the JWT-bearer token exchange (the app's client id and
 * secret, the account's JWT) and the SMS message store with its own paging (`page`, `perPage`,
 * `paging.totalElements`). An access token is kept until shortly before it expires and asked again
 * once when the provider says it is no longer valid.
 */
import { createHash } from 'node:crypto';
import type { SmsMessage } from '@dental/contracts';
import { ProviderError, providerJson, providerUrl } from '../providers/provider-http';

export const RINGCENTRAL = 'RingCentral';
const JWT_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const MESSAGE_STORE = 'restapi/v1.0/account/~/extension/~/message-store';
/** A token is renewed this long before the provider says it expires. */
const EXPIRY_MARGIN_MS = 60_000;

export interface RingCentralMessageWire {
  id: number | string;
  to: { phoneNumber?: string }[];
  from: { phoneNumber?: string };
  subject?: string;
  creationTime: string;
  readStatus: string;
  direction: string;
  availability: string;
  messageStatus: string;
}
interface RingCentralPageWire {
  records: RingCentralMessageWire[];
  paging: { page: number; perPage: number; totalElements?: number };
}

export interface RingCentralCredentials {
  clientId: string;
  clientSecret: string;
  jwt: string;
}

export interface MessageFilters {
  phoneNumber?: string;
  /** ISO instants. */
  dateFrom?: string;
  dateTo?: string;
}

/** Access tokens by credentials (a digest of them, so no secret is a map key), shared by every adapter of the process. */
const tokens = new Map<string, { token: string; expiresAt: number }>();

export class RingCentralAdapter {
  private readonly tokenKey: string;

  constructor(
    private readonly baseUrl: string,
    private readonly credentials: RingCentralCredentials,
    private readonly timeoutMs: number,
  ) {
    this.tokenKey = createHash('sha256')
      .update(`${baseUrl}\n${credentials.clientId}\n${credentials.clientSecret}\n${credentials.jwt}`)
      .digest('hex');
  }

  async listMessages(filters: MessageFilters, page: number, perPage: number): Promise<{ records: SmsMessage[]; totalElements: number }> {
    const query = {
      messageType: 'SMS',
      page,
      perPage,
      phoneNumber: filters.phoneNumber,
      dateFrom: filters.dateFrom,
      dateTo: filters.dateTo,
    };
    const url = providerUrl(this.baseUrl, MESSAGE_STORE, query);
    let answer: RingCentralPageWire;
    try {
      answer = await this.get<RingCentralPageWire>(url, await this.token());
    } catch (error) {
      if (!(error instanceof ProviderError) || error.failure !== 'refused') throw error;
      // The token may have been revoked or expired early: ask for a new one once.
      tokens.delete(this.tokenKey);
      answer = await this.get<RingCentralPageWire>(url, await this.token());
    }
    return { records: answer.records.map(messageOf), totalElements: answer.paging.totalElements ?? answer.records.length };
  }

  private get<T>(url: string, token: string): Promise<T> {
    return providerJson<T>({ provider: RINGCENTRAL, url, headers: { Authorization: `Bearer ${token}` }, timeoutMs: this.timeoutMs });
  }

  private async token(): Promise<string> {
    const kept = tokens.get(this.tokenKey);
    if (kept && kept.expiresAt > Date.now()) return kept.token;
    const basic = Buffer.from(`${this.credentials.clientId}:${this.credentials.clientSecret}`).toString('base64');
    let answer: { access_token: string; expires_in: number };
    try {
      answer = await providerJson<{ access_token: string; expires_in: number }>({
        provider: RINGCENTRAL,
        url: providerUrl(this.baseUrl, 'restapi/oauth/token'),
        method: 'POST',
        headers: { Authorization: `Basic ${basic}` },
        body: new URLSearchParams({ grant_type: JWT_GRANT, assertion: this.credentials.jwt }),
        timeoutMs: this.timeoutMs,
      });
    } catch (error) {
      // The token endpoint answers 400 invalid_client / invalid_grant for wrong credentials.
      if (error instanceof ProviderError && error.failure === 'bad-request')
        throw new ProviderError(RINGCENTRAL, 'refused', `${RINGCENTRAL} refused the credentials saved on the Credentials screen`);
      throw error;
    }
    tokens.set(this.tokenKey, { token: answer.access_token, expiresAt: Date.now() + answer.expires_in * 1000 - EXPIRY_MARGIN_MS });
    return answer.access_token;
  }
}

export function messageOf(wire: RingCentralMessageWire): SmsMessage {
  return {
    id: String(wire.id),
    toPhoneNumber: wire.to
      .map((t) => t.phoneNumber ?? '')
      .filter(Boolean)
      .join(', '),
    fromPhoneNumber: wire.from.phoneNumber ?? '',
    text: wire.subject ?? '',
    readStatus: wire.readStatus,
    direction: wire.direction,
    availability: wire.availability,
    eventDate: wire.creationTime,
    messageStatus: wire.messageStatus,
  };
}
