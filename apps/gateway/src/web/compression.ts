/**
 * Answers leave compressed when the caller accepts it: brotli first, then gzip (the `compression`
 * middleware negotiates from Accept-Encoding). The web app's scripts shrink to about a quarter and
 * the JSON lists to a tenth, which is most of a first visit's wait on a slow link.
 *
 * Brotli runs at quality 5, not its default 11: every answer is compressed as it is sent, and 11
 * costs tens of milliseconds of CPU per script for a few percent less; 5 keeps most of the gain.
 * Answers that are already compressed (PDF, XLSX, images) are left alone by the middleware's type
 * check, and an event stream is never buffered, so its events reach the browser as they are written.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compression from 'compression';
import type { Request, Response } from 'express';
import Negotiator from 'negotiator';

/**
 * Below this size compressing saves less than it costs: such an answer fits in the first flight of a
 * TCP connection's window (about 14 KB) either way, so it arrives no sooner, while each compressed
 * answer pays for a fresh compressor (about half a millisecond of the gateway's CPU, measured on the
 * dashboard's 2 KB answer: docs/speed.md). Lists, pages and scripts are larger and still shrink.
 */
const THRESHOLD_BYTES = 8 * 1024;
const BROTLI_QUALITY = 5;
const ENCODINGS = ['br', 'gzip'];

/** negotiator 1.x takes the server's preference for ties; its types (@types/negotiator 0.6) predate that. */
interface TieBreakingNegotiator {
  encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
}

/**
 * The encoding to send: the caller's most wanted of br and gzip, and brotli when it wants both
 * equally, as the middleware chooses. (Express's acceptsEncodings breaks ties by the caller's order,
 * which gives gzip to a browser sending `gzip, deflate, br`: an answer about a third larger.)
 */
function encodingFor(req: Request): 'br' | 'gzip' | undefined {
  const chosen = (new Negotiator(req) as unknown as TieBreakingNegotiator).encoding(ENCODINGS, { preferred: ENCODINGS });
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

function worthCompressing(req: Request, res: Response): boolean {
  const type = String(res.getHeader('Content-Type') ?? '');
  if (type.startsWith('text/event-stream')) return false;
  return compression.filter(req, res);
}

/**
 * A JSON answer given many times (the gateway's kept answers): its text, and each encoding compressed
 * once, when first asked for, instead of once per answer by the middleware (whose fresh compressor
 * cost a repeated All Transactions answer about a tenth of the gateway's CPU). Compressed at the
 * middleware's own settings; sent with its Content-Encoding, which the middleware then leaves alone.
 */
export class PreparedJson {
  private readonly encoded = new Map<'br' | 'gzip', Buffer>();

  constructor(readonly text: string) {}

  /** Sends it, compressed as the caller accepts when it is large enough to be worth it. */
  send(req: Request, res: Response): void {
    res.type('json');
    const encoding = this.text.length >= THRESHOLD_BYTES ? encodingFor(req) : undefined;
    res.vary('Accept-Encoding');
    if (!encoding) {
      res.send(this.text);
      return;
    }
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.text, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
          : gzipSync(this.text);
      this.encoded.set(encoding, bytes);
    }
    res.setHeader('Content-Encoding', encoding);
    res.send(bytes);
  }
}

export function compressAnswers() {
  return compression({
    threshold: THRESHOLD_BYTES,
    filter: worthCompressing,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}
