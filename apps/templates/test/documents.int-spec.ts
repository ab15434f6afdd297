/**
 * Download template and Update PMS end to end between two services: the templates service merges a
 * transaction's values, which it asks of the verification service over the Kafka stand-in (both
 * in-process, each with its own Postgres database), and stores Update PMS documents on the S3
 * stand-in. Covers the merged content and name, bad input, a transaction with nothing to merge,
 * the permission, and refusal across clients and practices, each leaving nothing stored.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import PizZip from 'pizzip';
import {
  DocumentMessages,
  ErrorCode,
  TemplatesCommands as C,
  formFields,
  newId,
  type Actor,
  type CommandDef,
  type CommandRequest,
  type FormField,
  type TemplateForm,
} from '@dental/contracts';
import { ObjectStorage } from '@dental/storage';
import { DEMO_TEMPLATES, createTestDatabase, rejection, startS3StandIn, type S3StandIn, type TestDatabase } from '@dental/testing';
import { seedDemoTemplates } from '../src/demo/demo-seed';
import { startTemplatesService } from './support/templates-service';
import { CLIENT_A, PRACTICES_OF_A, PRACTICE_B, actorOfClientA, actorOfClientB } from '../../verification/test/support/fixtures';
import { startVerificationService, type VerificationService } from '../../verification/test/support/verification-service';

const [PRACTICE_A, PRACTICE_A2] = PRACTICES_OF_A;
const VIEW = 'transaction.list_transaction';
const reviewer: Actor = actorOfClientA([PRACTICE_A._id], [VIEW, 'missingCode.update_pms']);
const viewerOnly: Actor = actorOfClientA([PRACTICE_A._id], [VIEW]);
const auditor: Actor = actorOfClientA([PRACTICE_A._id], [VIEW, 'transaction.audit']);
const otherClient: Actor = actorOfClientB([VIEW, 'transaction.audit']);
const otherPractice: Actor = actorOfClientA([PRACTICE_A2._id], [VIEW, 'transaction.audit']);

let verification: VerificationService;
let templatesDb: TestDatabase;
let s3: S3StandIn;
let templates: INestApplication;
let templatesData: DataSource;
let storage: ObjectStorage;
let form: TemplateForm;
let text: FormField;
let choice: FormField;

function send<D extends CommandDef>(command: D, payload: CommandRequest<D>, actor: Actor | null = reviewer) {
  return verification.rpc.send(command, payload as never, actor, randomUUID());
}

/** An FBD transaction of the verification service, with these saved FBD values. */
async function aTransaction(values: Record<string, string | string[]>, seed: { practiceId?: string; clientId?: string } = {}) {
  const id = newId();
  await verification.dataSource.query(
    `INSERT INTO transaction (id, type, created, client_id, practice_id, patient_first_name, patient_last_name, patient_name,
        carrier_name, policy_type, appointment_date, source, bookmarks)
     VALUES ($1, 'FBD', now(), $2, $3, 'Ana', 'Lopez', 'Ana Lopez', 'Delta Dental', 'Primary', '2026-11-22', 'bot', $4)`,
    [id, seed.clientId ?? CLIENT_A._id, seed.practiceId ?? PRACTICE_A._id, JSON.stringify(values)],
  );
  return id;
}

const mergedRows = async (id: string) =>
  Number((await templatesData.query(`SELECT count(*) AS n FROM merged_document WHERE data_id = $1`, [id]))[0].n);
const documentXml = (base64: string) => new PizZip(Buffer.from(base64, 'base64')).file('word/document.xml')!.asText();

