/**
 * The gateway's file routes end to end: auth, verification and the gateway in-process, object
 * storage on the S3 stand-in. A file is checked by content and size before anything is stored;
 * a refused upload (wrong content, too large, or refused by the service) leaves no object behind.
 */
import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import ExcelJS from 'exceljs';
import { DetailMessages, Routes, newId, type ExportStatus, type TransactionFile } from '@dental/contracts';
import { loadConfig } from '@dental/config';
import { ObjectStorage } from '@dental/storage';
import { DEMO_ADMIN, DEMO_PRACTICES, waitFor, type S3StandIn } from '@dental/testing';
import { verificationModule } from '../../verification/src/app.module';
import { verificationConfigSchema } from '../../verification/src/config';
import { seedDemoData } from '../../auth/src/demo/demo-seed';
import { startAuth, type TestInfrastructure } from '../../auth/test/support/test-stack';
import { signInOverHttp, startGateway, startInfrastructureWithS3, startService } from './support/gateway-stack';
import { multipartForm, postMultipart, storedObjectKeys, type UploadedFile } from './support/uploads';
import { storeTransaction } from '../../verification/test/support/stored-transaction';

const BUCKET = 'upload-test-files';
const MAX_BYTES = 64 * 1024;
const PRACTICE = DEMO_PRACTICES[0];

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 0x90)]);
const DOCX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from('word/document.xml'), Buffer.alloc(100)]);

