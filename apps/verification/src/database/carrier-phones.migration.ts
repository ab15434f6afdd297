import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The phone profile of a carrier (spec 03 §3 "Phone profile: phoneNumber"): the number the Call
 * Center dials to verify a patient's coverage. One per carrier of the carrier list.
 */
export class CarrierPhones1768003200000 implements MigrationInterface {
  name = 'CarrierPhones1768003200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE carrier_phone (
      carrier_id text PRIMARY KEY REFERENCES realtime_carrier (id) ON DELETE CASCADE,
      phone_number text NOT NULL CHECK (phone_number ~ '^\\+?[0-9]{7,15}$'),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE carrier_phone`);
  }
}
