/**
 * The File converter's jobs against the real files service, LibreOffice, Redis (BullMQ) and the S3
 * stand-in: a document the test makes goes into storage as the gateway puts it, the job is started
 * and followed over request-reply, and the result is read back and checked by its content (the
 * PDF's text through poppler's pdftotext, the spreadsheet's cells through exceljs).
 */
import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import {
  ConverterMessages,
  ErrorCode,
  FilesCommands,
  newId,
  type Actor,
  type ConversionKind,
  type ConversionStatus,
} from '@dental/contracts';
import { rejection, waitFor } from '@dental/testing';
import { removeExpiredConversions } from '../src/conversions/conversion-cleanup';
import { startFilesService, type FilesService } from './support/files-service';
import { tableDocument, textDocument } from './support/documents';

const person: Actor = { userId: newId(), clientId: newId(), clientIds: [], practiceIds: [], permissions: [] };
const someoneElse: Actor = { ...person, userId: newId() };

let service: FilesService;
let scratch: string;

beforeAll(async () => {
  service = await startFilesService();
  scratch = mkdtempSync(join(tmpdir(), 'conversions-test-'));
}, 180_000);

afterAll(async () => {
  await service?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

/** Stores the upload as the gateway does and starts its conversion. */
async function convert(kind: ConversionKind, content: Buffer, name: string, actor = person): Promise<ConversionStatus> {
  const extension = kind === 'docxtopdf' ? 'docx' : 'pdf';
  const key = `conversions/${newId()}/source.${extension}`;
  await service.storage.put(key, content, 'application/octet-stream');
  return service.rpc.send(FilesCommands.startConversion, { kind, source: { key, size: content.length, name } }, actor, randomUUID());
}

/** Follows the job until it ends; answers every progress it saw and the last status. */
async function finished(jobId: string): Promise<{ status: ConversionStatus; seen: number[] }> {
  const seen: number[] = [];
  const status = await waitFor(
    `conversion ${jobId}`,
    async () => {
      const now = await service.rpc.send(FilesCommands.conversionStatus, { jobId }, person, randomUUID());
      seen.push(now.progress);
      return now.state === 'completed' || now.state === 'failed' ? now : undefined;
    },
    60_000,
  );
  return { status, seen };
}

async function download(jobId: string): Promise<Buffer> {
  const file = await service.rpc.send(FilesCommands.conversionFile, { jobId }, person, randomUUID());
  const chunks: Buffer[] = [];
  for await (const chunk of await service.storage.get(file.key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function pdfText(pdf: Buffer): string {
  const file = join(scratch, `${randomUUID()}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

function pdfPages(pdf: Buffer): number {
  const file = join(scratch, `${randomUUID()}.pdf`);
  writeFileSync(file, pdf);
  return Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
}

/** A PDF with the fee table, made by the converter itself from a DOCX. */
async function tablePdf(rows: number): Promise<Buffer> {
  const started = await convert('docxtopdf', await tableDocument(rows), 'fees.docx');
  expect((await finished(started.jobId)).status.state).toBe('completed');
  return download(started.jobId);
}

describe('DOCX to PDF', () => {
  it('converts a 10-page letter into a PDF of 10 pages holding its text, named after the upload', async () => {
    const started = await convert('docxtopdf', await textDocument(10), 'Verification letter.docx');
    expect(started).toMatchObject({ kind: 'docxtopdf', sourceName: 'Verification letter.docx' });
    expect(['waiting', 'active']).toContain(started.state);
    const { status } = await finished(started.jobId);
    expect(status).toMatchObject({ state: 'completed', progress: 100, fileName: 'Verification letter.pdf' });
    const pdf = await download(started.jobId);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPages(pdf)).toBe(10);
    const text = pdfText(pdf);
    expect(text).toContain('Page 1 of the verification letter');
    expect(text).toContain('Page 10 of the verification letter');
  });

  it('fails a damaged document with the message that it cannot be read, without trying again', async () => {
    const damaged = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(26), Buffer.from('word/document.xml'), Buffer.alloc(400, 7)]);
    const started = await convert('docxtopdf', damaged, 'broken.docx');
    const { status } = await finished(started.jobId);
    expect(status).toMatchObject({ state: 'failed', message: ConverterMessages.unreadable });
    await expect(service.rpc.send(FilesCommands.conversionFile, { jobId: started.jobId }, person, randomUUID())).rejects.toMatchObject({
      code: ErrorCode.Conflict,
    });
  });
});

describe('PDF to XLSX and CSV', () => {
  let pdf: Buffer;
  beforeAll(async () => {
    pdf = await tablePdf(120);
  }, 90_000);

  it('extracts the table of every page into one sheet, header first, numbers as numbers', async () => {
    expect(pdfPages(pdf)).toBeGreaterThan(1);
    const started = await convert('pdftoxlsx', pdf, 'fees.pdf');
    const { status, seen } = await finished(started.jobId);
    expect(status).toMatchObject({ state: 'completed', fileName: 'fees.xlsx' });
    expect(seen.every((p, i) => i === 0 || p >= seen[i - 1])).toBe(true);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(started.jobId)) as never);
    const sheet = workbook.worksheets[0];
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0].slice(1)).toEqual(['Code', 'Procedure', 'Coverage', 'Fee']);
    expect(rows[1].slice(1)).toEqual(['D1000', 'Procedure 0', '50%', 20]);
    expect(rows.filter((r) => /^D1\d{3}$/.test(String(r[1])))).toHaveLength(120);
    expect(rows.find((r) => r[1] === 'D1119')?.slice(1)).toEqual(['D1119', 'Procedure 119', '69%', 139]);
  });

  it('writes the same cells as CSV', async () => {
    const started = await convert('pdftocsv', pdf, 'fees.pdf');
    expect((await finished(started.jobId)).status).toMatchObject({ state: 'completed', fileName: 'fees.csv' });
    const lines = (await download(started.jobId)).toString('utf8').trim().split('\n');
    expect(lines[0]).toBe('Code,Procedure,Coverage,Fee');
    expect(lines).toContain('D1042,Procedure 42,92%,62');
  });

  it('fails a PDF without a table with the message that there is none', async () => {
    const started = await convert('docxtopdf', await textDocument(1), 'letter.docx');
    expect((await finished(started.jobId)).status.state).toBe('completed');
    const letter = await download(started.jobId);
    const table = await convert('pdftocsv', letter, 'letter.pdf');
    expect((await finished(table.jobId)).status).toMatchObject({ state: 'failed', message: ConverterMessages.noTable });
  });

  it('fails a file that is not a PDF with the message that it cannot be read', async () => {
    const started = await convert('pdftoxlsx', Buffer.from('%PDF-1.7\nthis is no PDF at all'), 'fake.pdf');
    expect((await finished(started.jobId)).status).toMatchObject({ state: 'failed', message: ConverterMessages.unreadable });
  });
});

describe('whose conversion', () => {
  it("answers another person's conversion and its file as not found", async () => {
    const started = await convert('docxtopdf', await textDocument(1), 'mine.docx');
    for (const command of [FilesCommands.conversionStatus, FilesCommands.conversionFile]) {
      const refused = await rejection(service.rpc.send(command, { jobId: started.jobId }, someoneElse, randomUUID()));
      expect(refused.code).toBe(ErrorCode.NotFound);
    }
  });

  it('refuses an upload key that is not a conversion upload, naming the field', async () => {
    const refused = await rejection(
      service.rpc.send(
        FilesCommands.startConversion,
        { kind: 'docxtopdf', source: { key: 'transactions/x/secret.pdf', size: 10, name: 'a.docx' } },
        person,
        randomUUID(),
      ),
    );
    expect(refused.code).toBe(ErrorCode.BadInput);
    expect(refused.message).toContain('source.key');
  });
});

describe('kept files', () => {
  it('removes uploads and results once their job has expired, and keeps the newer ones', async () => {
    const started = await convert('docxtopdf', await textDocument(1), 'kept.docx');
    expect((await finished(started.jobId)).status.state).toBe('completed');
    const folder = `conversions/${started.jobId}/`;
    const keys = async () => {
      const found: string[] = [];
      for await (const object of service.storage.list(folder)) found.push(object.key);
      return found.sort();
    };
    expect(await keys()).toEqual([`${folder}kept.pdf`, `${folder}source.docx`]);

    // A day later than now nothing of this conversion is old enough; a day and a minute later it is.
    await removeExpiredConversions(service.storage, new Date(Date.now() + 24 * 3600_000 - 60_000));
    expect(await keys()).toHaveLength(2);
    const outcome = await removeExpiredConversions(service.storage, new Date(Date.now() + 24 * 3600_000 + 60_000));
    expect(outcome.removed).toBeGreaterThanOrEqual(2);
    expect(await keys()).toEqual([]);
  });
});
