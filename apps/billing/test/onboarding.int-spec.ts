/**
 * Onboarding requests with the real database, broker, S3 stand-in and SMTP sink, and the auth
 * service beside the billing service on the same broker: the list and its filters, an order with
 * its practices, products and files, approval creating the client, its practices and first user
 * through the auth service (all or nothing, once however often it is asked), denial with a reason,
 * the mails to the requester, bad input and missing permissions refused.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  BillingCommands,
  ClientOnboardingCommands,
  ErrorCode,
  type Actor,
  type CommandDef,
  type OnboardingSubmission,
} from '@dental/contracts';
import { loadConfig } from '@dental/config';
import { bootstrapService, serviceBootstrapOptions, type RpcClient } from '@dental/messaging';
import { ObjectStorage } from '@dental/storage';
import {
  DEMO_ADMIN,
  DEMO_REVIEWER,
  anOnboardingRequest,
  rejection,
  startS3StandIn,
  startTestRpcClient,
  type S3StandIn,
} from '@dental/testing';
import { seedDemoData } from '../../auth/src/demo/demo-seed';
import { startAuth, startInfrastructure, type TestInfrastructure } from '../../auth/test/support/test-stack';
import { billingModule } from '../src/app.module';
import { billingConfigSchema } from '../src/config';
import { storeOnboardingRequest } from '../src/onboarding/onboarding-intake';
import { OnboardingRepository } from '../src/onboarding/onboarding.repository';

const staff: Actor = {
  userId: DEMO_ADMIN._id,
  clientId: DEMO_ADMIN.clientId,
  clientIds: DEMO_ADMIN.clientIds,
  practiceIds: DEMO_ADMIN.practiceIds,
  permissions: ['userRequest', 'userRequest.decide'],
};
/** May read the requests but not decide on them. */
const reader: Actor = { ...staff, permissions: ['userRequest'] };

let s3: S3StandIn;
let infra: TestInfrastructure;
let auth: INestApplication;
let billing: INestApplication;
let rpc: RpcClient;
let authDb: DataSource;

const send = <C extends CommandDef>(command: C, payload: Record<string, unknown>, actor: Actor = staff) =>
  rpc.send(command, payload as never, actor, randomUUID());

async function submit(overrides: Partial<OnboardingSubmission> = {}): Promise<OnboardingSubmission> {
  const request = anOnboardingRequest(overrides);
  await storeOnboardingRequest(billing.get(OnboardingRepository), billing.get(ObjectStorage), request);
  return request;
}

const clientRows = (id: string) => authDb.query<{ name: string }[]>(`SELECT name FROM auth.client WHERE id = $1`, [id]);
const practiceRows = (ids: string[]) =>
  authDb.query<{ id: string; client_id: string }[]>(`SELECT id, client_id FROM auth.practice WHERE id = ANY($1) ORDER BY id`, [ids]);
const userRows = (email: string) =>
  authDb.query<{ id: string; client_id: string }[]>(`SELECT id, client_id FROM auth.app_user WHERE email = $1`, [email]);

beforeAll(async () => {
  s3 = await startS3StandIn();
  infra = await startInfrastructure({
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY: s3.accessKey,
    S3_SECRET_KEY: s3.secretKey,
    S3_BUCKET: 'onboarding',
  });
  auth = await startAuth(infra.env);
  authDb = auth.get(DataSource);
  await seedDemoData(authDb);
  billing = await bootstrapService({
    ...serviceBootstrapOptions('billing', loadConfig(billingConfigSchema, { ...infra.env, AUTH_RPC_TIMEOUT_MS: '4000' }), billingModule),
    httpPort: 0,
    handleSignals: false,
  });
  rpc = await startTestRpcClient(infra.broker.brokers);
}, 180_000);
afterAll(async () => {
  await rpc?.onApplicationShutdown();
  await billing?.close();
  await auth?.close();
  await infra?.stop();
  await s3?.stop();
});

