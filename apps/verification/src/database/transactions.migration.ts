import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The transaction table (spec 01 §3) and the index that serves All Transactions.
 *
 * The list always names its practices and usually one day (the day navigator), sorts by appointment
 * date, time, patient name and id, and also counts every match. `transaction_list` leads with
 * practice_id and appointment_date, continues with the sort keys (so one practice's day comes out
 * already ordered), and carries the filterable columns as INCLUDE columns: the count and the choice
 * of the page's 25 ids then run as index-only scans, and only those 25 rows are read from the table.
 */
export class Transactions1767312060000 implements MigrationInterface {
  name = 'Transactions1767312060000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE transaction (
      id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
      type text NOT NULL CHECK (type <> '' AND type = upper(type)),
      created timestamptz NOT NULL,
      client_id text NOT NULL,
      practice_id text NOT NULL,
      patient_first_name text NOT NULL DEFAULT '',
      patient_last_name text NOT NULL DEFAULT '',
      patient_name text NOT NULL DEFAULT '',
      carrier_name text NOT NULL DEFAULT '',
      missing_required_input_qty int NOT NULL DEFAULT 0 CHECK (missing_required_input_qty >= 0),
      total_required_fields int NOT NULL DEFAULT 0 CHECK (total_required_fields >= 0),
      verification_type text NOT NULL DEFAULT '',
      status_patient text NOT NULL DEFAULT '',
      iv_status text NOT NULL DEFAULT '',
      iv_process_result text NOT NULL DEFAULT '',
      provider text NOT NULL DEFAULT '',
      appointment_date date NOT NULL,
      appointment_time time,
      comment text NOT NULL DEFAULT '',
      audited boolean NOT NULL DEFAULT false,
      upload_fbd boolean NOT NULL DEFAULT false,
      color text,
      appt_note text NOT NULL DEFAULT '',
      history jsonb NOT NULL DEFAULT '[]',
      elg_codes jsonb NOT NULL DEFAULT '[]',
      appt_data jsonb NOT NULL DEFAULT '{}',
      drive_files jsonb NOT NULL DEFAULT '[]',
      policy_type text NOT NULL DEFAULT '',
      relationship text NOT NULL DEFAULT '',
      patient_id text NOT NULL DEFAULT '',
      patient_dob date,
      employer_name text NOT NULL DEFAULT '',
      member_id text NOT NULL DEFAULT '',
      subscriber_id text NOT NULL DEFAULT '',
      subscriber_first_name text NOT NULL DEFAULT '',
      subscriber_last_name text NOT NULL DEFAULT '',
      subscriber_dob date,
      group_number text NOT NULL DEFAULT '',
      source text NOT NULL CHECK (source IN ('bot', 'form', 'edit')),
      bot_id text,
      bot_verification_id text CONSTRAINT transaction_bot_verification_id UNIQUE,
      bot_result_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX transaction_list ON transaction
      (practice_id, appointment_date, appointment_time, patient_name, id)
      INCLUDE (client_id, type, carrier_name, iv_status, iv_process_result, provider, audited, missing_required_input_qty)`);
    // Index-only scans need a fresh visibility map; bots and staff update rows all day, so vacuum this table sooner than the default 20 %.
    await q.query(`ALTER TABLE transaction SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE transaction');
  }
}
