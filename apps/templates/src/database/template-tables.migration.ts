import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Templates (spec 02 §3): sections of type info or code, sub-sections, the bookmark catalogue, the
 * bookmarks placed in sections and sub-sections with their settings and conditions, every published
 * version of each template as a form, shared elements and merged documents.
 *
 * A catalogue bookmark placed in a template cannot be deleted (the foreign key restricts it, behind
 * the service's own in-use check). Deleting a section deletes its sub-sections and placements.
 */
export class TemplateTables1767398400000 implements MigrationInterface {
  name = 'TemplateTables1767398400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE template (
      id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 40),
      description text NOT NULL CHECK (length(description) BETWEEN 1 AND 40),
      version int NOT NULL DEFAULT 1 CHECK (version >= 1),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX template_name ON template (lower(name), id)`);
    await q.query(`CREATE TABLE template_section (
      id text PRIMARY KEY,
      template_id text NOT NULL REFERENCES template(id) ON DELETE CASCADE,
      category_name text NOT NULL,
      section_type text NOT NULL CHECK (section_type IN ('info', 'code')),
      order_number int NOT NULL
    )`);
    await q.query(`CREATE INDEX template_section_order ON template_section (template_id, order_number)`);
    await q.query(`CREATE TABLE template_subsection (
      id text PRIMARY KEY,
      template_id text NOT NULL REFERENCES template(id) ON DELETE CASCADE,
      section_id text NOT NULL REFERENCES template_section(id) ON DELETE CASCADE,
      label text NOT NULL,
      code text NOT NULL,
      order_number int NOT NULL
    )`);
    await q.query(`CREATE INDEX template_subsection_order ON template_subsection (section_id, order_number)`);
    await q.query(`CREATE TABLE bookmark (
      id text PRIMARY KEY,
      code text NOT NULL CONSTRAINT bookmark_code UNIQUE,
      label text NOT NULL,
      element_type text NOT NULL CHECK (element_type IN ('text', 'checkbox', 'multiple')),
      value_type text NOT NULL CHECK (value_type IN ('string', 'number', 'date', 'object')),
      symbol text NOT NULL DEFAULT '',
      required boolean NOT NULL DEFAULT false,
      options jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX bookmark_search ON bookmark (lower(code) text_pattern_ops)`);
    await q.query(`CREATE TABLE template_bookmark (
      id text PRIMARY KEY,
      template_id text NOT NULL REFERENCES template(id) ON DELETE CASCADE,
      section_id text NOT NULL REFERENCES template_section(id) ON DELETE CASCADE,
      subsection_id text REFERENCES template_subsection(id) ON DELETE CASCADE,
      bookmark_id text NOT NULL REFERENCES bookmark(id) ON DELETE RESTRICT,
      order_number int NOT NULL,
      label text,
      required boolean NOT NULL DEFAULT false,
      max_length int CHECK (max_length IS NULL OR max_length > 0),
      options jsonb NOT NULL DEFAULT '[]',
      affects_on jsonb NOT NULL DEFAULT '[]',
      CONSTRAINT template_bookmark_once UNIQUE (template_id, bookmark_id)
    )`);
    await q.query(`CREATE INDEX template_bookmark_order ON template_bookmark (section_id, subsection_id, order_number)`);
    await q.query(`CREATE INDEX template_bookmark_catalogue ON template_bookmark (bookmark_id)`);
    await q.query(`CREATE TABLE template_version (
      template_id text NOT NULL REFERENCES template(id) ON DELETE CASCADE,
      version int NOT NULL,
      form jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (template_id, version)
    )`);
    await q.query(`CREATE TABLE shared_element (
      template_id text PRIMARY KEY REFERENCES template(id) ON DELETE CASCADE,
      elements text[] NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE merged_document (
      data_id text PRIMARY KEY,
      practice_id text NOT NULL,
      template_id text NOT NULL,
      version int NOT NULL,
      file_name text NOT NULL,
      content bytea NOT NULL,
      object_key text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'merged_document',
      'shared_element',
      'template_version',
      'template_bookmark',
      'bookmark',
      'template_subsection',
      'template_section',
      'template',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