describe('the list of requests', () => {
  it('pages newest first and filters by name, status and request day, in the database', async () => {
    const tag = randomUUID().slice(0, 6);
    const older = await submit({
      createdAt: new Date('2025-05-01T12:00:00Z'),
      generalInfo: { name: `Casey ${tag}`, email: `casey-${tag}@example.test`, phone: '15125550100' },
    });
    const newer = await submit({ createdAt: new Date('2025-05-03T12:00:00Z') });
    const named = await send(BillingCommands.listUserRequests, { name: tag.toUpperCase() });
    expect(named.records.map((r) => r._id)).toEqual([older.id]);
    expect(named.total).toBe(1);
    expect(named.records[0]).toMatchObject({ name: `Casey ${tag}`, status: 'Pending', city: 'Austin', state: 'TX' });
    const byBusiness = await send(BillingCommands.listUserRequests, { name: newer.businessInfo.name.slice(-8) });
    expect(byBusiness.records.map((r) => r._id)).toEqual([newer.id]);
    const days = await send(BillingCommands.listUserRequests, { startDate: '2025-05-02', endDate: '2025-05-03' });
    expect(days.records.map((r) => r._id)).toEqual([newer.id]);

    for (let i = 0; i < 10; i++) await submit();
    const first = await send(BillingCommands.listUserRequests, {});
    expect(first.records).toHaveLength(10);
    expect(first.total).toBeGreaterThanOrEqual(12);
    const last = await send(BillingCommands.listUserRequests, { offset: 10 });
    expect(last.records.map((r) => r._id)).toEqual(expect.arrayContaining([newer.id, older.id]));
    expect(last.records.at(-1)!._id).toBe(older.id);
  });

  it('refuses bad filters with 400 naming each field', async () => {
    const bad = await rejection(send(BillingCommands.listUserRequests, { status: 'Maybe', startDate: 'tomorrow' }));
    expect(bad.code).toBe(ErrorCode.BadInput);
    expect(bad.issues?.map((i) => i.path).sort()).toEqual(['startDate', 'status']);
    const reversed = await rejection(send(BillingCommands.listUserRequests, { startDate: '2025-05-03', endDate: '2025-05-01' }));
    expect(reversed.issues?.map((i) => i.path)).toEqual(['endDate']);
  });
});

