import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fee schedules: one per practice, carrier and year (the carrier compared without case, so
 * "Delta Dental" and "delta dental" are one schedule), its rows one per procedure code. Prices are
 * kept as cents, shown as `$` and two decimals. An upload keeps the rows of each sheet as read
 * until it is saved or a day has passed, so the upload view pages them here and a save of ten
 * thousand rows needs no second trip through the browser.
 */
export class FeeSchedules1767830400000 implements MigrationInterface {
  name = 'FeeSchedules1767830400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE fee_schedule (
      id text PRIMARY KEY,
      practice_id text NOT NULL,
      year integer NOT NULL,
      carrier_name text NOT NULL,
      description text NOT NULL DEFAULT '',
      created_by text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX fee_schedule_per_carrier ON fee_schedule (practice_id, year, lower(carrier_name))`);
    await q.query(`CREATE TABLE fee_schedule_row (
      id text PRIMARY KEY,
      fee_schedule_id text NOT NULL REFERENCES fee_schedule (id) ON DELETE CASCADE,
      position integer NOT NULL,
      service_code text NOT NULL,
      service_description text NOT NULL,
      price_cents bigint NOT NULL,
      status text NOT NULL CHECK (status IN ('done', 'updated')),
      updated_by text,
      updated_at timestamptz,
      CONSTRAINT fee_schedule_row_code UNIQUE (fee_schedule_id, service_code)
    )`);
    await q.query(`CREATE INDEX fee_schedule_row_by_position ON fee_schedule_row (fee_schedule_id, position)`);
    await q.query(`CREATE TABLE fee_upload (
      id text PRIMARY KEY,
      user_id text NOT NULL,
      practice_id text NOT NULL,
      file_name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX fee_upload_by_age ON fee_upload (created_at)`);
    await q.query(`CREATE TABLE fee_upload_row (
      upload_id text NOT NULL REFERENCES fee_upload (id) ON DELETE CASCADE,
      sheet text NOT NULL,
      row_number integer NOT NULL,
      service_code text NOT NULL,
      service_description text NOT NULL,
      price text NOT NULL,
      duplicate boolean NOT NULL,
      wrong_price boolean NOT NULL,
      PRIMARY KEY (upload_id, sheet, row_number)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE fee_upload_row`);
    await q.query(`DROP TABLE fee_upload`);
    await q.query(`DROP TABLE fee_schedule_row`);
    await q.query(`DROP TABLE fee_schedule`);
  }
}
