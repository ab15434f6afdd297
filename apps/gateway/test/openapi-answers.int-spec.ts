/**
 * The API description's answer schemas hold for real answers: every service in-process (auth,
 * verification, templates, billing, files, reports) behind the gateway on the real broker and
 * Postgres, object storage on the S3 stand-in, the Aircall stand-in as the call provider. Answers
 * of each service, called over HTTP as the web app calls them, are validated against the 200
 * schema of their operation in the document the gateway serves (/api/docs.json), by a JSON Schema
 * 2020-12 validator (ajv with the standard formats) that knows nothing of the contracts' types.
 */
import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { Routes, openJson, type EncryptedBody, type PendingSignIn, type RouteDef, type Session } from '@dental/contracts';
import { loadConfig } from '@dental/config';
import { startAircallStandIn, type AircallStandIn } from '@dental/local-stack';
import { DEMO_ADMIN, DEMO_PRACTICES, DEMO_PROVIDER_CREDENTIALS, anOnboardingRequest, type S3StandIn } from '@dental/testing';
import { ObjectStorage } from '@dental/storage';
import { seedDemoData } from '../../auth/src/demo/demo-seed';
import { TEST_BODY_KEY, startAuth, type TestInfrastructure } from '../../auth/test/support/test-stack';
import { PIN_IN_MAIL } from '../../auth/test/support/mail-inbox';
import { verificationModule } from '../../verification/src/app.module';
import { verificationConfigSchema } from '../../verification/src/config';
import { storeTransaction } from '../../verification/test/support/stored-transaction';
import { templatesModule } from '../../templates/src/app.module';
import { templatesConfigSchema } from '../../templates/src/config';
import { billingModule } from '../../billing/src/app.module';
import { billingConfigSchema } from '../../billing/src/config';
import { storeOnboardingRequest } from '../../billing/src/onboarding/onboarding-intake';
import { OnboardingRepository } from '../../billing/src/onboarding/onboarding.repository';
import { filesModule } from '../../files/src/app.module';
import { filesConfigSchema } from '../../files/src/config';
import { reportsModule } from '../../reports/src/app.module';
import { reportsConfigSchema } from '../../reports/src/config';
import { startGateway, startInfrastructureWithS3, startService } from './support/gateway-stack';

const BUCKET = 'openapi-answers-test';
const PRACTICE = DEMO_PRACTICES[0];
const CALL_CLIENT = DEMO_PROVIDER_CREDENTIALS[0].clientId;

type Body = { success: boolean; data?: unknown; value?: string; message?: string };

