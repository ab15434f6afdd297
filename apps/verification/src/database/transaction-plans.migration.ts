import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The insurance plans bots report on `bot.transaction.plan` (the Transaction plans screens). */
export class TransactionPlans1795777093297 implements MigrationInterface {
  name = 'TransactionPlans1795777093297';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE transaction_plan (
      id text PRIMARY KEY,
      event_id uuid NOT NULL UNIQUE,
      practice_id text NOT NULL,
      employer text NOT NULL,
      group_number text NOT NULL,
      plannum text NOT NULL,
      deductible numeric(12, 2) NOT NULL,
      maximum numeric(12, 2) NOT NULL,
      bot_db_status text NOT NULL,
      sections jsonb NOT NULL,
      audit boolean NOT NULL DEFAULT false,
      audited_by text,
      audited_at timestamptz,
      updated_by text,
      updated_at timestamptz,
      created_at timestamptz NOT NULL
    )`);
    await q.query(`CREATE INDEX transaction_plan_practice ON transaction_plan (practice_id, created_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE transaction_plan`);
  }
}
