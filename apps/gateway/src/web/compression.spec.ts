import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { PreparedJson, compressAnswers } from './compression';

const rows = Array.from({ length: 200 }, (_, i) => ({ _id: `row-${i}`, name: `Practice ${i}`, status: 'Completed' }));

const prepared = new PreparedJson(JSON.stringify({ success: true, data: rows }));
const preparedSmall = new PreparedJson(JSON.stringify({ success: true }));

function app() {
  const web = express();
  web.use(compressAnswers());
  web.get('/api/rows', (_req, res) => void res.json({ success: true, data: rows }));
  web.get('/api/small', (_req, res) => void res.json({ success: true }));
  web.get('/api/prepared', (req, res) => prepared.send(req, res));
  web.get('/api/prepared-small', (req, res) => preparedSmall.send(req, res));
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

  it('sends a prepared answer compressed once per encoding, through the middleware untouched', async () => {
    // A browser wanting both equally gets brotli, as the middleware gives its own answers.
    const first = await fetchRaw('/api/prepared', 'gzip, deflate, br');
    const again = await fetchRaw('/api/prepared', 'gzip, deflate, br');
    expect(first.headers['content-encoding']).toBe((await fetchRaw('/api/rows', 'gzip, deflate, br')).headers['content-encoding']);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(first.body).toString()).toBe(prepared.text);
    expect(again.body.equals(first.body)).toBe(true);
    // The caller's own weights still decide.
    for (const accept of ['gzip', 'br;q=0.5, gzip']) {
      const gzip = await fetchRaw('/api/prepared', accept);
      expect([gzip.headers['content-encoding'], gunzipSync(gzip.body).toString()]).toEqual(['gzip', prepared.text]);
    }
    const plain = await fetchRaw('/api/prepared', 'identity');
    expect([plain.headers['content-encoding'], plain.body.toString()]).toEqual([undefined, prepared.text]);
    const small = await fetchRaw('/api/prepared-small', 'gzip, br');
    expect([small.headers['content-encoding'], small.body.toString()]).toEqual([undefined, '{"success":true}']);
  });
});
