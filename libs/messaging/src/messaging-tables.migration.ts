import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The outbox and processed-message tables every service that publishes or consumes events needs. */
export class MessagingTables1767225600000 implements MigrationInterface {
  name = 'MessagingTables1767225600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE outbox_event (
      id uuid PRIMARY KEY,
      topic text NOT NULL,
      message_key text NOT NULL,
      payload jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz,
      attempts int NOT NULL DEFAULT 0
    )`);
    await q.query(`CREATE INDEX outbox_event_unsent ON outbox_event (created_at) WHERE sent_at IS NULL`);
    await q.query(`CREATE TABLE processed_message (
      consumer text NOT NULL,
      message_id text NOT NULL,
      processed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (consumer, message_id)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE processed_message');
    await q.query('DROP TABLE outbox_event');
  }
}

/** Published outbox rows are deleted after their retention (OutboxRelay.prune); this finds them without a scan. */
export class OutboxRetention1795651200000 implements MigrationInterface {
  name = 'OutboxRetention1795651200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX outbox_event_sent ON outbox_event (sent_at) WHERE sent_at IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX outbox_event_sent');
  }
}

/** The messaging tables' migrations, in order; every service's migration list starts with them. */
export const MESSAGING_MIGRATIONS = [MessagingTables1767225600000, OutboxRetention1795651200000];
