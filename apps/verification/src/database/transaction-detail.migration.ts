import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the transaction detail screen keeps: the note, the appointment's spreadsheet record, the
 * FBD form values, the files in object storage (keys only), the audit trail, tickets and their
 * threads, and each practice's spreadsheet-field switches (note, history, elgCodes).
 */
export class TransactionDetail1767484800000 implements MigrationInterface {
  name = 'TransactionDetail1767484800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE transaction
      ADD COLUMN note text NOT NULL DEFAULT '',
      ADD COLUMN spreadsheet jsonb NOT NULL DEFAULT '{}',
      ADD COLUMN bookmarks jsonb NOT NULL DEFAULT '{}',
      ADD COLUMN fbd_eligible boolean NOT NULL DEFAULT false,
      ADD COLUMN fbd_notes text NOT NULL DEFAULT ''`);
    // Linked transactions: the same member id within one client.
    await q.query(`CREATE INDEX transaction_member ON transaction (client_id, member_id) WHERE member_id <> ''`);
    // Until the auth service publishes a practice's switches, every practice shows the Notes tab.
    await q.query(
      `ALTER TABLE practice ADD COLUMN spreadsheet_fields jsonb NOT NULL DEFAULT '{"note": true, "history": true, "elgCodes": true}'`,
    );
    await q.query(`CREATE TABLE transaction_file (
      id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
      transaction_id text NOT NULL REFERENCES transaction (id) ON DELETE CASCADE,
      object_key text NOT NULL UNIQUE,
      filename text NOT NULL CHECK (filename <> ''),
      kind text NOT NULL CHECK (kind IN ('pdf', 'doc', 'docx')),
      type text NOT NULL CHECK (type IN ('elg', 'fbd')),
      size bigint NOT NULL CHECK (size > 0),
      content_type text NOT NULL,
      uploaded_by text NOT NULL,
      uploaded_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX transaction_file_transaction ON transaction_file (transaction_id, uploaded_at)`);
    await q.query(`CREATE TABLE transaction_audit (
      id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
      transaction_id text NOT NULL REFERENCES transaction (id) ON DELETE CASCADE,
      client_id text NOT NULL,
      practice_id text NOT NULL,
      state boolean NOT NULL,
      user_id text NOT NULL,
      at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX transaction_audit_transaction ON transaction_audit (transaction_id, at)`);
    await q.query(`CREATE TABLE ticket (
      id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
      transaction_id text NOT NULL REFERENCES transaction (id) ON DELETE CASCADE,
      client_id text NOT NULL,
      practice_id text NOT NULL,
      title text NOT NULL,
      details text NOT NULL,
      steps_to_reproduce text NOT NULL DEFAULT '',
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered')),
      created_by text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX ticket_transaction ON ticket (transaction_id, created_at)`);
    await q.query(`CREATE INDEX ticket_practice ON ticket (practice_id, created_at)`);
    await q.query(`CREATE TABLE ticket_response (
      id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
      ticket_id text NOT NULL REFERENCES ticket (id) ON DELETE CASCADE,
      user_id text NOT NULL,
      message text NOT NULL CHECK (message <> ''),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX ticket_response_ticket ON ticket_response (ticket_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE ticket_response');
    await q.query('DROP TABLE ticket');
    await q.query('DROP TABLE transaction_audit');
    await q.query('DROP TABLE transaction_file');
    await q.query('ALTER TABLE practice DROP COLUMN spreadsheet_fields');
    await q.query('DROP INDEX transaction_member');
    await q.query(`ALTER TABLE transaction DROP COLUMN note, DROP COLUMN spreadsheet, DROP COLUMN bookmarks,
      DROP COLUMN fbd_eligible, DROP COLUMN fbd_notes`);
  }
}
