import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The reports service's read model of transactions, fed by verification.transaction.recorded (and
 * filled by the rebuild): one row per transaction with the facts the dashboard and the reports read,
 * plus the dashboard's classification of it (status_main, outcome), computed once when stored.
 *
 * `dashboard_transaction_month` leads with practice and appointment day, the dashboard's only
 * filters, and carries every column the dashboard groups by: its aggregates run as index-only scans.
 * `read_at` is when the verification service read the facts; a row is replaced only by facts read
 * later, so a late answer never undoes a newer one.
 */
export class ReadModel1767398400000 implements MigrationInterface {
  name = 'ReadModel1767398400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE dashboard_transaction (
      transaction_id text PRIMARY KEY,
      client_id text NOT NULL,
      practice_id text NOT NULL,
      practice_name text NOT NULL DEFAULT '',
      client_name text NOT NULL DEFAULT '',
      type text NOT NULL,
      appointment_date date NOT NULL,
      patient_name text NOT NULL DEFAULT '',
      carrier_name text NOT NULL DEFAULT '',
      iv_status text NOT NULL DEFAULT '',
      iv_process_result text NOT NULL DEFAULT '',
      status_patient text NOT NULL DEFAULT '',
      audited boolean NOT NULL DEFAULT false,
      missing_required_input_qty int NOT NULL DEFAULT 0,
      status_main text NOT NULL,
      outcome text NOT NULL CHECK (outcome IN ('completed', 'not-completed', 'not-found')),
      created timestamptz NOT NULL,
      read_at timestamptz NOT NULL
    )`);
    await q.query(`CREATE INDEX dashboard_transaction_month ON dashboard_transaction (practice_id, appointment_date)
      INCLUDE (type, carrier_name, status_main, outcome, audited, missing_required_input_qty)`);
    await q.query(`ALTER TABLE dashboard_transaction SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02)`);
    await q.query(`CREATE TABLE carrier (name text PRIMARY KEY, id text NOT NULL UNIQUE)`);
    await q.query(`CREATE TABLE read_model_rebuild (
      id int PRIMARY KEY CHECK (id = 1),
      started_at timestamptz NOT NULL,
      finished_at timestamptz,
      after_id text NOT NULL DEFAULT '',
      stored int NOT NULL DEFAULT 0
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE read_model_rebuild');
    await q.query('DROP TABLE carrier');
    await q.query('DROP TABLE dashboard_transaction');
  }
}
