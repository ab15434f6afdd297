/**
 * The billing service's routes that the gateway serves itself, end to end over HTTP: auth, billing
 * and the gateway in-process, object storage on the S3 stand-in, the card-payment provider's
 * stand-in. A fee-schedule upload is checked (permission, practice, .xlsx) before anything is
 * stored and leaves no object behind; the provider's webhook is verified over the exact bytes it
 * sent (the JSON parser never touches them) and applied once; an invoice downloads as its PDF; an
 * onboarding request's file downloads for holders of `userRequest` only.
 */
import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import ExcelJS from 'exceljs';
import { DEMO_ADMIN, DEMO_PRACTICES, DEMO_REVIEWER, anOnboardingRequest, type S3StandIn } from '@dental/testing';
import { Routes, SubscriptionFileRoutes, FeeScheduleFileRoutes, OnboardingFileRoutes, newId } from '@dental/contracts';
import { loadConfig } from '@dental/config';
import { startCardPaymentsStandIn, type CardPaymentsStandIn } from '@dental/local-stack';
import { billingModule } from '../../billing/src/app.module';
import { billingConfigSchema } from '../../billing/src/config';
import { storeOnboardingRequest } from '../../billing/src/onboarding/onboarding-intake';
import { OnboardingRepository } from '../../billing/src/onboarding/onboarding.repository';
import { ObjectStorage } from '@dental/storage';
import { seedDemoData } from '../../auth/src/demo/demo-seed';
import { startAuth, type TestInfrastructure } from '../../auth/test/support/test-stack';
import { signInOverHttp, startGateway, startInfrastructureWithS3, startService } from './support/gateway-stack';
import { multipartForm, postMultipart, storedObjectKeys } from './support/uploads';

const BUCKET = 'billing-route-files';
const PRACTICE = DEMO_PRACTICES[0];

describe('gateway routes of the billing service', () => {
  let infra: TestInfrastructure;
  let s3: S3StandIn;
  let provider: CardPaymentsStandIn;
  let auth: INestApplication;
  let billing: INestApplication;
  let gateway: INestApplication;
  let base: string;
  let token: string;
  let subscriptionId: string;

  const objectKeys = () => storedObjectKeys(s3, BUCKET);

  const upload = (name: string, content: Buffer, practiceId = PRACTICE._id, bearer = token) =>
    postMultipart(
      `${base}${FeeScheduleFileRoutes.uploadFeeSchedule.path}`,
      multipartForm({ practiceId }, 'file', [{ name, content }]),
      bearer,
    );

  const webhook = (body: string, signature: string) =>
    fetch(`${base}${SubscriptionFileRoutes.paymentWebhook.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    });

  beforeAll(async () => {
    provider = await startCardPaymentsStandIn();
    subscriptionId = provider.addSubscription({
      clientId: PRACTICE.clientId,
      clientName: 'Bright Smiles Dental Group',
      practiceId: PRACTICE._id,
      practiceName: PRACTICE.name,
      productName: 'Insurance Verification',
      email: 'office@brightsmiles.example',
      amount: 49_900,
      months: 2,
    }).id;
    ({ infra, s3 } = await startInfrastructureWithS3(BUCKET, {
      STRIPE_API_URL: provider.url,
      STRIPE_SECRET_KEY: provider.secretKey,
      STRIPE_WEBHOOK_SECRET: provider.webhookSecret,
    }));
    auth = await startAuth(infra.env);
    await seedDemoData(auth.get(DataSource));
    billing = await startService('billing', loadConfig(billingConfigSchema, infra.env), billingModule);
    ({ gateway, base } = await startGateway(infra.env));
    token = await signInOverHttp(base, infra, DEMO_ADMIN.email, DEMO_ADMIN.password);
  }, 180_000);

  afterAll(async () => {
    await gateway?.close();
    await billing?.close();
    await auth?.close();
    await infra?.stop();
    await s3?.stop();
    await provider?.stop();
  });

  it('reads an uploaded workbook and keeps no file; refuses another format and a practice not granted before storing anything', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Delta').addRows([
      ['Code', 'Description', 'Price'],
      ['D0120', 'Periodic', '$45'],
      ['D0120', 'Again', '45'],
    ]);
    const res = await upload('delta.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { sheets: unknown[] } };
    expect(data.sheets).toEqual([{ name: 'Delta', rows: 2, duplicates: ['D0120'], wrongPrices: ['D0120'], badRows: [] }]);

    const csv = await upload('delta.csv', Buffer.from('a,b,c\n'));
    expect(csv.status).toBe(400);
    expect(((await csv.json()) as { message: string }).message).toBe('File not allowed');
    const renamed = await upload('delta.xlsx', Buffer.from('not a zip at all'));
    expect(renamed.status).toBe(400);
    const foreign = await upload('delta.xlsx', Buffer.from(await book.xlsx.writeBuffer()), newId());
    expect(foreign.status).toBe(403);
    expect(await objectKeys()).toEqual([]);
  });

  it('applies a signed webhook once, verified over the bytes sent, and refuses a bad signature', async () => {
    const subscription = { ...provider.subscriptions.get(subscriptionId)!, status: 'past_due' };
    // Indented JSON: parsed and serialised again, its signature would no longer match.
    const body = JSON.stringify(
      {
        id: 'evt_gatewaytest1',
        object: 'event',
        type: 'customer.subscription.updated',
        created: Math.floor(Date.now() / 1000),
        data: { object: subscription },
      },
      null,
      2,
    );
    const first = await webhook(body, provider.signature(body));
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ success: true, data: { applied: true } });
    expect(await (await webhook(body, provider.signature(body))).json()).toMatchObject({ data: { applied: false } });
    const forged = await webhook(body.replace('past_due', 'active'), provider.signature(body));
    expect(forged.status).toBe(400);

    const detail = await fetch(`${base}${Routes.subscriptionInvoices.path.replace('{id}', subscriptionId)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await detail.json()) as { data: { status: string } }).data.status).toBe('past_due');
  });

  it("downloads an invoice's PDF for a signed-in user only", async () => {
    const invoiceId = provider.subscriptions.get(subscriptionId)!.latest_invoice!;
    const path = `${base}${SubscriptionFileRoutes.invoiceDownload.path.replace('{invoiceId}', invoiceId)}`;
    expect((await fetch(path)).status).toBe(401);
    const res = await fetch(path, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it("downloads an onboarding request's file for holders of userRequest only, and refuses a bad body before the service", async () => {
    const request = anOnboardingRequest();
    await storeOnboardingRequest(billing.get(OnboardingRepository), billing.get(ObjectStorage), request);
    const product = request.practices[0]!.products[0]!;
    const download = (body: object, bearer?: string) =>
      fetch(`${base}${OnboardingFileRoutes.onboardingFile.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
        body: JSON.stringify(body),
      });
    const body = { orderId: request.id, productItemId: product.id, filename: 'patients.csv' };
    expect((await download(body)).status).toBe(401);
    const res = await download(body, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv');
    expect(await res.text()).toContain('Ana Diaz,Delta Dental');
    const nul = await download({ ...body, filename: 'a\u0000b' }, token);
    expect(nul.status).toBe(400);
    expect((await download({ ...body, filename: 'other.csv' }, token)).status).toBe(404);

    const reviewer = await signInOverHttp(base, infra, DEMO_REVIEWER.email, DEMO_REVIEWER.password);
    expect((await download(body, reviewer)).status).toBe(403);
    const approve = await fetch(`${base}${Routes.approveUserRequest.path.replace('{id}', request.id)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${reviewer}` },
      body: '{}',
    });
    expect(approve.status).toBe(403);
  });
});
