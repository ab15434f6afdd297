import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Clients, practices, users with their grants, and refresh tokens. Ids are the API's 24-hex ids;
 * refresh tokens are stored only as a SHA-256 hash, so a database leak yields no usable token.
 */
export class AuthTables1767312000000 implements MigrationInterface {
  name = 'AuthTables1767312000000';

  async up(q: QueryRunner): Promise<void> {
    const id = (column: string) => `${column} text NOT NULL CHECK (${column} ~ '^[0-9a-f]{24}$')`;
    await q.query(`CREATE TABLE client (
      ${id('id')} PRIMARY KEY,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
      email text NOT NULL DEFAULT '',
      phone text NOT NULL DEFAULT '',
      state text NOT NULL DEFAULT '',
      city text NOT NULL DEFAULT '',
      address text NOT NULL DEFAULT '',
      zip_code text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE practice (
      ${id('id')} PRIMARY KEY,
      ${id('client_id')} REFERENCES client (id),
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
      state text NOT NULL DEFAULT '',
      city text NOT NULL DEFAULT '',
      address text NOT NULL DEFAULT '',
      deleted_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX practice_client ON practice (client_id)`);
    await q.query(`CREATE TABLE app_user (
      ${id('id')} PRIMARY KEY,
      email text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
      password_hash text NOT NULL,
      first_name text NOT NULL DEFAULT '',
      last_name text NOT NULL DEFAULT '',
      phone text NOT NULL DEFAULT '',
      ${id('client_id')} REFERENCES client (id),
      default_path text NOT NULL DEFAULT '/allTransaction',
      can_use_multi_practice boolean NOT NULL DEFAULT true,
      force_pin_email boolean NOT NULL DEFAULT false,
      failed_attempts int NOT NULL DEFAULT 0,
      locked_at timestamptz,
      last_login timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX app_user_email ON app_user (email)`);
    await q.query(`CREATE INDEX app_user_client ON app_user (client_id)`);
    await q.query(`CREATE TABLE user_client (
      user_id text NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
      client_id text NOT NULL REFERENCES client (id) ON DELETE CASCADE,
      PRIMARY KEY (user_id, client_id)
    )`);
    await q.query(`CREATE TABLE user_practice (
      user_id text NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
      practice_id text NOT NULL REFERENCES practice (id) ON DELETE CASCADE,
      PRIMARY KEY (user_id, practice_id)
    )`);
    await q.query(`CREATE TABLE user_permission (
      user_id text NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
      permission text NOT NULL CHECK (length(permission) BETWEEN 1 AND 100),
      PRIMARY KEY (user_id, permission)
    )`);
    await q.query(`CREATE TABLE refresh_token (
      id uuid PRIMARY KEY,
      user_id text NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
      token_hash text NOT NULL CHECK (token_hash ~ '^[0-9a-f]{64}$'),
      family_id uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      replaced_by uuid REFERENCES refresh_token (id)
    )`);
    await q.query(`CREATE UNIQUE INDEX refresh_token_hash ON refresh_token (token_hash)`);
    await q.query(`CREATE INDEX refresh_token_family ON refresh_token (family_id)`);
    await q.query(`CREATE INDEX refresh_token_user ON refresh_token (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['refresh_token', 'user_permission', 'user_practice', 'user_client', 'app_user', 'practice', 'client']) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
