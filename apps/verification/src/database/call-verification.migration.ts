import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Call Center's phone verification of a transaction (one per transaction): coverage dates, the
 * E/N items with frequency and history, notes, and who saved and updated it. Deleting the
 * transaction deletes it.
 */
export class CallVerification1767830400000 implements MigrationInterface {
  name = 'CallVerification1767830400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE call_verification (
      transaction_id text PRIMARY KEY REFERENCES transaction (id) ON DELETE CASCADE,
      coverage_date_start date NOT NULL,
      coverage_date_end date NOT NULL CHECK (coverage_date_end >= coverage_date_start),
      annual text NOT NULL DEFAULT '',
      remaining text NOT NULL DEFAULT '',
      reference_number text NOT NULL DEFAULT '',
      notes text NOT NULL,
      items jsonb NOT NULL DEFAULT '[]',
      created_by text NOT NULL,
      updated_by text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE call_verification`);
  }
}
