/**
 * The transaction detail's document and policy calls over HTTP, with every part real: auth,
 * verification, templates and the gateway in-process on the Kafka stand-in, one Postgres database,
 * the S3 stand-in. The verification service learns the practice's template through the events the
 * seeds publish, as in production. The demo reviewer (client A, two practices) downloads and sends
 * to the PMS a transaction's document and edits its subscriber policy; another client's id, an
 * ungranted practice's transaction and bad input are refused with nothing stored.
 */
import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import PizZip from 'pizzip';
import { DEMO_CLIENTS, DEMO_PRACTICES, DEMO_REVIEWER, DEMO_TEMPLATES, type S3StandIn } from '@dental/testing';
import { DocumentMessages, Routes, formFields, type RouteDef } from '@dental/contracts';
import { loadConfig } from '@dental/config';
import { ObjectStorage } from '@dental/storage';
import { verificationModule } from '../../verification/src/app.module';
import { verificationConfigSchema } from '../../verification/src/config';
import { templatesModule } from '../../templates/src/app.module';
import { templatesConfigSchema } from '../../templates/src/config';
import { seedDemoTemplates } from '../../templates/src/demo/demo-seed';
import { seedDemoData } from '../../auth/src/demo/demo-seed';
import { eventually, startAuth, type TestInfrastructure } from '../../auth/test/support/test-stack';
import { signInOverHttp, startGateway, startInfrastructureWithS3, startService } from './support/gateway-stack';
import { storeTransaction } from '../../verification/test/support/stored-transaction';

const BUCKET = 'documents-http-test';
const [MINE, , UNGRANTED] = DEMO_PRACTICES;

interface Answer<T = unknown> {
  status: number;
  body: { success: boolean; data?: T; message?: string };
}

