import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Onboarding requests: the requester and their business (`onboarding_request`), the practices of the
 * order and each practice's products with the file the requester sent (kept in object storage under
 * `file_key`). `approval_started_at` is set before the auth service is asked to create the client,
 * so a request whose approval may have reached the auth service can no longer be denied.
 */
export class Onboarding1795777148248 implements MigrationInterface {
  name = 'Onboarding1795777148248';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE onboarding_request (
      id text PRIMARY KEY,
      name text NOT NULL,
      email text NOT NULL,
      phone text NOT NULL DEFAULT '',
      business_name text NOT NULL,
      city text NOT NULL DEFAULT '',
      state text NOT NULL DEFAULT '',
      address text NOT NULL DEFAULT '',
      zip_code text NOT NULL DEFAULT '',
      status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Approved', 'Denied')),
      created_at timestamptz NOT NULL DEFAULT now(),
      approval_started_at timestamptz,
      decided_at timestamptz,
      decided_by text,
      deny_reason text,
      client_id text
    )`);
    await q.query(`CREATE INDEX onboarding_request_newest ON onboarding_request (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX onboarding_request_by_status ON onboarding_request (status, created_at DESC, id DESC)`);
    await q.query(`CREATE TABLE onboarding_practice (
      id text PRIMARY KEY,
      request_id text NOT NULL REFERENCES onboarding_request (id) ON DELETE CASCADE,
      position integer NOT NULL,
      name text NOT NULL,
      city text NOT NULL DEFAULT '',
      state text NOT NULL DEFAULT '',
      address text NOT NULL DEFAULT ''
    )`);
    await q.query(`CREATE INDEX onboarding_practice_of_request ON onboarding_practice (request_id, position)`);
    await q.query(`CREATE TABLE onboarding_product (
      id text PRIMARY KEY,
      request_id text NOT NULL REFERENCES onboarding_request (id) ON DELETE CASCADE,
      practice_id text NOT NULL REFERENCES onboarding_practice (id) ON DELETE CASCADE,
      position integer NOT NULL,
      active boolean NOT NULL DEFAULT true,
      date timestamptz NOT NULL DEFAULT now(),
      product_id text NOT NULL,
      product_type text NOT NULL,
      format jsonb NOT NULL DEFAULT '{}',
      file_name text NOT NULL DEFAULT '',
      file_key text
    )`);
    await q.query(`CREATE INDEX onboarding_product_of_request ON onboarding_product (request_id, position)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE onboarding_product`);
    await q.query(`DROP TABLE onboarding_practice`);
    await q.query(`DROP TABLE onboarding_request`);
  }
}
