/**
 * The clearinghouse stand-in for `npm start` and the tests. Real-time eligibility goes to the
 * clearinghouse's raw X12 API: `POST {base}/change/medicalnetwork/eligibility/v3/raw-x12` with the
 * API key in `Authorization` and `{"x12": "<270>"}` as the body; the answer is JSON whose `x12` holds
 * the payer's 271. This server answers that call the way the clearinghouse does, from 271 files
 * (libs/x12/test/fixtures), one per payer: each demo carrier is one case a reviewer meets (active
 * coverage, inactive, subscriber not found, a dependent, a payer that cannot answer).
 *
 * It reads the 270 with the product's own reader, so a malformed question is refused as the
 * clearinghouse would (400 naming the segment), and it echoes the question's trace number in the
 * answer's TRN and BHT03, as payers do, so the product can tie each answer to its question.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { X12Error, read270 } from '@dental/x12';

export const CLEARINGHOUSE_ELIGIBILITY_PATH = '/change/medicalnetwork/eligibility/v3/raw-x12';

/** Which 271 each payer ID answers with (the demo carriers' payer IDs). */
export const CLEARINGHOUSE_ANSWERS: Readonly<Record<string, { file: string; case: string }>> = {
  '94276': { file: '271-active-dental.x12', case: 'active coverage' },
  '65978': { file: '271-inactive.x12', case: 'inactive coverage' },
  '62308': { file: '271-subscriber-not-found.x12', case: 'subscriber not found' },
  '64246': { file: '271-dependent.x12', case: 'a dependent' },
  '89070': { file: '271-rejected-unable-to-respond.x12', case: 'payer unable to respond' },
};

export interface ClearinghouseOptions {
  apiKey: string;
  port?: number;
  /** Where the 271 files are; libs/x12/test/fixtures by default. */
  answersDir?: string;
}

export interface ClearinghouseRequest {
  payerId: string;
  memberId: string;
  traceNumber: string;
  x12: string;
}

export interface Clearinghouse {
  /** The base address the adapter is given (CLEARINGHOUSE_URL). */
  url: string;
  port: number;
  apiKey: string;
  /** Every 270 it accepted, in order. */
  readonly requests: readonly ClearinghouseRequest[];
  /** While true, every call answers 503, as the clearinghouse does when it is down. */
  failing: boolean;
  stop(): Promise<void>;
}

const MAX_BODY = 256 * 1024;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        fail(new Error('body too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
    req.on('error', fail);
  });
}

function answer(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** The 271 with the question's trace: TRN*2 (the echoed trace) and BHT03 (the reference). */
function echoTrace(text: string, trace: { number: string; originatorId: string }): string {
  return text
    .replace(/^(BHT\*0022\*11\*)[^*~]*/m, `$1${trace.number}`)
    .replace(/^TRN\*2\*[^*~]*\*[^*~]*/m, `TRN*2*${trace.number}*${trace.originatorId}`);
}

export async function startClearinghouse(options: ClearinghouseOptions): Promise<Clearinghouse> {
  const dir = options.answersDir ?? resolve(__dirname, '../../x12/test/fixtures');
  const answers = new Map(Object.entries(CLEARINGHOUSE_ANSWERS).map(([payer, { file }]) => [payer, readFileSync(join(dir, file), 'utf8')]));
  const requests: ClearinghouseRequest[] = [];

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST' || req.url !== CLEARINGHOUSE_ELIGIBILITY_PATH) return answer(res, 404, { message: 'Not found' });
    if (req.headers.authorization !== options.apiKey) return answer(res, 401, { message: 'Invalid API key' });
    if (state.failing) return answer(res, 503, { message: 'Service unavailable' });
    let body: { x12?: unknown };
    try {
      body = JSON.parse(await readBody(req)) as { x12?: unknown };
    } catch {
      return answer(res, 400, { message: 'The body must be JSON with an x12 field' });
    }
    if (typeof body.x12 !== 'string') return answer(res, 400, { message: 'x12 is required' });
    let request;
    try {
      request = read270(body.x12).request;
    } catch (error) {
      if (error instanceof X12Error) return answer(res, 400, { message: error.message });
      throw error;
    }
    const text = answers.get(request.payer.id);
    if (!text) return answer(res, 422, { message: `Payer ID ${request.payer.id} is not one this clearinghouse routes to` });
    requests.push({ payerId: request.payer.id, memberId: request.subscriber.memberId, traceNumber: request.trace.number, x12: body.x12 });
    answer(res, 200, { x12: echoTrace(text, request.trace) });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => answer(res, 500, { message: String(error) }));
  });
  await new Promise<void>((ready, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, '127.0.0.1', () => ready());
  });
  const { port } = server.address() as AddressInfo;
  const state: Clearinghouse = {
    url: `http://127.0.0.1:${port}`,
    port,
    apiKey: options.apiKey,
    requests,
    failing: false,
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
  return state;
}
