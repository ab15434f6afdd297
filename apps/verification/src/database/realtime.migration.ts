import type { MigrationInterface, QueryRunner } from 'typeorm';
import { STANDARD_CARRIER_FORM, idFrom, type CarrierFormField } from '@dental/contracts';

/** 2026-01-07, the first real-time carriers. */
const CARRIERS_EPOCH = 1767744000;

/**
 * The payers the clearinghouse routes dental real-time eligibility to, each with its payer ID and
 * the form its question needs. Guardian answers only with the group number, so its form requires it.
 */
const CARRIERS: { serial: number; name: string; payerId: string; form: readonly CarrierFormField[] }[] = [
  { serial: 1, name: 'Delta Dental of California', payerId: '94276', form: STANDARD_CARRIER_FORM },
  { serial: 2, name: 'MetLife Dental', payerId: '65978', form: STANDARD_CARRIER_FORM },
  { serial: 3, name: 'Cigna Dental', payerId: '62308', form: STANDARD_CARRIER_FORM },
  {
    serial: 4,
    name: 'Guardian Dental',
    payerId: '64246',
    form: STANDARD_CARRIER_FORM.map((f) => (f.name === 'groupNumber' ? { ...f, required: true } : f)),
  },
  { serial: 5, name: 'United Concordia', payerId: '89070', form: STANDARD_CARRIER_FORM },
];

/**
 * Real-time verification: the carriers (payer ID and form) and each verification asked, with the
 * question's values, its state, and the object keys of the payer's answer (the 271 as received and
 * the response document) once it came. The control number of each 270 comes from a sequence.
 */
export class RealtimeVerification1767744000000 implements MigrationInterface {
  name = 'RealtimeVerification1767744000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE realtime_carrier (
      id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
      name text NOT NULL UNIQUE,
      payer_id text NOT NULL,
      form jsonb NOT NULL,
      active boolean NOT NULL DEFAULT true
    )`);
    await q.query(`CREATE TABLE realtime_verification (
      id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
      client_id text NOT NULL,
      practice_id text NOT NULL,
      carrier_id text NOT NULL REFERENCES realtime_carrier (id),
      carrier_name text NOT NULL,
      verification_type text NOT NULL CHECK (verification_type IN ('ELG', 'FBD')),
      patient_first_name text NOT NULL,
      patient_last_name text NOT NULL,
      policyholder_first_name text NOT NULL DEFAULT '',
      policyholder_last_name text NOT NULL DEFAULT '',
      relationship text NOT NULL,
      form_values jsonb NOT NULL,
      procedure_codes text[] NOT NULL DEFAULT '{}',
      state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'completed', 'failed')),
      eligibility_status text,
      message text,
      control_number bigint,
      response_key text,
      x12_key text,
      created_by text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX realtime_verification_practice_updated ON realtime_verification (practice_id, updated_at DESC, id DESC)`);
    await q.query(`CREATE SEQUENCE realtime_control_number MINVALUE 1 MAXVALUE 999999999 CYCLE`);
    for (const carrier of CARRIERS) {
      await q.query(`INSERT INTO realtime_carrier (id, name, payer_id, form) VALUES ($1, $2, $3, $4)`, [
        idFrom(CARRIERS_EPOCH, carrier.serial),
        carrier.name,
        carrier.payerId,
        JSON.stringify(carrier.form),
      ]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP SEQUENCE realtime_control_number');
    await q.query('DROP TABLE realtime_verification');
    await q.query('DROP TABLE realtime_carrier');
  }
}
