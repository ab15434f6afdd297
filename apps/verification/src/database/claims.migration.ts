import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The claim requests bots report on `bot.claim` (the Claims screen), one row per event. */
export class Claims1767916800000 implements MigrationInterface {
  name = 'Claims1767916800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE claim (
      id text PRIMARY KEY,
      practice_id text NOT NULL,
      claim_type text NOT NULL CHECK (claim_type IN ('validate', 'submit')),
      patient_name text NOT NULL,
      company_name text NOT NULL,
      requested_at timestamptz NOT NULL
    )`);
    await q.query(`CREATE INDEX claim_practice ON claim (practice_id, claim_type, requested_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE claim`);
  }
}
