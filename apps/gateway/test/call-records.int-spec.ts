/**
 * A call's patient info and files, and the providers' webhooks, end to end: auth (the demo clients
 * with their provider credentials and webhook tokens), the files service and the gateway in-process
 * on the real broker and Postgres, object storage on the S3 stand-in, and the Aircall stand-in as
 * the call provider. Bad input and calls the client's provider does not hold change nothing; a
 * webhook with a wrong token changes nothing; a record is applied once however often, and by
 * whichever path (webhook or bot), it arrives.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  CallFileRoutes,
  CallsRoutes,
  DetailMessages,
  Topics,
  WebhookMessages,
  newId,
  type CallDetail,
  type CallFile,
  type CallPatientInfo,
} from '@dental/contracts';
import { loadConfig } from '@dental/config';
import { startAircallStandIn, type AircallCall, type AircallStandIn } from '@dental/local-stack';
import {
  DEMO_ADMIN,
  DEMO_PROVIDER_CREDENTIALS,
  DEMO_WEBHOOK_TOKENS,
  TopicListener,
  startPublisher,
  waitFor,
  type S3StandIn,
} from '@dental/testing';
import { filesModule } from '../../files/src/app.module';
import { filesConfigSchema } from '../../files/src/config';
import { seedDemoData } from '../../auth/src/demo/demo-seed';
import { startAuth, type TestInfrastructure } from '../../auth/test/support/test-stack';
import { signInOverHttp, startGateway, startInfrastructureWithS3, startService } from './support/gateway-stack';
import { multipartForm, postMultipart, storedObjectKeys } from './support/uploads';

const BUCKET = 'call-records-test';
const CLIENT = DEMO_PROVIDER_CREDENTIALS[0].clientId;
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1500, 0x20), Buffer.from('\n%%EOF\n')]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(1500, 0x90)]);

describe('call records and provider webhooks', () => {
  let infra: TestInfrastructure;
  let s3: S3StandIn;
  let aircall: AircallStandIn;
  let auth: INestApplication;
  let files: INestApplication;
  let gateway: INestApplication;
  let filesDb: DataSource;
  let base: string;
  let token: string;
  let call: AircallCall;

  const headers = () => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
  const detail = async (id: number) => {
    const res = await fetch(`${base}${CallsRoutes.getCall.path.replace('{id}', String(id))}?clientId=${CLIENT}`, { headers: headers() });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: CallDetail }).data;
  };
  const putPatient = (id: number | string, body: object) =>
    fetch(`${base}${CallsRoutes.saveCallPatientInfo.path.replace('{id}', String(id))}`, {
      method: 'PUT',
      headers: headers(),
      body: JSON.stringify({ clientId: CLIENT, ...body }),
    });
  const attach = (callId: number | string, name: string, content: Buffer, clientId = CLIENT) =>
    postMultipart(
      `${base}${CallFileRoutes.attachCallFile.path}`,
      multipartForm({ callId: String(callId), clientId }, 'file', [{ name, content }]),
      token,
    );
  const webhook = (provider: 'aircall' | 'ringcentral', body: object, extra: Record<string, string> = {}, clientId = CLIENT) =>
    fetch(`${base}/api/webhooks/${provider}/${clientId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...extra },
      body: JSON.stringify(body),
    });
  const count = async (table: string) => Number((await filesDb.query<{ n: string }[]>(`SELECT count(*) AS n FROM ${table}`))[0].n);

  const objectCount = async () => (await storedObjectKeys(s3, BUCKET)).filter((key) => key.startsWith('calls/')).length;

  beforeAll(async () => {
    aircall = await startAircallStandIn({ calls: 30, messages: 5 });
    call = aircall.calls.find((c) => c.user !== null)!;
    ({ infra, s3 } = await startInfrastructureWithS3(BUCKET, { UPLOAD_MAX_BYTES: String(64 * 1024) }));
    auth = await startAuth(infra.env);
    await seedDemoData(auth.get(DataSource), infra.env.CREDENTIALS_KEY);
    files = await startService(
      'files',
      loadConfig(filesConfigSchema, { ...infra.env, AIRCALL_API_URL: aircall.url, PROVIDER_TIMEOUT_MS: '2000' }),
      filesModule,
    );
    filesDb = files.get(DataSource);
    ({ gateway, base } = await startGateway(infra.env));
    token = await signInOverHttp(base, infra, DEMO_ADMIN.email, DEMO_ADMIN.password);
  }, 180_000);

  afterAll(async () => {
    await gateway?.close();
    await files?.close();
    await auth?.close();
    await infra?.stop();
    await s3?.stop();
    await aircall?.stop();
  });

  describe('PUT /api/airCall/patientInfo/{id}', () => {
    it('records the patient of a call of the client, shown with the call and replaced by the next save', async () => {
      const saved = await putPatient(call.id, {
        patientFirstName: ' Ana ',
        patientLastName: 'Lopez',
        patientDOB: '04/12/1985',
        patientId: 'P-1001',
        notes: 'Asked about her cleaning coverage',
      });
      expect(saved.status).toBe(200);
      expect(((await saved.json()) as { data: CallPatientInfo }).data).toMatchObject({
        patientFirstName: 'Ana',
        patientLastName: 'Lopez',
        patientDOB: '1985-04-12',
        patientId: 'P-1001',
        memberId: null,
        updatedBy: `${DEMO_ADMIN.firstName} ${DEMO_ADMIN.lastName}`,
      });
      const again = await putPatient(call.id, { patientFirstName: 'Ana', patientLastName: 'López', patientDOB: '1985-04-12' });
      expect(again.status).toBe(200);
      const shown = await detail(call.id);
      expect(shown.call.id).toBe(call.id);
      expect(shown.patientInfo).toMatchObject({ patientLastName: 'López', patientId: null, notes: null });
      expect(shown.provider.state).toBe('up');
    });

    it('refuses bad input with the field named and changes nothing', async () => {
      const before = (await detail(call.id)).patientInfo;
      for (const [body, field] of [
        [{ patientFirstName: 'Ana' }, 'patientLastName'],
        [{ patientFirstName: 'Ana', patientLastName: 'Lopez', patientDOB: '31/31/1985' }, 'patientDOB'],
        [{ patientFirstName: 'Ana', patientLastName: 'Lopez', patientDOB: '2999-01-01' }, 'patientDOB'],
        [{ patientFirstName: 'Ana', patientLastName: 'Lopez', notes: 'x'.repeat(2001) }, 'notes'],
        [{ patientFirstName: 'Ana', patientLastName: 'Lopez', surprise: 1 }, 'surprise'],
      ] as const) {
        const res = await putPatient(call.id, body);
        expect(res.status).toBe(400);
        expect(((await res.json()) as { message: string }).message).toContain(field);
      }
      expect((await detail(call.id)).patientInfo).toEqual(before);
    });

    it('keeps nothing for a call the provider does not hold, or for a client the caller was not granted', async () => {
      const before = await count('call_patient_info');
      const unknown = await putPatient(123, { patientFirstName: 'Ana', patientLastName: 'Lopez' });
      expect(unknown.status).toBe(404);
      const foreign = await fetch(`${base}${CallsRoutes.saveCallPatientInfo.path.replace('{id}', String(call.id))}`, {
        method: 'PUT',
        headers: headers(),
        body: JSON.stringify({ clientId: newId(), patientFirstName: 'Ana', patientLastName: 'Lopez' }),
      });
      expect(foreign.status).toBe(403);
      expect(await count('call_patient_info')).toBe(before);
    });
  });

  describe('POST /api/airCall/file', () => {
    it('stores a PDF for the call, lists it with the call, and downloads the same bytes', async () => {
      const res = await attach(call.id, 'eob.pdf', PDF);
      expect(res.status).toBe(200);
      const file = ((await res.json()) as { data: CallFile }).data;
      expect(file).toMatchObject({ filename: 'eob.pdf', size: PDF.length, contentType: 'application/pdf' });
      expect(await objectCount()).toBe(1);
      expect((await detail(call.id)).files.map((f) => f.id)).toEqual([file.id]);

      const download = await fetch(`${base}${CallFileRoutes.downloadCallFile.path.replace('{fileId}', file.id)}?clientId=${CLIENT}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
      const missing = await fetch(`${base}${CallFileRoutes.downloadCallFile.path.replace('{fileId}', newId())}?clientId=${CLIENT}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(missing.status).toBe(404);
    });

    it('refuses a disguised file, an unknown call, a foreign client and a missing token, leaving no object behind', async () => {
      const before = await objectCount();
      const exe = await attach(call.id, 'invoice.pdf', EXE);
      expect(exe.status).toBe(400);
      expect(((await exe.json()) as { message: string }).message).toBe(DetailMessages.allowedFiles);
      expect((await attach(123, 'eob.pdf', PDF)).status).toBe(404);
      expect((await attach('abc', 'eob.pdf', PDF)).status).toBe(400);
      expect((await attach(call.id, 'eob.pdf', PDF, newId())).status).toBe(403);
      const anonymous = await fetch(`${base}${CallFileRoutes.attachCallFile.path}`, { method: 'POST', body: new FormData() });
      expect(anonymous.status).toBe(401);
      expect(await objectCount()).toBe(before);
      expect(await count('call_file')).toBe(1);
    });
  });

  describe('provider webhooks', () => {
    const newCall = (event: string, ended: boolean) => ({
      resource: 'call',
      event,
      timestamp: 1_790_000_100,
      token: DEMO_WEBHOOK_TOKENS.aircall,
      data: {
        id: 77_000_001,
        direction: 'inbound',
        status: ended ? 'done' : 'initial',
        started_at: 1_790_000_000,
        answered_at: null,
        ended_at: ended ? 1_790_000_090 : null,
        duration: ended ? 90 : 0,
        raw_digits: '+1 800-555-0177',
        recording: null,
        cost: null,
        user: null,
        number: { name: 'Front desk', digits: '+1 305-555-0100', country: 'US', time_zone: 'America/New_York' },
      },
    });

    it('refuses a wrong or missing token and changes nothing', async () => {
      const before = await count('provider_record_applied');
      for (const body of [
        { ...newCall('call.created', false), token: 'guess' },
        { ...newCall('call.created', false), token: undefined },
      ]) {
        const res = await webhook('aircall', body);
        expect(res.status).toBe(400);
        expect(((await res.json()) as { message: string }).message).toBe(WebhookMessages.badToken);
      }
      const otherClient = await webhook('aircall', newCall('call.created', false), {}, newId());
      expect(otherClient.status).toBe(400);
      const ring = await webhook('ringcentral', { event: 'x', body: {} }, { 'verification-token': 'guess' });
      expect(ring.status).toBe(400);
      expect(await count('provider_record_applied')).toBe(before);
      expect(await count('announced_call')).toBe(0);
    });

    it('applies each call event once, whether redelivered or published by a bot', async () => {
      const first = await webhook('aircall', newCall('call.created', false));
      expect(first.status).toBe(200);
      expect(((await first.json()) as { data: { applied: boolean } }).data.applied).toBe(true);
      const again = await webhook('aircall', newCall('call.created', false));
      expect(((await again.json()) as { data: { applied: boolean } }).data.applied).toBe(false);

      const ended = await webhook('aircall', newCall('call.ended', true));
      expect(((await ended.json()) as { data: { applied: boolean } }).data.applied).toBe(true);

      const bots = await startPublisher(infra.broker.brokers);
      try {
        // The same ended call from a bot changes nothing; a late "created" from a bot does not undo the end.
        const { token: _token, ...record } = newCall('call.ended', true);
        await bots.publish(Topics.BotProviderRecord, CLIENT, { eventId: randomUUID(), clientId: CLIENT, provider: 'aircall', record });
        await bots.publish(Topics.BotProviderRecord, CLIENT, {
          eventId: randomUUID(),
          clientId: CLIENT,
          provider: 'aircall',
          record: { ...record, event: 'call.answered', data: { ...record.data, ended_at: null, status: 'answered' } },
        });
        await waitFor('the bot records applied', async () => {
          const rows = await filesDb.query<{ event: string; source: string }[]>(
            `SELECT event, source FROM provider_record_applied WHERE record_id = '77000001' ORDER BY applied_at`,
          );
          return rows.length === 3 && rows;
        });
      } finally {
        await bots.stop();
      }
      const rows = await filesDb.query<{ event: string; source: string }[]>(
        `SELECT event, source FROM provider_record_applied WHERE record_id = '77000001' ORDER BY applied_at`,
      );
      expect(rows).toEqual([
        { event: 'call.created', source: 'webhook' },
        { event: 'call.ended', source: 'webhook' },
        { event: 'call.answered', source: 'bot' },
      ]);
      const [kept] = await filesDb.query<{ call: { status: string; ended_at: number } }[]>(
        `SELECT call FROM announced_call WHERE client_id = $1 AND call_id = 77000001`,
        [CLIENT],
      );
      expect(kept.call).toMatchObject({ status: 'done', ended_at: 1_790_000_090 });
    });

    it("sends a bot's record the product cannot read to the dead letters, with the field named, and applies nothing", async () => {
      const before = await count('provider_record_applied');
      const deadLetters = await TopicListener.start(infra.broker.brokers, Topics.DeadLetter);
      const bots = await startPublisher(infra.broker.brokers);
      try {
        const { token: _token, ...record } = newCall('call.created', false);
        await bots.publish(Topics.BotProviderRecord, CLIENT, {
          eventId: randomUUID(),
          clientId: CLIENT,
          provider: 'aircall',
          record: { ...record, data: { ...record.data, id: 77_000_002, direction: 'sideways' } },
        });
        const letter = await deadLetters.waitFor('the refused bot record', (m) => m.value.includes('77000002'));
        expect(JSON.parse(letter.value)).toMatchObject({ topic: Topics.BotProviderRecord, kind: 'invalid' });
        expect(JSON.parse(letter.value).reason).toContain('data.direction');
      } finally {
        await bots.stop();
        await deadLetters.stop();
      }
      expect(await count('provider_record_applied')).toBe(before);
    });

    it("shows RingCentral's and Aircall's announced messages on the detail of a call with the same number", async () => {
      const echo = await fetch(`${base}/api/webhooks/ringcentral/${CLIENT}`, { method: 'POST', headers: { 'validation-token': 'abc123' } });
      expect(echo.status).toBe(200);
      expect(echo.headers.get('validation-token')).toBe('abc123');

      const digits = call.raw_digits;
      const ring = {
        uuid: randomUUID(),
        event: '/restapi/v1.0/account/~/extension/~/message-store/instant?type=SMS',
        timestamp: new Date().toISOString(),
        body: {
          id: 9_100_001,
          type: 'SMS',
          to: [{ phoneNumber: '+18885550100' }],
          from: { phoneNumber: digits },
          subject: 'Is my appointment covered?',
          creationTime: '2026-11-20T15:00:00.000Z',
          readStatus: 'Unread',
          direction: 'Inbound',
          availability: 'Alive',
          messageStatus: 'Received',
        },
      };
      const verification = { 'verification-token': DEMO_WEBHOOK_TOKENS.ringcentral };
      expect(((await (await webhook('ringcentral', ring, verification)).json()) as { data: { applied: boolean } }).data.applied).toBe(true);
      expect(((await (await webhook('ringcentral', ring, verification)).json()) as { data: { applied: boolean } }).data.applied).toBe(
        false,
      );
      const sms = {
        resource: 'message',
        event: 'message.sent',
        timestamp: 1_790_000_200,
        token: DEMO_WEBHOOK_TOKENS.aircall,
        data: {
          id: 'msg_webhook_1',
          direction: 'outbound',
          status: 'delivered',
          body: 'Yes, it is covered.',
          raw_digits: digits,
          number: { digits: '+1 305-555-0100' },
          created_at: Math.floor(Date.parse('2026-11-20T15:05:00.000Z') / 1000),
        },
      };
      expect((await webhook('aircall', sms)).status).toBe(200);
      const shown = await detail(call.id);
      expect(shown.messages.map((m) => m.text)).toEqual(['Yes, it is covered.', 'Is my appointment covered?']);

      const bad = await webhook('aircall', { ...sms, data: { ...sms.data, direction: 'sideways' } });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { message: string }).message).toContain('data.direction');
    });

    it('answers a call from its announced copy while the provider is down, saying so', async () => {
      await aircall.stop();
      try {
        const shown = await detail(77_000_001);
        expect(shown.call).toMatchObject({ id: 77_000_001, status: 'done', duration: 90 });
        expect(shown.provider).toMatchObject({ state: 'down', message: expect.stringContaining('Aircall cannot be reached') });
        const unknown = await fetch(`${base}${CallsRoutes.getCall.path.replace('{id}', String(call.id + 1_000_000))}?clientId=${CLIENT}`, {
          headers: headers(),
        });
        expect(unknown.status).toBe(503);
        const before = await count('call_patient_info');
        expect((await putPatient(77_000_001, { patientFirstName: 'Ana', patientLastName: 'Lopez' })).status).toBe(503);
        expect(await count('call_patient_info')).toBe(before);
      } finally {
        await aircall.start();
      }
    });
  });
});
