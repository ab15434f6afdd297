/**
 * Fee schedules against the real database, broker and S3 stand-in, over request-reply as the
 * gateway asks: an uploaded workbook is read from object storage with its duplicates and wrong
 * prices flagged and its rows paged; a sheet with either cannot be saved; a clean one saves once
 * per practice, carrier and year; rows page and are edited one at a time, a code already in the
 * schedule refused; another practice's schedules stay out of reach.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { BillingCommands, ErrorCode, newId, type Actor, type CommandDef, type FeeUpload } from '@dental/contracts';
import { rejection } from '@dental/testing';
import { startBillingService, type BillingService } from './support/billing-service';

const PRACTICE = newId();
const OTHER_PRACTICE = newId();
const admin: Actor = { userId: newId(), clientId: newId(), clientIds: [], practiceIds: [PRACTICE], permissions: ['feeSchedule'] };
const stranger: Actor = { ...admin, userId: newId(), practiceIds: [OTHER_PRACTICE] };

let service: BillingService;

const send = <C extends CommandDef>(command: C, payload: Record<string, unknown>, actor: Actor = admin) =>
  service.rpc.send(command, payload as never, actor, randomUUID());

async function upload(sheets: Record<string, unknown[][]>, actor: Actor = admin, practiceId = PRACTICE): Promise<FeeUpload> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) book.addWorksheet(name).addRows(rows);
  const key = `fee-schedules/${newId()}.xlsx`;
  await service.storage.put(key, Buffer.from(await book.xlsx.writeBuffer()), 'application/octet-stream');
  return send(BillingCommands.readFeeWorkbook, { key, fileName: 'delta.xlsx', practiceId }, actor);
}

const header = ['Code', 'Description', 'Price'];
const clean = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => [`D${String(from + i).padStart(4, '0')}`, `Procedure ${from + i}`, `$${from + i}.50`]);

beforeAll(async () => {
  service = await startBillingService();
}, 180_000);
afterAll(async () => service?.stop());

describe('an uploaded workbook', () => {
  it('lists each sheet with its duplicates and wrong prices, pages the rows of each view, and drops the file', async () => {
    const answer = await upload({
      Delta: [header, ['D0120', 'Periodic', '$45'], ['D0140', 'Limited', '60'], ['D0120', 'Periodic again', '$46'], ...clean(30, 1000)],
      Cigna: [header, ...clean(3)],
    });
    expect(answer.sheets).toEqual([
      { name: 'Delta', rows: 33, duplicates: ['D0120'], wrongPrices: ['D0140'], badRows: [] },
      { name: 'Cigna', rows: 3, duplicates: [], wrongPrices: [], badRows: [] },
    ]);
    const rows = (view: string, offset = 0) =>
      send(BillingCommands.feeUploadRows, { uploadId: answer.uploadId, sheet: 'Delta', view, offset });
    const all = await rows('all');
    expect(all.total).toBe(33);
    expect(all.records).toHaveLength(25);
    expect(all.records[1]).toEqual({
      row: 3,
      serviceCode: 'D0140',
      serviceDescription: 'Limited',
      price: '60',
      status: 'waiting',
      duplicate: false,
      wrongPrice: true,
    });
    expect((await rows('all', 25)).records).toHaveLength(8);
    expect((await rows('duplicates')).records.map((r) => r.row)).toEqual([2, 4]);
    expect((await rows('wrongPrice')).records.map((r) => r.serviceCode)).toEqual(['D0140']);
    // Another user cannot read the upload, whatever id they send.
    expect(
      (await rejection(send(BillingCommands.feeUploadRows, { uploadId: answer.uploadId, sheet: 'Delta' }, { ...admin, userId: newId() })))
        .code,
    ).toBe(ErrorCode.NotFound);
  });

  it('refuses a file that is not a workbook, and a practice the caller was not granted', async () => {
    const key = `fee-schedules/${newId()}.xlsx`;
    await service.storage.put(key, Buffer.from('PK\u0003\u0004 broken'), 'application/octet-stream');
    const broken = await rejection(send(BillingCommands.readFeeWorkbook, { key, fileName: 'x.xlsx', practiceId: PRACTICE }));
    expect(broken.message).toBe('The file could not be read as an Excel workbook (.xlsx)');
    expect(await service.storage.stat(key)).toBeNull();
    expect((await rejection(upload({ S: [header, ...clean(1)] }, admin, OTHER_PRACTICE))).code).toBe(ErrorCode.Forbidden);
  });
});

describe('saving a schedule', () => {
  it('blocks a sheet with duplicates or wrong prices, naming them, and saves nothing', async () => {
    const answer = await upload({
      Delta: [header, ['D0120', 'Periodic', '$45'], ['D0120', 'Again', '$46']],
      Aetna: [header, ['D1', 'a', '$1'], ['D2', 'b', '12'], ['D3', 'c', '$1.234']],
    });
    const save = (sheet: string) =>
      send(BillingCommands.saveFeeSchedule, { practiceId: PRACTICE, year: 2024, carrierName: sheet, uploadId: answer.uploadId, sheet });
    expect((await rejection(save('Delta'))).message).toBe('Some of the codes are duplicates');
    expect((await rejection(save('Aetna'))).message).toBe('D2, D3 has wrong price');
    expect(await send(BillingCommands.feeScheduleCarriers, { practiceId: PRACTICE, year: 2024 })).toEqual([]);
  });

  it('saves the services of the documented payload once per practice, carrier and year', async () => {
    const body = {
      practiceId: PRACTICE,
      year: 2023,
      carrierName: 'MetLife',
      description: 'PPO',
      services: [
        { serviceCode: 'D0120', serviceDescription: 'Periodic', price: '$45' },
        { serviceCode: 'D0140', serviceDescription: 'Limited', price: '$60.5' },
      ],
    };
    const saved = await send(BillingCommands.saveFeeSchedule, body);
    expect(saved.schedule).toMatchObject({ carrierName: 'MetLife', year: 2023, rows: 2, practiceId: PRACTICE });
    const again = await rejection(send(BillingCommands.saveFeeSchedule, { ...body, carrierName: 'metlife' }));
    expect(again.code).toBe(ErrorCode.Conflict);
    expect(again.message).toBe('Fee Schedule already exists, you can update in the next link');
    expect((await rejection(send(BillingCommands.saveFeeSchedule, { ...body, practiceId: OTHER_PRACTICE }))).code).toBe(
      ErrorCode.Forbidden,
    );
  });

  it('saves ten thousand rows of an upload, then lists, pages and edits them', async () => {
    const answer = await upload({ United: [header, ...clean(10_000)] });
    const saved = await send(BillingCommands.saveFeeSchedule, {
      practiceId: PRACTICE,
      year: 2024,
      carrierName: 'United',
      description: '',
      uploadId: answer.uploadId,
      sheet: 'United',
    });
    expect(saved.schedule.rows).toBe(10_000);
    // The upload is spent: saving it again finds nothing.
    expect((await rejection(send(BillingCommands.feeUploadRows, { uploadId: answer.uploadId, sheet: 'United' }))).code).toBe(
      ErrorCode.NotFound,
    );

    expect((await send(BillingCommands.feeScheduleCarriers, { practiceId: PRACTICE, year: 2024 })).map((c) => c.carrierName)).toEqual([
      'United',
    ]);
    const query = { practiceId: PRACTICE, year: 2024, carrierName: 'united' };
    const page = await send(BillingCommands.feeScheduleByCarrier, { ...query, offset: 25 });
    expect(page.total).toBe(10_000);
    expect(page.records[0]).toMatchObject({ serviceCode: 'D0025', serviceDescription: 'Procedure 25', price: '$25.50', status: 'done' });
    const searched = await send(BillingCommands.feeScheduleByCarrier, { ...query, code: 'D999' });
    expect(searched.records.map((r) => r.serviceCode)).toEqual([
      'D9990',
      'D9991',
      'D9992',
      'D9993',
      'D9994',
      'D9995',
      'D9996',
      'D9997',
      'D9998',
      'D9999',
    ]);

    const row = page.records[0]!;
    const edited = await send(BillingCommands.updateFeeService, {
      rowId: row._id,
      serviceCode: 'D0025',
      serviceDescription: 'Edited',
      price: '$30',
    });
    expect(edited).toEqual({ _id: row._id, serviceCode: 'D0025', serviceDescription: 'Edited', price: '$30.00', status: 'updated' });
    const taken = await rejection(
      send(BillingCommands.updateFeeService, { rowId: row._id, serviceCode: 'D0026', serviceDescription: 'Edited', price: '$30' }),
    );
    expect(taken.message).toBe('D0026 code already exists!');
    expect(taken.issues).toEqual([{ path: 'serviceCode', message: 'D0026 code already exists!' }]);
    const stranger_ = await rejection(
      send(BillingCommands.updateFeeService, { rowId: row._id, serviceCode: 'X', serviceDescription: 'x', price: '$1' }, stranger),
    );
    expect(stranger_.code).toBe(ErrorCode.NotFound);
    const after = await send(BillingCommands.feeScheduleByCarrier, { ...query, code: 'D0025' });
    expect(after.records[0]).toMatchObject({ serviceDescription: 'Edited', price: '$30.00' });
  });

  it('refuses bad input naming the field', async () => {
    const wrong = await rejection(
      send(BillingCommands.updateFeeService, { rowId: newId(), serviceCode: '', serviceDescription: '', price: '30' }),
    );
    expect(wrong.code).toBe(ErrorCode.BadInput);
    expect(wrong.issues).toEqual([
      { path: 'serviceCode', message: 'Code Services is required' },
      { path: 'serviceDescription', message: 'Description is required' },
      { path: 'price', message: 'Price is incorrect' },
    ]);
    const year = await rejection(send(BillingCommands.feeScheduleCarriers, { practiceId: PRACTICE, year: 1999 }));
    expect(year.issues?.[0]?.path).toBe('year');
  });
});
