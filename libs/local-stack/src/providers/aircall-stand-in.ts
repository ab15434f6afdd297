/**
 * A local stand-in of the call provider's public REST API (Aircall, v1), with demo data: calls
 * (`GET /v1/calls`, `GET /v1/calls/search`, `GET /v1/calls/:id`) and text messages
 * (`GET /v1/messages`), HTTP Basic authentication with the account's API id and token, pages of at
 * most 50 and the provider's 10,000-record paging ceiling. Errors answer as the provider does:
 * 401 `{error, troubleshoot}`, 404, 400 for a bad parameter.
 */
import {
  basicAuth,
  intParam,
  json,
  seededRandom,
  startHttpStandIn,
  type HttpStandIn,
  type StandInAnswer,
  type StandInRequest,
} from './http-stand-in';

export interface AircallUser {
  id: number;
  direct_link: string;
  name: string;
  email: string;
  available: boolean;
  availability_status: string;
  language: string;
  time_zone: string;
}
export interface AircallNumber {
  id: number;
  direct_link: string;
  name: string;
  digits: string;
  country: string;
  time_zone: string;
}
export interface AircallCall {
  id: number;
  direct_link: string;
  direction: 'inbound' | 'outbound';
  status: 'initial' | 'answered' | 'done';
  missed_call_reason: string | null;
  started_at: number;
  answered_at: number | null;
  ended_at: number | null;
  duration: number;
  raw_digits: string;
  recording: string | null;
  cost: string;
  archived: boolean;
  user: AircallUser | null;
  number: AircallNumber;
}
export interface AircallMessage {
  id: string;
  direction: 'inbound' | 'outbound';
  status: string;
  type: string;
  body: string;
  raw_digits: string;
  number: { digits: string };
  read: boolean;
  created_at: number;
}

export interface AircallStandInOptions {
  apiId?: string;
  apiToken?: string;
  port?: number;
  /** Demo calls and messages are spread over the days before this time (epoch seconds). */
  now?: number;
  calls?: number;
  messages?: number;
}

export interface AircallStandIn extends HttpStandIn {
  apiId: string;
  apiToken: string;
  calls: AircallCall[];
  messages: AircallMessage[];
}

export const AIRCALL_DEMO_CREDENTIALS = { apiId: 'demo-aircall-api-id', apiToken: 'demo-aircall-api-token' } as const;

const PAGE_CEILING = 10_000;
const USERS: AircallUser[] = [
  ['Maria Lopez', 'maria.lopez@dental.local', 'en-US', 'America/New_York'],
  ['James Carter', 'james.carter@dental.local', 'en-US', 'America/Chicago'],
  ['Sofia Rossi', 'sofia.rossi@dental.local', 'es-ES', 'America/Los_Angeles'],
].map(([name, email, language, time_zone], i) => ({
  id: 1001 + i,
  direct_link: `https://api.aircall.io/v1/users/${1001 + i}`,
  name,
  email,
  available: true,
  availability_status: 'available',
  language,
  time_zone,
}));
const NUMBERS: AircallNumber[] = [
  ['Front desk', '+1 305-555-0100', 'US', 'America/New_York'],
  ['Insurance line', '+1 312-555-0142', 'US', 'America/Chicago'],
].map(([name, digits, country, time_zone], i) => ({
  id: 501 + i,
  direct_link: `https://api.aircall.io/v1/numbers/${501 + i}`,
  name,
  digits,
  country,
  time_zone,
}));
const CARRIER_PHONES = ['+18005550199', '+18775550123', '+18665550147', '+18885550161', '+13055550188', '+17865550110'];

export function demoAircallCalls(count: number, now: number): AircallCall[] {
  const random = seededRandom(16);
  const calls: AircallCall[] = [];
  for (let i = 0; i < count; i++) {
    const started = now - Math.floor(((i + random()) / count) * 30 * 86_400);
    const answered = random() > 0.2;
    const duration = answered ? Math.floor(random() * 1_800) : Math.floor(random() * 40);
    const id = 900_000 + count - i;
    calls.push({
      id,
      direct_link: `https://api.aircall.io/v1/calls/${id}`,
      direction: random() > 0.45 ? 'outbound' : 'inbound',
      status: 'done',
      missed_call_reason: answered ? null : 'no_available_agent',
      started_at: started,
      answered_at: answered ? started + 5 + Math.floor(random() * 20) : null,
      ended_at: started + duration + 25,
      duration,
      raw_digits: CARRIER_PHONES[Math.floor(random() * CARRIER_PHONES.length)],
      recording: answered ? `https://recordings.aircall.example/calls/${id}.mp3` : null,
      cost: (duration * 0.0025).toFixed(3),
      archived: false,
      user: answered ? USERS[Math.floor(random() * USERS.length)] : null,
      number: NUMBERS[Math.floor(random() * NUMBERS.length)],
    });
  }
  return calls;
}

export function demoAircallMessages(count: number, now: number): AircallMessage[] {
  const random = seededRandom(61);
  const messages: AircallMessage[] = [];
  for (let i = 0; i < count; i++) {
    const phone = `+1305555${String(1000 + Math.floor(random() * 40)).padStart(4, '0')}`;
    messages.push({
      id: `msg_${String(count - i).padStart(6, '0')}`,
      direction: 'outbound',
      status: random() > 0.1 ? 'delivered' : 'failed',
      type: 'SMS',
      body: `Your Dental verification code is ${String(Math.floor(random() * 1_000_000)).padStart(6, '0')}`,
      raw_digits: phone,
      number: { digits: NUMBERS[0].digits },
      read: random() > 0.5,
      created_at: now - Math.floor(((i + random()) / count) * 30 * 86_400),
    });
  }
  return messages;
}