describe('transaction documents and subscriber policy over HTTP', () => {
  let infra: TestInfrastructure;
  let s3: S3StandIn;
  const apps: INestApplication[] = [];
  let verificationDb: DataSource;
  let templatesDb: DataSource;
  let storage: ObjectStorage;
  let base: string;
  let token: string;
  let textBookmark: string;

  async function call<T>(route: RouteDef, options: { params?: Record<string, string>; body?: object; query?: string } = {}) {
    const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => options.params?.[name] ?? '');
    const res = await fetch(`${base}${path}${options.query ? `?${options.query}` : ''}`, {
      method: route.method,
      headers: { authorization: `Bearer ${token}`, ...(options.body ? { 'content-type': 'application/json' } : {}) },
      body: options.body ? JSON.stringify(options.body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as Answer<T>['body'] };
  }

  const aTransaction = (practiceId: string, values: Record<string, string> = {}) =>
    storeTransaction(verificationDb, {
      client_id: DEMO_CLIENTS[0]._id,
      practice_id: practiceId,
      policy_type: 'Primary',
      bookmarks: JSON.stringify(values),
    });

  beforeAll(async () => {
    ({ infra, s3 } = await startInfrastructureWithS3(BUCKET));
    const auth = await startAuth(infra.env);
    apps.push(auth);
    const verification = await startService('verification', loadConfig(verificationConfigSchema, infra.env), verificationModule);
    apps.push(verification);
    verificationDb = verification.get(DataSource);
    const templates = await startService('templates', loadConfig(templatesConfigSchema, infra.env), templatesModule);
    apps.push(templates);
    templatesDb = templates.get(DataSource);
    storage = templates.get(ObjectStorage);
    const started = await startGateway(infra.env);
    apps.push(started.gateway);
    base = started.base;

    // The seeds publish the practices (with their templates) and the template versions; the verification service keeps both.
    await seedDemoData(auth.get(DataSource));
    await seedDemoTemplates(templatesDb);
    const form = await eventually('the Dental FBD form in the verification service', async () => {
      const rows: { form: Parameters<typeof formFields>[0] }[] = await verificationDb.query(
        `SELECT v.form FROM template_version v JOIN practice p ON p.template_id = v.template_id WHERE p.practice_id = $1 AND v.template_id = $2`,
        [MINE._id, DEMO_TEMPLATES.fbd._id],
      );
      return rows[0]?.form;
    });
    textBookmark = formFields(form).find((f) => f.field.type === 'text_string')!.field.bookmark;

    token = await signInOverHttp(base, infra, DEMO_REVIEWER.email, DEMO_REVIEWER.password);
  }, 180_000);

  afterAll(async () => {
    for (const app of apps.reverse()) await app.close();
    await infra?.stop();
    await s3?.stop();
  });

  it("downloads the merged document and sends it to the practice's storage", async () => {
    const id = await aTransaction(MINE._id, { [textBookmark]: 'Over HTTP' });

    const merged = await call<{ fileName: string }>(Routes.mergeDocument, { body: { dataId: id, clientId: DEMO_CLIENTS[0]._id } });
    expect(merged.status).toBe(200);
    const file = await call<{ fileName: string; base64: string }>(Routes.mergedDownload, { params: { id } });
    expect(file.body.data!.fileName).toBe('Insurance_verification_form_Delta Dental_Primary_Ana Lopez_11222026.docx');
    expect(new PizZip(Buffer.from(file.body.data!.base64, 'base64')).file('word/document.xml')!.asText()).toContain('Over HTTP');

    const pms = await call<{ objectKey: string }>(Routes.driveUpload, { body: { dataId: id } });
    expect(pms.status).toBe(200);
    expect(pms.body.data!.objectKey).toBe(`practices/${MINE._id}/documents/${id}/${file.body.data!.fileName}`);
    expect(await storage.stat(pms.body.data!.objectKey)).not.toBeNull();
  });

  it('refuses another client, an ungranted practice, nothing to merge and a malformed id, storing nothing', async () => {
    const id = await aTransaction(MINE._id, { [textBookmark]: 'Not theirs' });
    const otherClient = await call(Routes.mergeDocument, { body: { dataId: id, clientId: DEMO_CLIENTS[1]._id } });
    expect(otherClient.status).toBe(403);
    expect(otherClient.body.message).toBe(`You do not have access to client '${DEMO_CLIENTS[1]._id}'`);

    const ungranted = await aTransaction(UNGRANTED._id, { [textBookmark]: 'Elsewhere' });
    expect((await call(Routes.mergeDocument, { body: { dataId: ungranted } })).status).toBe(404);
    expect((await call(Routes.driveUpload, { body: { dataId: ungranted } })).status).toBe(404);
    expect((await call(Routes.subscriberPolicy, { params: { transactionId: ungranted } })).status).toBe(404);

    const empty = await aTransaction(MINE._id);
    const nothing = await call(Routes.mergeDocument, { body: { dataId: empty } });
    expect([nothing.status, nothing.body.message]).toEqual([404, DocumentMessages.noDataToDownload]);

    const malformed = await call(Routes.driveUpload, { body: { dataId: 'abc' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/^dataId /);
    const kept = await templatesDb.query(`SELECT data_id FROM merged_document WHERE data_id = ANY($1)`, [[ungranted, empty]]);
    expect(kept).toEqual([]);
    expect((await call(Routes.mergedDownload, { params: { id: ungranted } })).status).toBe(404);
  });

  it('reads and saves the subscriber policy, refusing a policy that fails the check', async () => {
    const id = await aTransaction(MINE._id);
    const read = await call<{ check: { passes: boolean } }>(Routes.subscriberPolicy, {
      params: { transactionId: id },
      query: `practiceId=${MINE._id}`,
    });
    expect(read.status).toBe(200);
    expect(read.body.data!.check.passes).toBe(true);

    const saved = await call<{ elements: { name: string; value: string }[] }>(Routes.saveSubscriberPolicy, {
      params: { transactionId: id },
      body: { practiceId: MINE._id, GroupNumber: 'G-4455' },
    });
    expect(saved.body.data!.elements.find((e) => e.name === 'GroupNumber')!.value).toBe('G-4455');

    const failing = await call(Routes.saveSubscriberPolicy, { params: { transactionId: id }, body: { policyType: '' } });
    expect(failing.status).toBe(400);
    expect(failing.body.message).toBe('Dear user, the following field(s) is/are required: policyType');
    expect((await verificationDb.query(`SELECT policy_type FROM transaction WHERE id = $1`, [id]))[0].policy_type).toBe('Primary');
  });

  it('publishes the policy calls in the API description', async () => {
    const doc = (await (await fetch(`${base}/api/docs.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths['/api/iv/transaction/policy/{transactionId}'])).toEqual(expect.arrayContaining(['get', 'put']));
    expect(JSON.stringify(doc.paths['/api/iv/transaction/policy/{transactionId}'].put)).toContain('GroupNumber');
  });
});
