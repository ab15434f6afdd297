import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The permission catalogue and client grants, plus the client and practice form fields of spec 02 §3.
 * Catalogue codes are unique and hyphen-joined, so a subtree is "code = X or code LIKE 'X-%'"; a
 * catalogue element's name is the permission key users are granted, hence unique too.
 */
export class AdministrationTables1767398400000 implements MigrationInterface {
  name = 'AdministrationTables1767398400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE system_permission (
      id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
      system_catalog_id text NOT NULL,
      type text NOT NULL CHECK (type IN ('Module', 'Section', 'Action')),
      code text NOT NULL CHECK (code ~ '^M[0-9]+(-S[0-9]+)*(-A[0-9]+)?$'),
      parent_id text REFERENCES system_permission (id) ON DELETE CASCADE,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
      display_name text NOT NULL CHECK (length(display_name) BETWEEN 1 AND 100),
      show_in_menu boolean NOT NULL DEFAULT false,
      restricted boolean NOT NULL DEFAULT false,
      url text NOT NULL DEFAULT '',
      icon text NOT NULL DEFAULT '',
      group_name text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX system_permission_code ON system_permission (code text_pattern_ops)`);
    await q.query(`CREATE UNIQUE INDEX system_permission_name ON system_permission (name)`);
    await q.query(`CREATE TABLE client_permission (
      client_id text NOT NULL REFERENCES client (id) ON DELETE CASCADE,
      permission_id text NOT NULL REFERENCES system_permission (id) ON DELETE CASCADE,
      PRIMARY KEY (client_id, permission_id)
    )`);
    await q.query(`ALTER TABLE client
      ADD COLUMN template_id text NOT NULL DEFAULT '',
      ADD COLUMN plan_template_id text NOT NULL DEFAULT '',
      ADD COLUMN deleted_at timestamptz`);
    await q.query(`CREATE INDEX client_name ON client (lower(name))`);
    await q.query(`ALTER TABLE practice
      ADD COLUMN description text NOT NULL DEFAULT '',
      ADD COLUMN folder_id text NOT NULL DEFAULT '',
      ADD COLUMN spreadsheet_id text NOT NULL DEFAULT ''`);
    // The practices each user chose to work with (connections), kept across browsers and devices.
    await q.query(`CREATE TABLE user_app_setting (
      user_id text PRIMARY KEY REFERENCES app_user (id) ON DELETE CASCADE,
      selected_practice_ids text[] NOT NULL DEFAULT '{}',
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    // One NS key per client (spec 02 §3 Client NS key), with who set it and when.
    await q.query(`CREATE TABLE client_ns_key (
      id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
      client_id text NOT NULL UNIQUE REFERENCES client (id) ON DELETE CASCADE,
      key text NOT NULL CHECK (length(key) BETWEEN 1 AND 500),
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL
    )`);
    // A practice's credential set: the key/value groups are one AES-256-GCM sealed JSON document.
    await q.query(`CREATE TABLE client_credential (
      id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
      client_id text NOT NULL REFERENCES client (id) ON DELETE CASCADE,
      practice_id text NOT NULL UNIQUE REFERENCES practice (id) ON DELETE CASCADE,
      sealed text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX client_credential_client ON client_credential (client_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE client_credential`);
    await q.query(`DROP TABLE client_ns_key`);
    await q.query(`DROP TABLE user_app_setting`);
    await q.query(`ALTER TABLE practice DROP COLUMN description, DROP COLUMN folder_id, DROP COLUMN spreadsheet_id`);
    await q.query(`DROP INDEX client_name`);
    await q.query(`ALTER TABLE client DROP COLUMN template_id, DROP COLUMN plan_template_id, DROP COLUMN deleted_at`);
    await q.query(`DROP TABLE client_permission`);
    await q.query(`DROP TABLE system_permission`);
  }
}
