import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Command center's schedules, one row per date handed to the bots (its job's state as their
 * reports leave it), and what bots report about their work: spreadsheet log rows and status events.
 * A practice, type and date is scheduled once (unique), unless its earlier extraction failed.
 */
export class ExtractionSchedules1767787200000 implements MigrationInterface {
  name = 'ExtractionSchedules1767787200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE extraction_schedule (
      id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
      client_id text NOT NULL,
      practice_id text NOT NULL,
      type text NOT NULL CHECK (type IN ('new', 'review', 'retry', 'upload')),
      dates date[] NOT NULL,
      created_by text NOT NULL,
      first_name text NOT NULL DEFAULT '',
      last_name text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX extraction_schedule_practice ON extraction_schedule (practice_id, created_at DESC, id DESC)`);
    await q.query(`CREATE TABLE extraction_date (
      practice_id text NOT NULL,
      type text NOT NULL,
      date date NOT NULL,
      schedule_id text NOT NULL REFERENCES extraction_schedule (id),
      state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'in_process', 'completed', 'failed')),
      progress int NOT NULL DEFAULT 0,
      attempts int NOT NULL DEFAULT 0,
      transactions int NOT NULL DEFAULT 0,
      reason text,
      bot_failure text,
      last_report_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (practice_id, type, date)
    )`);
    await q.query(`CREATE INDEX extraction_date_schedule ON extraction_date (schedule_id)`);
    await q.query(`CREATE TABLE extraction_log (
      id text PRIMARY KEY,
      practice_id text NOT NULL,
      sheet_date date NOT NULL,
      row_number int NOT NULL,
      status boolean NOT NULL,
      title text NOT NULL,
      message text NOT NULL,
      created_at timestamptz NOT NULL
    )`);
    await q.query(`CREATE INDEX extraction_log_sheet ON extraction_log (sheet_date, practice_id, created_at DESC)`);
    await q.query(`CREATE TABLE bot_status_event (
      id text PRIMARY KEY,
      practice_id text NOT NULL,
      bot_name text NOT NULL,
      code text NOT NULL,
      message text NOT NULL,
      created_at timestamptz NOT NULL
    )`);
    await q.query(`CREATE INDEX bot_status_event_practice ON bot_status_event (practice_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE bot_status_event, extraction_log, extraction_date, extraction_schedule`);
  }
}