describe('answers as the API description types them', () => {
  let infra: TestInfrastructure;
  let s3: S3StandIn;
  let aircall: AircallStandIn;
  const apps: INestApplication[] = [];
  let base: string;
  let token: string;
  let ajv: Ajv2020;
  const validated: { service: string; operation: string }[] = [];

  beforeAll(async () => {
    aircall = await startAircallStandIn({ calls: 12, messages: 3 });
    ({ infra, s3 } = await startInfrastructureWithS3(BUCKET));
    const env: Record<string, string> = { ...infra.env, AIRCALL_API_URL: aircall.url, PROVIDER_TIMEOUT_MS: '2000' };
    await new ObjectStorage({
      endpoint: s3.endpoint,
      accessKey: s3.accessKey,
      secretKey: s3.secretKey,
      region: 'us-east-1',
      bucket: BUCKET,
    }).ensureBucket();
    const auth = await startAuth(env);
    apps.push(auth);
    await seedDemoData(auth.get(DataSource), env.CREDENTIALS_KEY);
    const verification = await startService('verification', loadConfig(verificationConfigSchema, env), verificationModule);
    apps.push(verification);
    const verificationDb = verification.get(DataSource);
    await verificationDb.query(`INSERT INTO practice (practice_id, client_id, name, changed_at) VALUES ($1, $2, $3, now())`, [
      PRACTICE._id,
      PRACTICE.clientId,
      PRACTICE.name,
    ]);
    await storeTransaction(verificationDb, { client_id: PRACTICE.clientId, practice_id: PRACTICE._id });
    apps.push(await startService('templates', loadConfig(templatesConfigSchema, env), templatesModule));
    const billing = await startService('billing', loadConfig(billingConfigSchema, env), billingModule);
    apps.push(billing);
    await storeOnboardingRequest(billing.get(OnboardingRepository), billing.get(ObjectStorage), anOnboardingRequest());
    apps.push(await startService('files', loadConfig(filesConfigSchema, env), filesModule));
    apps.push(await startService('reports', loadConfig(reportsConfigSchema, env), reportsModule));
    const started = await startGateway(env);
    apps.push(started.gateway);
    base = started.base;

    // The document as the gateway serves it, whole, as the validator's one schema resource.
    const served = await fetch(`${base}/api/docs.json`);
    expect(served.status).toBe(200);
    const document = (await served.json()) as Record<string, unknown>;
    ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    ajv.addFormat('binary', true);
    ajv.addSchema({ ...document, $id: 'openapi.json' });
  }, 300_000);

  afterAll(async () => {
    for (const app of apps.reverse()) await app.close();
    await infra?.stop();
    await s3?.stop();
    await aircall?.stop();
  });

  /** The validator of an operation's 200 JSON answer (or, for an encrypted one, of what it decrypts to). */
  function schemaOf(route: RouteDef, part = ''): ValidateFunction {
    const pointer = ['paths', route.path, route.method.toLowerCase(), 'responses', '200', 'content', 'application/json', 'schema']
      .map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1'))
      .join('/');
    const validate = ajv.getSchema(`openapi.json#/${pointer}${part}`);
    if (!validate) throw new Error(`no schema for ${route.method} ${route.path}`);
    return validate;
  }

  function expectValid(route: RouteDef, body: Body, part = ''): void {
    const validate = schemaOf(route, part);
    const label = `${route.method} ${route.path}`;
    expect({ label, valid: validate(body), errors: validate.errors ?? null }).toEqual({ label, valid: true, errors: null });
    validated.push({ service: route.command.service, operation: label });
  }

  async function call(
    route: RouteDef,
    options: { query?: Record<string, string>; body?: object; bearer?: string | null } = {},
  ): Promise<Body> {
    const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
    const bearer = options.bearer === undefined ? token : options.bearer;
    const res = await fetch(`${base}${route.path}${query}`, {
      method: route.method,
      headers: {
        ...(options.body ? { 'content-type': 'application/json' } : {}),
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: options.body ? JSON.stringify(options.body) : undefined,
    });
    const body = (await res.json()) as Body;
    expect({ route: `${route.method} ${route.path}`, status: res.status, message: body.message }).toEqual({
      route: `${route.method} ${route.path}`,
      status: 200,
      message: undefined,
    });
    return body;
  }

  it('auth: sign-in, its PIN step, the user lists and the encrypted permissions', async () => {
    const pending = await call(Routes.authenticate, { body: { username: DEMO_ADMIN.email, password: DEMO_ADMIN.password }, bearer: null });
    expectValid(Routes.authenticate, pending);
    const pin = await infra.inbox.next(DEMO_ADMIN.email, PIN_IN_MAIL);
    const session = await call(Routes.authenticatePin, {
      body: { trackLoginId: (pending.data as PendingSignIn).trackLoginId, pin },
      bearer: null,
    });
    expectValid(Routes.authenticatePin, session);
    token = (session.data as Session).token;

    const clients = await call(Routes.listClients, { query: { limit: '10', offset: '0' } });
    expect(JSON.stringify(clients.data).length).toBeGreaterThan(50);
    expectValid(Routes.listClients, clients);
    expectValid(Routes.listUsers, await call(Routes.listUsers, { query: { clientId: PRACTICE.clientId, limit: '10', offset: '0' } }));

    const permissions = await call(Routes.userPermissions);
    expectValid(Routes.userPermissions, permissions);
    const decrypted = await openJson(JSON.parse(permissions.value!) as EncryptedBody, TEST_BODY_KEY);
    const decryptedSchema = schemaOf(Routes.userPermissions, '/$defs/decryptedData');
    expect({ valid: decryptedSchema(decrypted), errors: decryptedSchema.errors ?? null }).toEqual({ valid: true, errors: null });
    // A wrong answer is refused: the schemas are not so loose that anything passes.
    expect(decryptedSchema('not permissions')).toBe(false);
    expect(schemaOf(Routes.listClients)({ success: true, data: 'not a page' })).toBe(false);
  });

  it('verification: the transaction list with a stored transaction', async () => {
    const page = await call(Routes.getAllTransaction, {
      body: { practiceId: [PRACTICE._id], clientId: PRACTICE.clientId, limit: 25, offset: 0 },
    });
    expect(JSON.stringify(page.data)).toContain('Ana');
    expectValid(Routes.getAllTransaction, page);
  });

  it('templates: a template created, then the list holding it', async () => {
    expectValid(
      Routes.storeTemplate,
      await call(Routes.storeTemplate, { body: { name: 'Answer schema check', description: 'From the test' } }),
    );
    const list = await call(Routes.listTemplates, { query: { limit: '10', offset: '0' } });
    expect(JSON.stringify(list.data)).toContain('Answer schema check');
    expectValid(Routes.listTemplates, list);
  });

  it('billing: the onboarding requests', async () => {
    const requests = await call(Routes.listUserRequests, { query: { limit: '10', offset: '0' } });
    expect(JSON.stringify(requests.data).length).toBeGreaterThan(50);
    expectValid(Routes.listUserRequests, requests);
  });

  it("files: a client's calls from the call provider", async () => {
    const calls = await call(Routes.listCalls, { query: { clientId: CALL_CLIENT, page: '1', per_page: '5' } });
    expect(JSON.stringify(calls.data).length).toBeGreaterThan(50);
    expectValid(Routes.listCalls, calls);
  });

  it('reports: the carriers of the dashboard and a summary report started', async () => {
    expectValid(Routes.carriers, await call(Routes.carriers, { query: { clientId: PRACTICE.clientId } }));
    const started = await call(Routes.summaryReport, {
      query: { clientId: PRACTICE.clientId, practiceId: PRACTICE._id, startDate: '2026-01-01', endDate: '2026-01-31' },
    });
    expectValid(Routes.summaryReport, started);
  });

  it('covered every service', () => {
    expect([...new Set(validated.map((v) => v.service))].sort()).toEqual([
      'auth',
      'billing',
      'files',
      'reports',
      'templates',
      'verification',
    ]);
  });
});
