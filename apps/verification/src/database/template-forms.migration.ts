import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The verification forms: this service's copy of every template version (fed by
 * templates.template.changed), the template each practice uses (fed by auth.practice.changed), and
 * the version an audited transaction was audited with, which its FBD tab keeps showing.
 */
export class TemplateForms1767571200000 implements MigrationInterface {
  name = 'TemplateForms1767571200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE template_version (
      template_id text NOT NULL,
      version int NOT NULL CHECK (version >= 1),
      form jsonb NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (template_id, version)
    )`);
    await q.query(`ALTER TABLE practice ADD COLUMN template_id text NOT NULL DEFAULT ''`);
    await q.query(`CREATE INDEX practice_template ON practice (template_id) WHERE template_id <> ''`);
    await q.query(`ALTER TABLE transaction
      ADD COLUMN form_template_id text,
      ADD COLUMN form_template_version int,
      ADD CONSTRAINT transaction_form_version CHECK ((form_template_id IS NULL) = (form_template_version IS NULL))`);
    // The recount after a template change walks a practice's open FBD transactions by id.
    await q.query(`CREATE INDEX transaction_open_form ON transaction (practice_id, id) WHERE type = 'FBD' AND NOT audited`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX transaction_open_form`);
    await q.query(
      `ALTER TABLE transaction DROP CONSTRAINT transaction_form_version, DROP COLUMN form_template_id, DROP COLUMN form_template_version`,
    );
    await q.query(`DROP INDEX practice_template`);
    await q.query(`ALTER TABLE practice DROP COLUMN template_id`);
    await q.query(`DROP TABLE template_version`);
  }
}
