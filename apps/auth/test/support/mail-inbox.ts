/**
 * An SMTP sink inside the test process: receives what the auth service sends and keeps each mail's
 * recipient, subject and plain text (quoted-printable or base64 bodies decoded), so a test reads the
 * PIN or the link the way the person would.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

export interface MailInbox {
  port: number;
  mails: ReceivedMail[];
  /** Waits for the next mail to `to` whose text matches `pattern`, and answers the first capture group. */
  next(to: string, pattern: RegExp, timeoutMs?: number): Promise<string>;
  stop(): Promise<void>;
}

export async function startMailInbox(): Promise<MailInbox> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const parsed = parseMail(Buffer.concat(chunks).toString('utf8'));
        mails.push({ ...parsed, to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(',') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const seen = new Set<ReceivedMail>();
  return {
    port,
    mails,
    async next(to, pattern, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        for (const mail of mails) {
          const found = !seen.has(mail) && mail.to === to.toLowerCase() ? pattern.exec(mail.text) : null;
          if (found) {
            seen.add(mail);
            return found[1] ?? found[0];
          }
        }
        if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${pattern} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function parseMail(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8')
        : body;
  return { subject: header('Subject'), text: text.replace(/\r\n/g, '\n') };
}

/** The PIN in the sign-in PIN e-mail. */
export const PIN_IN_MAIL = /sign-in PIN is: (\d{6})/;