const digitsOf = (v: string) => v.replace(/\D/g, '');

export async function startAircallStandIn(options: AircallStandInOptions = {}): Promise<AircallStandIn> {
  const apiId = options.apiId ?? AIRCALL_DEMO_CREDENTIALS.apiId;
  const apiToken = options.apiToken ?? AIRCALL_DEMO_CREDENTIALS.apiToken;
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const calls = demoAircallCalls(options.calls ?? 240, now);
  const messages = demoAircallMessages(options.messages ?? 120, now);
  const expected = basicAuth(apiId, apiToken);
  let baseUrl = '';

  const guarded =
    (handle: (req: StandInRequest) => StandInAnswer) =>
    (req: StandInRequest): StandInAnswer =>
      req.headers.authorization === expected
        ? handle(req)
        : json(401, {
            error: 'Unauthorized',
            troubleshoot: 'Check your API id and API token: https://developer.aircall.io/api-references/#authentication',
          });

  function page<T>(req: StandInRequest, all: T[], key: string): StandInAnswer {
    const perPage = intParam(req.query, 'per_page', 20);
    const current = intParam(req.query, 'page', 1);
    if (perPage < 1 || perPage > 50) return json(400, { error: 'Bad request', troubleshoot: 'per_page must be between 1 and 50' });
    if (current < 1) return json(400, { error: 'Bad request', troubleshoot: 'page must be at least 1' });
    if (current * perPage > PAGE_CEILING)
      return json(400, {
        error: 'Bad request',
        troubleshoot: `Pagination is limited to ${PAGE_CEILING} items, use from and to to narrow down`,
      });
    const items = all.slice((current - 1) * perPage, current * perPage);
    const link = (p: number) => `${baseUrl}${req.path}?page=${p}&per_page=${perPage}`;
    return json(200, {
      meta: {
        count: items.length,
        total: all.length,
        current_page: current,
        per_page: perPage,
        next_page_link: current * perPage < all.length ? link(current + 1) : null,
        previous_page_link: current > 1 ? link(current - 1) : null,
      },
      [key]: items,
    });
  }

  function inRange<T extends { started_at?: number; created_at?: number }>(
    items: T[],
    req: StandInRequest,
    at: (t: T) => number,
  ): T[] | string {
    const from = req.query.get('from');
    const to = req.query.get('to');
    for (const [name, v] of [
      ['from', from],
      ['to', to],
    ] as const)
      if (v !== null && !/^\d+$/.test(v)) return `${name} must be a UNIX timestamp`;
    return items.filter((t) => (from === null || at(t) >= Number(from)) && (to === null || at(t) <= Number(to)));
  }

  function ordered<T>(items: T[], req: StandInRequest, at: (t: T) => number): T[] {
    const asc = req.query.get('order') === 'asc';
    return [...items].sort((a, b) => (asc ? at(a) - at(b) : at(b) - at(a)));
  }

  const server = await startHttpStandIn(
    [
      [
        'GET',
        '/v1/calls',
        guarded((req) => {
          const found = inRange(calls, req, (c) => c.started_at);
          if (typeof found === 'string') return json(400, { error: 'Bad request', troubleshoot: found });
          return page(
            req,
            ordered(found, req, (c) => c.started_at),
            'calls',
          );
        }),
      ],
      [
        'GET',
        '/v1/calls/search',
        guarded((req) => {
          const direction = req.query.get('direction');
          if (direction !== null && direction !== 'inbound' && direction !== 'outbound')
            return json(400, { error: 'Bad request', troubleshoot: 'direction must be inbound or outbound' });
          const userId = req.query.get('user_id');
          const phone = req.query.get('phone_number');
          const found = inRange(calls, req, (c) => c.started_at);
          if (typeof found === 'string') return json(400, { error: 'Bad request', troubleshoot: found });
          const matching = found.filter(
            (c) =>
              (direction === null || c.direction === direction) &&
              (userId === null || String(c.user?.id) === userId) &&
              (phone === null || digitsOf(c.raw_digits).includes(digitsOf(phone))),
          );
          return page(
            req,
            ordered(matching, req, (c) => c.started_at),
            'calls',
          );
        }),
      ],
      [
        'GET',
        '/v1/calls/:id',
        guarded((req) => {
          const call = calls.find((c) => String(c.id) === req.params.id);
          return call ? json(200, { call }) : json(404, { error: 'Not found', troubleshoot: `Call ${req.params.id} not found` });
        }),
      ],
      [
        'GET',
        '/v1/messages',
        guarded((req) => {
          const found = inRange(messages, req, (m) => m.created_at);
          if (typeof found === 'string') return json(400, { error: 'Bad request', troubleshoot: found });
          const phone = req.query.get('phone_number');
          const matching = found.filter((m) => phone === null || digitsOf(m.raw_digits).includes(digitsOf(phone)));
          return page(
            req,
            ordered(matching, req, (m) => m.created_at),
            'messages',
          );
        }),
      ],
    ],
    options.port,
  );
  baseUrl = server.url;
  return Object.assign(server, { apiId, apiToken, calls, messages });
}
