import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The two-step sign-in: every sign-in attempt (the login history, and the pending PIN of step 2,
 * stored only as an HMAC) and the devices and locations each user signed in from (allowed, pending
 * their authorisation link, or blocked).
 */
export class SignInTables1767484800000 implements MigrationInterface {
  name = 'SignInTables1767484800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE known_access (
      id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
      user_id text NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
      fingerprint text NOT NULL,
      browser text NOT NULL DEFAULT '',
      device_type text NOT NULL DEFAULT '',
      device_os text NOT NULL DEFAULT '',
      location text NOT NULL DEFAULT '',
      ip text NOT NULL DEFAULT '',
      state text NOT NULL CHECK (state IN ('pending', 'allowed', 'blocked')),
      first_seen timestamptz NOT NULL DEFAULT now(),
      last_seen timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX known_access_user_fingerprint ON known_access (user_id, fingerprint)`);
    await q.query(`CREATE TABLE login_attempt (
      id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
      user_id text NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      ip text NOT NULL DEFAULT '',
      browser text NOT NULL DEFAULT '',
      browser_version text NOT NULL DEFAULT '',
      device_type text NOT NULL DEFAULT '',
      device_os text NOT NULL DEFAULT '',
      location text NOT NULL DEFAULT '',
      outcome text NOT NULL,
      access_id text REFERENCES known_access (id) ON DELETE SET NULL,
      pin_hash text,
      pin_channel text,
      pin_expires_at timestamptz,
      pin_failures int NOT NULL DEFAULT 0,
      pins_sent int NOT NULL DEFAULT 0,
      completed_at timestamptz,
      session_family uuid,
      session_jti text,
      session_expires_at timestamptz
    )`);
    await q.query(`CREATE INDEX login_attempt_user_created ON login_attempt (user_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE login_attempt`);
    await q.query(`DROP TABLE known_access`);
  }
}