beforeAll(async () => {
  [verification, templatesDb, s3] = await Promise.all([startVerificationService(), createTestDatabase(), startS3StandIn()]);
  templates = await startTemplatesService({
    databaseUrl: templatesDb.url,
    brokers: verification.broker.brokers,
    s3,
    bucket: 'documents-test',
    overrides: { RPC_TIMEOUT_MS: '15000' },
  });
  templatesData = templates.get(DataSource);
  storage = templates.get(ObjectStorage);
  await seedDemoTemplates(templatesData);

  // The verification service's copies, as auth.practice.changed and templates.template.changed leave them.
  form = await send(C.templateData, { templateId: DEMO_TEMPLATES.fbd._id });
  await verification.dataSource.query(
    `INSERT INTO template_version (template_id, version, form) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
    [form._id, form.version, JSON.stringify(form)],
  );
  for (const p of [PRACTICE_A, PRACTICE_A2, PRACTICE_B]) {
    await verification.dataSource.query(
      `INSERT INTO practice (practice_id, client_id, name, client_name, changed_at, template_id) VALUES ($1, $2, $3, '', now(), $4)`,
      [p._id, p.clientId, p.name, form._id],
    );
  }
  const fields = formFields(form).map((f) => f.field);
  text = fields.find((f) => f.type === 'text_string')!;
  choice = fields.find((f) => f.type === 'checkbox_object' && f.options.length > 1)!;
}, 180_000);

afterAll(async () => {
  await templates?.close();
  await verification?.stop();
  await s3?.stop();
  await templatesDb?.drop();
});

describe('Download template', () => {
  it("merges the transaction's saved values into its template, named by the spec's rule, for its practice's users", async () => {
    const option = choice.options[1];
    const id = await aTransaction({ [text.bookmark]: 'Kept in the document', [choice.bookmark]: option.value });

    const merged = await send(C.merge, { dataId: id });
    expect(merged).toMatchObject({
      dataId: id,
      practiceId: PRACTICE_A._id,
      templateId: form._id,
      version: form.version,
      fileName: 'Insurance_verification_form_Delta Dental_Primary_Ana Lopez_11222026.docx',
    });
    const file = await send(C.mergedDownload, { id }, viewerOnly);
    expect(file.fileName).toBe(merged.fileName);
    const xml = documentXml(file.base64);
    expect(xml).toContain('Kept in the document');
    expect(xml).toContain(option.label);
    expect(xml).not.toContain(`{${text.bookmark}}`);

    expect((await rejection(send(C.mergedDownload, { id }, otherPractice))).code).toBe(ErrorCode.NotFound);
    expect((await rejection(send(C.mergedDownload, { id }, otherClient))).code).toBe(ErrorCode.NotFound);
  });

  it("answers 'No data to download' for a transaction with no saved values, and keeps nothing", async () => {
    const id = await aTransaction({ [text.bookmark]: '  ', [choice.bookmark]: [] as never });
    const refused = await rejection(send(C.merge, { dataId: id }));
    expect(refused.code).toBe(ErrorCode.NotFound);
    expect(refused.message).toBe(DocumentMessages.noDataToDownload);
    expect(await mergedRows(id)).toBe(0);
  });

  it('refuses another client, an ungranted practice and a malformed id, keeping nothing', async () => {
    const id = await aTransaction({ [text.bookmark]: 'Secret plan' });
    const theirs = await rejection(send(C.merge, { dataId: id }, otherClient));
    expect(theirs.code).toBe(ErrorCode.NotFound);
    expect(JSON.stringify(theirs.toProblem())).not.toContain('Secret plan');
    expect((await rejection(send(C.merge, { dataId: id }, otherPractice))).code).toBe(ErrorCode.NotFound);
    expect(await mergedRows(id)).toBe(0);

    const malformed = await rejection(send(C.merge, { dataId: 'not-an-id' }));
    expect(malformed.code).toBe(ErrorCode.BadInput);
    expect(malformed.message).toMatch(/^dataId /);
  });
});

describe('Update PMS', () => {
  it("stores the merged .docx in the practice's document storage, replacing it when the document is renamed", async () => {
    const id = await aTransaction({ [text.bookmark]: 'For the PMS' });
    const first = await send(C.driveUpload, { dataId: id });
    const firstKey = `practices/${PRACTICE_A._id}/documents/${id}/Insurance_verification_form_Delta Dental_Primary_Ana Lopez_11222026.docx`;
    expect(first.objectKey).toBe(firstKey);
    expect((await storage.stat(firstKey))?.size).toBe(first.size);

    // The carrier changes: the next update stores the document under its new name and removes the old one.
    await verification.dataSource.query(`UPDATE transaction SET carrier_name = 'MetLife' WHERE id = $1`, [id]);
    const second = await send(C.driveUpload, { dataId: id }, auditor);
    expect(second.objectKey).toContain('Insurance_verification_form_MetLife_Primary_Ana Lopez_11222026.docx');
    expect(await storage.stat(second.objectKey)).not.toBeNull();
    expect(await storage.stat(firstKey)).toBeNull();
  });

  it('needs update_pms or transaction.audit, and refuses other practices and empty transactions, storing nothing', async () => {
    const id = await aTransaction({ [text.bookmark]: 'Not for everyone' });
    const key = `practices/${PRACTICE_A._id}/documents/${id}/Insurance_verification_form_Delta Dental_Primary_Ana Lopez_11222026.docx`;

    const forbidden = await rejection(send(C.driveUpload, { dataId: id }, viewerOnly));
    expect(forbidden.code).toBe(ErrorCode.Forbidden);
    expect((await rejection(send(C.driveUpload, { dataId: id }, otherClient))).code).toBe(ErrorCode.NotFound);
    expect((await rejection(send(C.driveUpload, { dataId: id }, otherPractice))).code).toBe(ErrorCode.NotFound);
    expect(await storage.stat(key)).toBeNull();
    expect(await mergedRows(id)).toBe(0);

    const empty = await aTransaction({});
    const nothing = await rejection(send(C.driveUpload, { dataId: empty }));
    expect(nothing.code).toBe(ErrorCode.Conflict);
    expect(nothing.message).toBe(DocumentMessages.noDataForPms);
    expect(await mergedRows(empty)).toBe(0);
  });
});
