import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The practice projection fed by auth.practice.changed. */
export class PracticeProjection1767312000000 implements MigrationInterface {
  name = 'PracticeProjection1767312000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE practice (
      practice_id text PRIMARY KEY,
      client_id text NOT NULL,
      name text NOT NULL,
      client_name text NOT NULL DEFAULT '',
      state text NOT NULL DEFAULT '',
      deleted boolean NOT NULL DEFAULT false,
      changed_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX practice_client ON practice (client_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE practice');
  }
}
