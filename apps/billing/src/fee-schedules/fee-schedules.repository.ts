/** Fee schedules, their rows and the uploads read before saving: every read and write of these tables. */
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  newId,
  type FeeRowStatus,
  type FeeScheduleCarrier,
  type FeeScheduleRow,
  type FeeUploadRow,
  type FeeUploadView,
} from '@dental/contracts';
import { escapeLike } from '@dental/database';
import { centsToPrice, priceToCents } from './fee-prices';
import type { ReadFeeSheet } from './fee-workbook';

interface ScheduleRow {
  id: string;
  practice_id: string;
  year: number;
  carrier_name: string;
  description: string;
  rows: string;
}

interface ServiceRow {
  id: string;
  service_code: string;
  service_description: string;
  price_cents: string;
  status: FeeRowStatus;
}

/** An upload is kept this long for its save; older ones go at the next upload. */
const UPLOAD_KEPT_HOURS = 24;

const toCarrier = (r: ScheduleRow): FeeScheduleCarrier => ({
  _id: r.id,
  carrierName: r.carrier_name,
  description: r.description,
  year: r.year,
  practiceId: r.practice_id,
  rows: Number(r.rows),
});

const toRow = (r: ServiceRow): FeeScheduleRow => ({
  _id: r.id,
  serviceCode: r.service_code,
  serviceDescription: r.service_description,
  price: centsToPrice(Number(r.price_cents)),
  status: r.status,
});

export interface NewFeeSchedule {
  practiceId: string;
  year: number;
  carrierName: string;
  description: string;
  createdBy: string;
  services: { serviceCode: string; serviceDescription: string; price: string }[];
}

