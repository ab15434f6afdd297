import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { compressAnswers } from './compression';

const rows = Array.from({ length: 200 }, (_, i) => ({ _id: `row-${i}`, name: `Practice ${i}`, status: 'Completed' }));

function app() {
  const web = express();
  web.use(compressAnswers());
  web.get('/api/rows', (_req, res) => void res.json({ success: true, data: rows }));
  web.get('/api/small', (_req, res) => void res.json({ success: true }));
  // About 4 KB, the size of a dashboard's answer.
  web.get('/api/medium', (_req, res) => void res.json({ success: true, data: rows.slice(0, 70) }));
  web.get('/api/events', (_req, res) => {
    res.setHeader('Content-Type', 'text/event-stream');
    res.end(`data: ${JSON.stringify(rows)}\n\n`);
  });
  web.get('/report.pdf', (_req, res) => {
    res.setHeader('Content-Type', 'application/pdf');
    res.end(Buffer.alloc(4096, 1));
  });
  return web;
}

let server: Server;
beforeAll(() => new Promise<void>((resolve) => (server = app().listen(0, '127.0.0.1', () => resolve()))));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** An answer's headers and its bytes as the wire carries them (no client-side decompression). */
function fetchRaw(path: string, acceptEncoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('compressed answers', () => {
  it('sends JSON as brotli to a browser that accepts it, the same answer once decompressed', async () => {
    const answer = await fetchRaw('/api/rows', 'gzip, deflate, br');
    expect(answer.headers['content-encoding']).toBe('br');
    const body = answer.body;
    expect(JSON.parse(brotliDecompressSync(body).toString())).toEqual({ success: true, data: rows });
    expect(body.length).toBeLessThan(JSON.stringify({ success: true, data: rows }).length / 5);
  });

  it('falls back to gzip, and to plain for a caller that asks for neither', async () => {
    const gzip = await fetchRaw('/api/rows', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString()).data).toHaveLength(200);
    const plain = await fetchRaw('/api/rows', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((JSON.parse(plain.body.toString()) as { data: unknown[] }).data).toHaveLength(200);
  });

  it('leaves small answers, event streams and already compressed files as they are', async () => {
    for (const path of ['/api/small', '/api/medium', '/api/events', '/report.pdf']) {
      const answer = await fetchRaw(path, 'br, gzip');
      expect([path, answer.headers['content-encoding']]).toEqual([path, undefined]);
    }
  });
});
