import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A practice may have its own verification form template; '' means it uses its client's. */
export class PracticeTemplate1767571200000 implements MigrationInterface {
  name = 'PracticeTemplate1767571200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE practice ADD COLUMN template_id text NOT NULL DEFAULT ''`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE practice DROP COLUMN template_id`);
  }
}
