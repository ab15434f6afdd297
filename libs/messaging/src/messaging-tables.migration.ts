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

/**
 * Whatever inserts outbox rows (the outbox writer, a bulk statement of the bot intake) wakes the
 * relay when its transaction commits: a NOTIFY on the schema's channel, which Postgres delivers only
 * on commit and sends once however many rows the transaction wrote. The relay needs no fast polling.
 */
export class OutboxNotify1795737600000 implements MigrationInterface {
  name = 'OutboxNotify1795737600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE FUNCTION outbox_event_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('outbox_' || TG_TABLE_SCHEMA, '');
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER outbox_event_notify AFTER INSERT ON outbox_event FOR EACH STATEMENT EXECUTE FUNCTION outbox_event_notify()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER outbox_event_notify ON outbox_event');
    await q.query('DROP FUNCTION outbox_event_notify()');
  }
}

/** The channel a schema's outbox announces new rows on (OutboxNotify). */
export function outboxChannel(schema: string): string {
  return `outbox_${schema}`;
}

/** The messaging tables' migrations, in order; every service's migration list starts with them. */
export const MESSAGING_MIGRATIONS = [MessagingTables1767225600000, OutboxRetention1795651200000, OutboxNotify1795737600000];