describe("a request's order", () => {
  it('shows the general and business info, the practices with their products, and serves a product file', async () => {
    const request = await submit();
    const order = await send(BillingCommands.onboardingOrder, { id: request.id });
    expect(order.generalInfo).toEqual(request.generalInfo);
    expect(order.businessInfo).toMatchObject({ name: request.businessInfo.name, city: 'Austin', state: 'TX', address: '12 Elm St' });
    expect(order.practices.map((p) => [p.name, p.products.map((x) => x.productType)])).toEqual([
      ['Bright Smiles Downtown', ['Insurance Verification', 'Call Center']],
      ['Bright Smiles North', []],
    ]);
    const product = order.practices[0]!.products[0]!;
    expect(product).toMatchObject({
      fileName: 'patients.csv',
      practiceName: 'Bright Smiles Downtown',
      format: { carrier: 'Delta Dental' },
    });
    expect(order.practices[0]!.products[1]!.fileName).toBe('');

    const file = await send(BillingCommands.onboardingFile, { orderId: request.id, productItemId: product._id, filename: 'patients.csv' });
    expect(file).toMatchObject({ fileName: 'patients.csv', contentType: 'text/csv' });
    const chunks: Buffer[] = [];
    for await (const chunk of await billing.get(ObjectStorage).get(file.key)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toContain('Ana Diaz,Delta Dental');

    const otherName = await rejection(
      send(BillingCommands.onboardingFile, { orderId: request.id, productItemId: product._id, filename: 'x.csv' }),
    );
    expect(otherName.code).toBe(ErrorCode.NotFound);
    const missing = await rejection(send(BillingCommands.onboardingOrder, { id: '0'.repeat(24) }));
    expect(missing.code).toBe(ErrorCode.NotFound);
    const badId = await rejection(send(BillingCommands.onboardingOrder, { id: 'nope' }));
    expect(badId.code).toBe(ErrorCode.BadInput);
    expect(badId.issues?.map((i) => i.path)).toEqual(['id']);
  });
});

describe('approving', () => {
  it('creates the client, its practices and first user through the auth service, mails the requester, and grants the approver', async () => {
    const request = await submit();
    const practiceIds = request.practices.map((p) => p.id).sort();
    const email = request.generalInfo.email;
    const answer = await send(BillingCommands.approveUserRequest, { id: request.id });
    expect(answer.message).toBe('The request was approved successfully');
    expect(answer.request).toMatchObject({ status: 'Approved', clientId: request.id });

    expect(await clientRows(request.id)).toEqual([{ name: request.businessInfo.name }]);
    expect((await practiceRows(practiceIds)).map((p) => [p.id, p.client_id])).toEqual(practiceIds.map((id) => [id, request.id]));
    const [user] = await userRows(email);
    expect(user!.client_id).toBe(request.id);
    const granted = await authDb.query<{ practice_id: string }[]>(
      `SELECT practice_id FROM auth.user_practice WHERE user_id = $1 ORDER BY practice_id`,
      [user!.id],
    );
    expect(granted.map((g) => g.practice_id)).toEqual(practiceIds);
    const approver = await authDb.query(`SELECT 1 FROM auth.user_client WHERE user_id = $1 AND client_id = $2`, [
      DEMO_ADMIN._id,
      request.id,
    ]);
    expect(approver).toHaveLength(1);

    expect(await infra.inbox.next(email, /Your request for (.+) was approved/)).toBe(request.businessInfo.name);
    expect(await infra.inbox.next(email, /(\/password_create\?signature=\S+)/)).toMatch(/^\/password_create/);
    const listed = await send(BillingCommands.listUserRequests, { name: request.businessInfo.name, status: 'Approved' });
    expect(listed.records.map((r) => r._id)).toEqual([request.id]);
  });

  it('creates nothing more when asked again, through the billing service or the auth command itself', async () => {
    const request = await submit();
    await send(BillingCommands.approveUserRequest, { id: request.id });
    const again = await send(BillingCommands.approveUserRequest, { id: request.id });
    expect(again.request.status).toBe('Approved');
    const direct = await send(ClientOnboardingCommands.onboardClient, {
      onboardingId: request.id,
      client: {
        name: request.businessInfo.name,
        email: request.generalInfo.email,
        phone: '',
        state: '',
        city: '',
        address: '',
        zipCode: '',
      },
      practices: request.practices.map((p) => ({ id: p.id, name: p.name, state: p.state, city: p.city, address: p.address })),
      user: { firstName: 'Morgan', lastName: 'Lee', email: request.generalInfo.email, phone: '' },
    });
    expect(direct).toMatchObject({ clientId: request.id, created: false });
    expect(await clientRows(request.id)).toHaveLength(1);
    expect(await userRows(request.generalInfo.email)).toHaveLength(1);
    expect(await practiceRows(request.practices.map((p) => p.id))).toHaveLength(2);
  });

  it('leaves nothing created when the first user cannot be made, and the request still pending and deniable', async () => {
    // The user comes last in the auth service's transaction: its e-mail taken undoes the client and practices saved before it.
    const request = await submit({ generalInfo: { name: 'Riley Copy', email: DEMO_REVIEWER.email, phone: '15125550100' } });
    const refused = await rejection(send(BillingCommands.approveUserRequest, { id: request.id }));
    expect(refused.code).toBe(ErrorCode.Conflict);
    expect(refused.issues).toEqual([{ path: 'user.email', message: 'is taken' }]);
    expect(await clientRows(request.id)).toEqual([]);
    expect(await practiceRows(request.practices.map((p) => p.id))).toEqual([]);
    expect((await send(BillingCommands.onboardingOrder, { id: request.id })).status).toBe('Pending');
    const denied = await send(BillingCommands.rejectUserRequest, { id: request.id, reason: 'The e-mail belongs to an existing account' });
    expect(denied.request.status).toBe('Denied');
  });

  it('refuses a caller without the decide permission before anything is marked, and one without userRequest even the reading', async () => {
    const request = await submit();
    for (const command of [BillingCommands.approveUserRequest, BillingCommands.rejectUserRequest]) {
      const refused = await rejection(
        send(command, { id: request.id, ...(command === BillingCommands.rejectUserRequest ? { reason: 'x' } : {}) }, reader),
      );
      expect(refused.code).toBe(ErrorCode.Forbidden);
    }
    const direct = await rejection(
      send(
        ClientOnboardingCommands.onboardClient,
        {
          onboardingId: request.id,
          client: { name: 'X', email: '', phone: '', state: '', city: '', address: '', zipCode: '' },
          practices: [],
          user: { firstName: 'X', lastName: '', email: 'x@example.test', phone: '' },
        },
        reader,
      ),
    );
    expect(direct.code).toBe(ErrorCode.Forbidden);
    expect(await clientRows(request.id)).toEqual([]);
    const stranger: Actor = { ...staff, permissions: [] };
    expect((await rejection(send(BillingCommands.listUserRequests, {}, stranger))).code).toBe(ErrorCode.Forbidden);
    expect((await rejection(send(BillingCommands.onboardingOrder, { id: request.id }, stranger))).code).toBe(ErrorCode.Forbidden);
    expect((await send(BillingCommands.rejectUserRequest, { id: request.id, reason: 'Not a dental practice' })).request.status).toBe(
      'Denied',
    );
  });
});

describe('denying', () => {
  it('needs a reason, mails it to the requester, and is final', async () => {
    const request = await submit();
    const noReason = await rejection(send(BillingCommands.rejectUserRequest, { id: request.id, reason: '  ' }));
    expect(noReason.code).toBe(ErrorCode.BadInput);
    expect(noReason.issues?.map((i) => i.path)).toEqual(['reason']);
    expect((await send(BillingCommands.onboardingOrder, { id: request.id })).status).toBe('Pending');

    const denied = await send(BillingCommands.rejectUserRequest, { id: request.id, reason: 'We do not serve Alaska yet' });
    expect(denied.message).toBe('The request was denied successfully');
    expect(denied.request).toMatchObject({ status: 'Denied', denyReason: 'We do not serve Alaska yet' });
    expect(await infra.inbox.next(request.generalInfo.email, /Reason: (.+)/)).toBe('We do not serve Alaska yet');

    expect((await rejection(send(BillingCommands.rejectUserRequest, { id: request.id, reason: 'again' }))).message).toBe(
      'The request was already denied',
    );
    expect((await rejection(send(BillingCommands.approveUserRequest, { id: request.id }))).code).toBe(ErrorCode.Conflict);
    expect(await clientRows(request.id)).toEqual([]);
  });
});

describe('the auth service not answering', () => {
  it('answers a clear 503, keeps the request pending and undeniable, and approving again once it is back finishes it', async () => {
    const request = await submit();
    await auth.close();
    try {
      const unanswered = await rejection(send(BillingCommands.approveUserRequest, { id: request.id }));
      expect(unanswered.code).toBe(ErrorCode.ServiceUnavailable);
      expect(unanswered.message).toMatch(/auth service did not answer/);
      expect((await send(BillingCommands.onboardingOrder, { id: request.id })).status).toBe('Pending');
      const deny = await rejection(send(BillingCommands.rejectUserRequest, { id: request.id, reason: 'changed my mind' }));
      expect(deny.message).toBe('The approval of this request has started; approve it again to finish it');
    } finally {
      auth = await startAuth(infra.env);
      authDb = auth.get(DataSource);
    }
    const finished = await send(BillingCommands.approveUserRequest, { id: request.id });
    expect(finished.request).toMatchObject({ status: 'Approved', clientId: request.id });
    expect(await clientRows(request.id)).toHaveLength(1);
    expect(await userRows(request.generalInfo.email)).toHaveLength(1);
  }, 60_000);
});
