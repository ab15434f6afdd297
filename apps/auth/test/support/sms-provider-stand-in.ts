/**
 * A local stand-in of the SMS provider's Messages API (spec decision 6): `POST /<account>/Messages.json`,
 * form-encoded To/From/Body with basic authentication; it answers 201 `{sid, status}` and keeps
 * each message, or 401 for wrong credentials, as the provider does.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SentSms {
  to: string;
  from: string;
  body: string;
}

export interface SmsStandIn {
  /** The SMS_API_URL to configure, credentials included. */
  url: string;
  messages: SentSms[];
  stop(): Promise<void>;
}

export async function startSmsStandIn(account = 'AC0123456789', token = 'stand-in-token'): Promise<SmsStandIn> {
  const messages: SentSms[] = [];
  const expected = `Basic ${Buffer.from(`${account}:${token}`).toString('base64')}`;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = (status: number, body: object) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${account}/Messages.json`)
        return answer(404, { message: 'Not found' });
      if (req.headers.authorization !== expected) return answer(401, { message: 'Authenticate' });
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const to = form.get('To') ?? '';
      if (!/^\+\d{8,15}$/.test(to)) return answer(400, { message: `The 'To' number ${to} is not a valid phone number.` });
      messages.push({ to, from: form.get('From') ?? '', body: form.get('Body') ?? '' });
      answer(201, { sid: `SM${messages.length.toString().padStart(32, '0')}`, status: 'queued' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${account}:${token}@127.0.0.1:${port}/2010-04-01/Accounts/${account}`,
    messages,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