@Injectable()
export class FeeSchedulesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Keeps the sheets of an upload, row by row with their flags, in one statement per sheet. */
  async saveUpload(upload: { id: string; userId: string; practiceId: string; fileName: string }, sheets: ReadFeeSheet[]): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      await tx.query(`DELETE FROM fee_upload WHERE created_at < now() - make_interval(hours => $1)`, [UPLOAD_KEPT_HOURS]);
      await tx.query(`INSERT INTO fee_upload (id, user_id, practice_id, file_name) VALUES ($1, $2, $3, $4)`, [
        upload.id,
        upload.userId,
        upload.practiceId,
        upload.fileName,
      ]);
      for (const sheet of sheets) {
        if (sheet.rows.length === 0) continue;
        const duplicates = new Set(sheet.duplicates);
        const wrong = new Set(sheet.wrongPrices);
        await tx.query(
          `INSERT INTO fee_upload_row (upload_id, sheet, row_number, service_code, service_description, price, duplicate, wrong_price)
           SELECT $1, $2, * FROM unnest($3::int[], $4::text[], $5::text[], $6::text[], $7::boolean[], $8::boolean[])`,
          [
            upload.id,
            sheet.name,
            sheet.rows.map((r) => r.row),
            sheet.rows.map((r) => r.serviceCode),
            sheet.rows.map((r) => r.serviceDescription),
            sheet.rows.map((r) => r.price),
            sheet.rows.map((r) => duplicates.has(r.serviceCode)),
            sheet.rows.map((r) => wrong.has(r.serviceCode)),
          ],
        );
      }
    });
  }

  async uploadOf(uploadId: string): Promise<{ userId: string; practiceId: string } | null> {
    const [row] = (await this.dataSource.query(`SELECT user_id, practice_id FROM fee_upload WHERE id = $1`, [uploadId])) as {
      user_id: string;
      practice_id: string;
    }[];
    return row ? { userId: row.user_id, practiceId: row.practice_id } : null;
  }

  async uploadRows(
    uploadId: string,
    sheet: string,
    view: FeeUploadView,
    limit: number,
    offset: number,
  ): Promise<{ records: FeeUploadRow[]; total: number }> {
    const filter = view === 'duplicates' ? 'AND duplicate' : view === 'wrongPrice' ? 'AND wrong_price' : '';
    const where = `upload_id = $1 AND sheet = $2 ${filter}`;
    const [rows, [count]] = await Promise.all([
      this.dataSource.query(
        `SELECT row_number, service_code, service_description, price, duplicate, wrong_price FROM fee_upload_row
         WHERE ${where} ORDER BY row_number LIMIT $3 OFFSET $4`,
        [uploadId, sheet, limit, offset],
      ) as Promise<
        { row_number: number; service_code: string; service_description: string; price: string; duplicate: boolean; wrong_price: boolean }[]
      >,
      this.dataSource.query(`SELECT count(*)::int AS total FROM fee_upload_row WHERE ${where}`, [uploadId, sheet]) as Promise<
        { total: number }[]
      >,
    ]);
    return {
      total: count?.total ?? 0,
      records: rows.map((r) => ({
        row: r.row_number,
        serviceCode: r.service_code,
        serviceDescription: r.service_description,
        price: r.price,
        status: 'waiting',
        duplicate: r.duplicate,
        wrongPrice: r.wrong_price,
      })),
    };
  }

  /** Every row of an uploaded sheet, in sheet order, for its save. */
  async uploadSheet(uploadId: string, sheet: string): Promise<{ serviceCode: string; serviceDescription: string; price: string }[]> {
    const rows = (await this.dataSource.query(
      `SELECT service_code, service_description, price FROM fee_upload_row WHERE upload_id = $1 AND sheet = $2 ORDER BY row_number`,
      [uploadId, sheet],
    )) as { service_code: string; service_description: string; price: string }[];
    return rows.map((r) => ({ serviceCode: r.service_code, serviceDescription: r.service_description, price: r.price }));
  }

  /** The schedule and all its rows in one transaction; null when the practice already has this carrier and year. */
  async create(schedule: NewFeeSchedule, uploadId?: string): Promise<FeeScheduleCarrier | null> {
    return this.dataSource.transaction(async (tx) => {
      const id = newId();
      const [inserted] = (await tx.query(
        `INSERT INTO fee_schedule (id, practice_id, year, carrier_name, description, created_by) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (practice_id, year, lower(carrier_name)) DO NOTHING RETURNING id`,
        [id, schedule.practiceId, schedule.year, schedule.carrierName, schedule.description, schedule.createdBy],
      )) as { id: string }[];
      if (!inserted) return null;
      const ids = schedule.services.map(() => newId());
      await tx.query(
        `INSERT INTO fee_schedule_row (id, fee_schedule_id, position, service_code, service_description, price_cents, status)
         SELECT r.id, $1, r.position, r.code, r.description, r.cents, 'done'
         FROM unnest($2::text[], $3::int[], $4::text[], $5::text[], $6::bigint[]) AS r(id, position, code, description, cents)`,
        [
          id,
          ids,
          schedule.services.map((_, i) => i + 1),
          schedule.services.map((s) => s.serviceCode),
          schedule.services.map((s) => s.serviceDescription),
          schedule.services.map((s) => priceToCents(s.price)),
        ],
      );
      if (uploadId) await tx.query(`DELETE FROM fee_upload WHERE id = $1`, [uploadId]);
      return this.schedule(tx, id);
    });
  }

  async carriers(practiceId: string, year: number): Promise<FeeScheduleCarrier[]> {
    const rows = (await this.dataSource.query(
      `SELECT s.id, s.practice_id, s.year, s.carrier_name, s.description,
              (SELECT count(*) FROM fee_schedule_row r WHERE r.fee_schedule_id = s.id) AS rows
       FROM fee_schedule s WHERE s.practice_id = $1 AND s.year = $2 ORDER BY lower(s.carrier_name)`,
      [practiceId, year],
    )) as ScheduleRow[];
    return rows.map(toCarrier);
  }

  async findSchedule(practiceId: string, year: number, carrierName: string): Promise<FeeScheduleCarrier | null> {
    const [row] = (await this.dataSource.query(
      `SELECT s.id, s.practice_id, s.year, s.carrier_name, s.description,
              (SELECT count(*) FROM fee_schedule_row r WHERE r.fee_schedule_id = s.id) AS rows
       FROM fee_schedule s WHERE s.practice_id = $1 AND s.year = $2 AND lower(s.carrier_name) = lower($3)`,
      [practiceId, year, carrierName],
    )) as ScheduleRow[];
    return row ? toCarrier(row) : null;
  }

  async rows(
    scheduleId: string,
    code: string | undefined,
    limit: number,
    offset: number,
  ): Promise<{ records: FeeScheduleRow[]; total: number }> {
    const values: unknown[] = [scheduleId];
    let where = 'fee_schedule_id = $1';
    if (code) {
      values.push(`${escapeLike(code)}%`);
      where += ` AND service_code ILIKE $2 ESCAPE '\\'`;
    }
    const [rows, [count]] = await Promise.all([
      this.dataSource.query(
        `SELECT id, service_code, service_description, price_cents, status FROM fee_schedule_row WHERE ${where}
         ORDER BY position, id LIMIT ${Number(limit)} OFFSET ${Number(offset)}`,
        values,
      ) as Promise<ServiceRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS total FROM fee_schedule_row WHERE ${where}`, values) as Promise<{ total: number }[]>,
    ]);
    return { records: rows.map(toRow), total: count?.total ?? 0 };
  }

  /** The practice a row belongs to, for the caller's tenancy check. */
  async practiceOfRow(rowId: string): Promise<{ practiceId: string; scheduleId: string } | null> {
    const [row] = (await this.dataSource.query(
      `SELECT s.practice_id, s.id FROM fee_schedule_row r JOIN fee_schedule s ON s.id = r.fee_schedule_id WHERE r.id = $1`,
      [rowId],
    )) as { practice_id: string; id: string }[];
    return row ? { practiceId: row.practice_id, scheduleId: row.id } : null;
  }

  /** Edits a row; `code-taken` when another row of its schedule already has the code. */
  async updateRow(
    rowId: string,
    change: { serviceCode: string; serviceDescription: string; price: string },
    userId: string,
  ): Promise<FeeScheduleRow | 'code-taken'> {
    const [rows] = (await this.dataSource.query(
      `UPDATE fee_schedule_row r SET service_code = $2, service_description = $3, price_cents = $4, status = 'updated',
              updated_by = $5, updated_at = now()
       WHERE r.id = $1 AND NOT EXISTS (
         SELECT 1 FROM fee_schedule_row o WHERE o.fee_schedule_id = r.fee_schedule_id AND o.service_code = $2 AND o.id <> r.id)
       RETURNING r.id, r.service_code, r.service_description, r.price_cents, r.status`,
      [rowId, change.serviceCode, change.serviceDescription, priceToCents(change.price), userId],
    )) as [ServiceRow[], number];
    // The unique constraint still guards two edits racing to the same code.
    return rows[0] ? toRow(rows[0]) : 'code-taken';
  }

  private async schedule(tx: EntityManager, id: string): Promise<FeeScheduleCarrier> {
    const [row] = (await tx.query(
      `SELECT s.id, s.practice_id, s.year, s.carrier_name, s.description,
              (SELECT count(*) FROM fee_schedule_row r WHERE r.fee_schedule_id = s.id) AS rows
       FROM fee_schedule s WHERE s.id = $1`,
      [id],
    )) as ScheduleRow[];
    return toCarrier(row!);
  }
}
