/**
 * A local stand-in of RingCentral's public REST API, with demo data: the JWT-bearer token exchange
 * (`POST /restapi/oauth/token`, HTTP Basic with the app's client id and secret) and the message
 * store (`GET /restapi/v1.0/account/~/extension/~/message-store`, Bearer token) with its
 * page/perPage paging, phoneNumber, dateFrom and dateTo, answering `records`, `paging` and
 * `navigation`. A wrong secret or JWT answers 400 `invalid_client` / `invalid_grant`; an unknown
 * or expired access token 401 `TokenInvalid`, as the provider does.
 */
import { randomBytes } from 'node:crypto';
import { basicAuth, intParam, json, seededRandom, startHttpStandIn, type HttpStandIn } from './http-stand-in';

export interface RingCentralMessage {
  id: number;
  uri: string;
  type: 'SMS';
  to: { phoneNumber: string }[];
  from: { phoneNumber: string };
  subject: string;
  creationTime: string;
  lastModifiedTime: string;
  readStatus: 'Read' | 'Unread';
  direction: 'Inbound' | 'Outbound';
  availability: 'Alive' | 'Deleted' | 'Purged';
  messageStatus: 'Queued' | 'Sent' | 'Delivered' | 'DeliveryFailed' | 'SendingFailed' | 'Received';
}

export interface RingCentralStandInOptions {
  clientId?: string;
  clientSecret?: string;
  jwt?: string;
  port?: number;
  now?: number;
  messages?: number;
}

export interface RingCentralStandIn extends HttpStandIn {
  messages: RingCentralMessage[];
  /** Forgets every access token issued, as if they expired. */
  expireTokens(): void;
}

export const RINGCENTRAL_DEMO_CREDENTIALS = {
  clientId: 'demo-ringcentral-client-id',
  clientSecret: 'demo-ringcentral-client-secret',
  jwt: 'demo-ringcentral-jwt-assertion',
} as const;

const JWT_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const STORE = '/restapi/v1.0/account/~/extension/~/message-store';

export function demoRingCentralMessages(count: number, now: number): RingCentralMessage[] {
  const random = seededRandom(42);
  const messages: RingCentralMessage[] = [];
  for (let i = 0; i < count; i++) {
    const id = 7_000_000 + count - i;
    const created = new Date((now - Math.floor(((i + random()) / count) * 30 * 86_400)) * 1000).toISOString();
    const delivered = random() > 0.08;
    messages.push({
      id,
      uri: `https://platform.ringcentral.com${STORE}/${id}`,
      type: 'SMS',
      to: [{ phoneNumber: `+1786555${String(2000 + Math.floor(random() * 40)).padStart(4, '0')}` }],
      from: { phoneNumber: '+18885550100' },
      subject: `Dental: your sign-in code is ${String(Math.floor(random() * 1_000_000)).padStart(6, '0')}. It expires in 10 minutes.`,
      creationTime: created,
      lastModifiedTime: created,
      readStatus: random() > 0.5 ? 'Read' : 'Unread',
      direction: 'Outbound',
      availability: 'Alive',
      messageStatus: delivered ? 'Delivered' : 'DeliveryFailed',
    });
  }
  return messages;
}

export async function startRingCentralStandIn(options: RingCentralStandInOptions = {}): Promise<RingCentralStandIn> {
  const clientId = options.clientId ?? RINGCENTRAL_DEMO_CREDENTIALS.clientId;
  const clientSecret = options.clientSecret ?? RINGCENTRAL_DEMO_CREDENTIALS.clientSecret;
  const jwt = options.jwt ?? RINGCENTRAL_DEMO_CREDENTIALS.jwt;
  const messages = demoRingCentralMessages(options.messages ?? 130, options.now ?? Math.floor(Date.now() / 1000));
  const tokens = new Set<string>();

  const server = await startHttpStandIn(
    [
      [
        'POST',
        '/restapi/oauth/token',
        (req) => {
          if (req.headers.authorization !== basicAuth(clientId, clientSecret))
            return json(400, { error: 'invalid_client', error_description: 'Invalid client credentials' });
          const form = new URLSearchParams(req.body);
          if (form.get('grant_type') !== JWT_GRANT)
            return json(400, { error: 'unsupported_grant_type', error_description: 'Unsupported grant type' });
          if (form.get('assertion') !== jwt) return json(400, { error: 'invalid_grant', error_description: 'Invalid JWT token' });
          const token = randomBytes(24).toString('base64url');
          tokens.add(token);
          return json(200, { access_token: token, token_type: 'bearer', expires_in: 3600, scope: 'ReadMessages', owner_id: '62000001' });
        },
      ],
      [
        'GET',
        STORE,
        (req) => {
          const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
          if (!bearer || !tokens.has(bearer)) return json(401, { errorCode: 'TokenInvalid', message: 'Token not found', errors: [] });
          const page = intParam(req.query, 'page', 1);
          const perPage = intParam(req.query, 'perPage', 100);
          if (page < 1 || perPage < 1 || perPage > 1000)
            return json(400, { errorCode: 'CMN-101', message: 'Parameter [perPage] value is invalid', errors: [] });
          const phone = req.query.get('phoneNumber')?.replace(/\D/g, '');
          const from = req.query.get('dateFrom');
          const to = req.query.get('dateTo');
          for (const [name, v] of [
            ['dateFrom', from],
            ['dateTo', to],
          ] as const)
            if (v !== null && Number.isNaN(Date.parse(v)))
              return json(400, { errorCode: 'CMN-101', message: `Parameter [${name}] value is invalid`, errors: [] });
          const matching = messages.filter(
            (m) =>
              (!phone || [m.from.phoneNumber, ...m.to.map((t) => t.phoneNumber)].some((n) => n.replace(/\D/g, '').includes(phone))) &&
              (from === null || m.creationTime >= new Date(from).toISOString()) &&
              (to === null || m.creationTime <= new Date(to).toISOString()),
          );
          const records = matching.slice((page - 1) * perPage, page * perPage);
          const totalPages = Math.max(1, Math.ceil(matching.length / perPage));
          return json(200, {
            uri: `${server.url}${STORE}?page=${page}&perPage=${perPage}`,
            records,
            paging: {
              page,
              totalPages,
              perPage,
              totalElements: matching.length,
              pageStart: records.length ? (page - 1) * perPage : undefined,
              pageEnd: records.length ? (page - 1) * perPage + records.length - 1 : undefined,
            },
            navigation: {},
          });
        },
      ],
    ],
    options.port,
  );
  return Object.assign(server, { messages, expireTokens: () => tokens.clear() });
}
