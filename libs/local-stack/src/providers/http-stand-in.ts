/**
 * The small HTTP server each provider stand-in runs on: JSON answers, a route table matched on
 * method and path, and a switch that takes the provider "down" (connections refused) and back up on
 * the same port, for tests of a provider that fails.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}
export interface StandInAnswer {
  status: number;
  body: unknown;
}
export type StandInRoute = [method: string, pattern: string, handle: (req: StandInRequest) => StandInAnswer];

export interface HttpStandIn {
  /** Base URL, e.g. http://127.0.0.1:40123 */
  url: string;
  port: number;
  /** Requests served so far (method and path with query), for tests. */
  readonly requests: string[];
  /** Stops listening: the provider is unreachable until `start()`. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

function matches(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) params[want[i].slice(1)] = decodeURIComponent(got[i]);
    else if (want[i] !== got[i]) return null;
  }
  return params;
}

export async function startHttpStandIn(routes: StandInRoute[], port = 0): Promise<HttpStandIn> {
  const requests: string[] = [];
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      requests.push(`${req.method} ${url.pathname}${url.search}`);
      let answer: StandInAnswer = { status: 404, body: { error: 'Not found', message: `No route ${req.method} ${url.pathname}` } };
      for (const [method, pattern, handle] of routes) {
        const params = method === req.method ? matches(pattern, url.pathname) : null;
        if (!params) continue;
        try {
          answer = handle({
            method,
            path: url.pathname,
            params,
            query: url.searchParams,
            headers: req.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          });
        } catch (error) {
          answer = { status: 500, body: { error: 'Internal error', message: (error as Error).message } };
        }
        break;
      }
      res.writeHead(answer.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  };
  let server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}`,
    port: bound,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    start: async () => {
      server = createServer(handler);
      await new Promise<void>((resolve) => server.listen(bound, '127.0.0.1', resolve));
    },
  };
}

export const json = (status: number, body: unknown): StandInAnswer => ({ status, body });

/** A repeatable sequence of pseudo-random numbers in [0, 1), so the demo data is the same on every start. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function basicAuth(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}

/** A whole number from the query, or the fallback. */
export function intParam(query: URLSearchParams, name: string, fallback: number): number {
  const raw = query.get(name);
  const n = raw === null ? NaN : Number(raw);
  return Number.isInteger(n) ? n : fallback;
}