describe('gateway file routes', () => {
  let infra: TestInfrastructure;
  let s3: S3StandIn;
  let auth: INestApplication;
  let verification: INestApplication;
  let gateway: INestApplication;
  let base: string;
  let token: string;
  let storage: ObjectStorage;
  let transactionId: string;
  let verificationDb: DataSource;

  const objectCount = async () => (await storedObjectKeys(s3, BUCKET)).length;

  const upload = (files: UploadedFile[], fields: Record<string, string> = {}) =>
    postMultipart(`${base}${Routes.uploadFiles.path}`, multipartForm({ transactionId, ...fields }, 'files[]', files), token);

  beforeAll(async () => {
    ({ infra, s3 } = await startInfrastructureWithS3(BUCKET, { UPLOAD_MAX_BYTES: String(MAX_BYTES) }));
    storage = new ObjectStorage({
      endpoint: s3.endpoint,
      accessKey: s3.accessKey,
      secretKey: s3.secretKey,
      region: 'us-east-1',
      bucket: BUCKET,
    });
    await storage.ensureBucket();
    auth = await startAuth(infra.env);
    await seedDemoData(auth.get(DataSource));
    verification = await startService('verification', loadConfig(verificationConfigSchema, infra.env), verificationModule);
    verificationDb = verification.get(DataSource);
    await verificationDb.query(`INSERT INTO practice (practice_id, client_id, name, changed_at) VALUES ($1, $2, $3, now())`, [
      PRACTICE._id,
      PRACTICE.clientId,
      PRACTICE.name,
    ]);
    transactionId = await storeTransaction(verificationDb, { client_id: PRACTICE.clientId, practice_id: PRACTICE._id });
    ({ gateway, base } = await startGateway(infra.env));
    token = await signInOverHttp(base, infra, DEMO_ADMIN.email, DEMO_ADMIN.password);
  }, 120_000);

  afterAll(async () => {
    await gateway?.close();
    await verification?.close();
    await auth?.close();
    await infra?.stop();
    await s3?.stop();
  });

  it('stores a PDF and a DOCX by content, lists them, and downloads the same bytes', async () => {
    const res = await upload(
      [
        { name: 'eligibility.pdf', content: PDF },
        { name: 'breakdown.docx', content: DOCX },
      ],
      { names: 'Eligibility_Active_Delta Ana Lopez', statusPatient: '' },
    );
    expect(res.status).toBe(200);
    const files = ((await res.json()) as { data: TransactionFile[] }).data;
    expect(files.map((f) => [f.filename, f.size])).toEqual([
      ['Eligibility Active Delta Ana Lopez.pdf', PDF.length],
      ['breakdown.docx', DOCX.length],
    ]);
    expect(await objectCount()).toBe(2);

    const download = await fetch(`${base}${Routes.downloadFile.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ transactionId, fileId: files[0].id }),
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);

    const deleted = await fetch(`${base}${Routes.deleteFile.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ transactionId, fileId: files[1].id }),
    });
    expect(((await deleted.json()) as { data: { files: TransactionFile[] } }).data.files).toHaveLength(1);
    expect(await objectCount()).toBe(1);
  });

  it('answers 401 without a token before reading any body, and stores nothing', async () => {
    const before = await objectCount();
    const form = multipartForm({ transactionId }, 'files[]', [{ name: 'good.pdf', content: PDF }]);
    for (const path of [Routes.uploadFiles.path, Routes.replaceFile.path]) {
      const multipart = await postMultipart(`${base}${path}`, form);
      expect(multipart.status).toBe(401);
      const json = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(json.status).toBe(401);
    }
    expect(await objectCount()).toBe(before);
  });

  it('refuses a .exe renamed .pdf with the spec message and stores nothing', async () => {
    const before = await objectCount();
    const res = await upload([
      { name: 'good.pdf', content: PDF },
      { name: 'invoice.pdf', content: EXE },
    ]);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(DetailMessages.allowedFiles);
    expect(await objectCount()).toBe(before);
  });

  it('refuses a file over the size limit with the limit in the message and stores nothing', async () => {
    const before = await objectCount();
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_BYTES, 0x20)]);
    const res = await upload([{ name: 'big.pdf', content: big }]);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain('each file must be at most 64 KB');
    expect(await objectCount()).toBe(before);
  });

  it('removes the stored object when the service refuses the upload', async () => {
    const before = await objectCount();
    await verificationDb.query(`UPDATE transaction SET audited = true WHERE id = $1`, [transactionId]);
    const res = await upload([{ name: 'late.pdf', content: PDF }]);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe(DetailMessages.readOnly);
    expect(await objectCount()).toBe(before);
    await verificationDb.query(`UPDATE transaction SET audited = false WHERE id = $1`, [transactionId]);
  });

  it('answers 404 for a transaction that does not exist, storing nothing', async () => {
    const before = await objectCount();
    const res = await upload([{ name: 'x.pdf', content: PDF }], { transactionId: newId() });
    expect(res.status).toBe(404);
    expect(await objectCount()).toBe(before);
  });

  it('streams an All Transactions export through the gateway; no answer names a storage address', async () => {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const started = await fetch(`${base}${Routes.downloadTransactions.path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ practiceId: [PRACTICE._id], clientId: PRACTICE.clientId }),
    });
    expect(started.status).toBe(200);
    const { jobId } = ((await started.json()) as { data: ExportStatus }).data;
    const statusPath = Routes.downloadStatus.path.replace('{jobId}', jobId);
    const answers: string[] = [];
    const done = await waitFor(
      'the export',
      async () => {
        const text = await (await fetch(`${base}${statusPath}?clientId=${PRACTICE.clientId}`, { headers })).text();
        answers.push(text);
        const status = (JSON.parse(text) as { data: ExportStatus }).data;
        return status.state === 'completed' ? status : undefined;
      },
      30_000,
    );
    // Nothing handed to the browser names the storage's host or a signed link.
    for (const text of answers) expect(text).not.toMatch(new RegExp(`${new URL(s3.endpoint).host}|https?://|X-Amz-`, 'i'));

    const filePath = Routes.exportDownload.path.replace('{jobId}', jobId);
    const file = await fetch(`${base}${filePath}?clientId=${PRACTICE.clientId}`, { headers: { authorization: `Bearer ${token}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="${done.fileName}"; filename*=UTF-8''${encodeURIComponent(done.fileName!)}`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await file.arrayBuffer()) as never);
    expect(workbook.worksheets[0].getRow(1).getCell(3).value).toBe('Patient Name');
    expect(workbook.worksheets[0].rowCount).toBe(1 + done.rows!);

    // Without a token, or for a job that is not the caller's, no byte leaves.
    expect((await fetch(`${base}${filePath}`)).status).toBe(401);
    const other = Routes.exportDownload.path.replace('{jobId}', jobId.replace(/[0-9a-f]{16}$/, '0'.repeat(16)));
    expect((await fetch(`${base}${other}?clientId=${PRACTICE.clientId}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(
      404,
    );
  });
});
