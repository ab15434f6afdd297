import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Data quality records, fed by the patient-contact bot's `bot.dqa.request` messages: one row per
 * request (the patient's data as last received, the fields last asked for, when staff confirmed and
 * which answer: `confirmed_answer_at`, the answer's own time, so the bot's clock is compared only with itself) and
 * one per message of its history. `dqa_request_practice` serves the list (a practice's records,
 * newest change first); `dqa_request_transaction` the recall table's join from a transaction.
 */
export class DataQuality1795777095666 implements MigrationInterface {
  name = 'DataQuality1795777095666';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE dqa_request (
      id text PRIMARY KEY,
      practice_id text NOT NULL,
      transaction_id text,
      first_name text NOT NULL,
      last_name text NOT NULL,
      dob text NOT NULL DEFAULT '',
      phone text NOT NULL DEFAULT '',
      email text NOT NULL DEFAULT '',
      address text NOT NULL DEFAULT '',
      zip_code text NOT NULL DEFAULT '',
      missing_fields text[] NOT NULL,
      last_stage text NOT NULL CHECK (last_stage IN ('sent', 'answered')),
      comment text NOT NULL DEFAULT '',
      trusted_info boolean NOT NULL DEFAULT false,
      answered_at timestamptz,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      confirmed_at timestamptz,
      confirmed_by text,
      confirmed_answer_at timestamptz
    )`);
    await q.query(`CREATE INDEX dqa_request_practice ON dqa_request (practice_id, updated_at DESC)`);
    await q.query(`CREATE INDEX dqa_request_transaction ON dqa_request (transaction_id) WHERE transaction_id IS NOT NULL`);
    await q.query(`CREATE TABLE dqa_request_entry (
      event_id uuid PRIMARY KEY,
      request_id text NOT NULL REFERENCES dqa_request (id) ON DELETE CASCADE,
      stage text NOT NULL CHECK (stage IN ('sent', 'answered')),
      occurred_at timestamptz NOT NULL,
      missing_fields text[] NOT NULL,
      comment text NOT NULL DEFAULT '',
      trusted_info boolean NOT NULL DEFAULT false
    )`);
    await q.query(`CREATE INDEX dqa_request_entry_request ON dqa_request_entry (request_id, occurred_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE dqa_request_entry');
    await q.query('DROP TABLE dqa_request');
  }
}
