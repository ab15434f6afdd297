import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A real-time verification is also an All Transactions transaction (source `realtime`): the record
 * keeps the transaction's id, and once answered the key of its response document (a .docx), which
 * the Real Time IV list downloads; the transaction gets its own copy as an eligibility file.
 */
export class RealtimeTransactions1795777056572 implements MigrationInterface {
  name = 'RealtimeTransactions1795777056572';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE transaction DROP CONSTRAINT IF EXISTS transaction_source_check`);
    await q.query(`ALTER TABLE transaction ADD CONSTRAINT transaction_source_check CHECK (source IN ('bot', 'form', 'edit', 'realtime'))`);
    await q.query(`ALTER TABLE realtime_verification
      ADD COLUMN transaction_id text REFERENCES transaction (id) ON DELETE SET NULL,
      ADD COLUMN document_key text`);
    await q.query(`CREATE INDEX realtime_verification_transaction ON realtime_verification (transaction_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX realtime_verification_transaction');
    await q.query('ALTER TABLE realtime_verification DROP COLUMN document_key, DROP COLUMN transaction_id');
    await q.query(`DELETE FROM transaction WHERE source = 'realtime'`);
    await q.query(`ALTER TABLE transaction DROP CONSTRAINT transaction_source_check`);
    await q.query(`ALTER TABLE transaction ADD CONSTRAINT transaction_source_check CHECK (source IN ('bot', 'form', 'edit'))`);
  }
}
