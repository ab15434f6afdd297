import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The service's copy of the card-payment provider's subscriptions and invoices, kept current by its
 * signed webhooks and a full read at start-up, so the screens page here. Each row keeps the
 * provider's object as received (`data`) and the columns the lists filter and sort by; `seen_at`
 * is the time of the event (or read) that wrote it, so an older event arriving late changes nothing.
 * `payment_event` records each applied event id: a webhook delivered twice is applied once.
 */
export class Subscriptions1767916800000 implements MigrationInterface {
  name = 'Subscriptions1767916800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE subscription (
      id text PRIMARY KEY,
      client_id text NOT NULL,
      client_name text NOT NULL,
      practice_id text NOT NULL,
      practice_name text NOT NULL,
      product_name text NOT NULL,
      status text NOT NULL,
      created_at timestamptz NOT NULL,
      data jsonb NOT NULL,
      seen_at bigint NOT NULL
    )`);
    await q.query(`CREATE INDEX subscription_by_client ON subscription (client_id, client_name)`);
    await q.query(`CREATE TABLE invoice (
      id text PRIMARY KEY,
      subscription_id text NOT NULL,
      status text NOT NULL,
      created_at timestamptz NOT NULL,
      data jsonb NOT NULL,
      seen_at bigint NOT NULL
    )`);
    await q.query(`CREATE INDEX invoice_by_subscription ON invoice (subscription_id, created_at DESC, id)`);
    await q.query(`CREATE TABLE payment_event (
      id text PRIMARY KEY,
      type text NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE payment_sync (
      id integer PRIMARY KEY CHECK (id = 1),
      last_sync_at timestamptz,
      last_error text
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE payment_sync`);
    await q.query(`DROP TABLE payment_event`);
    await q.query(`DROP TABLE invoice`);
    await q.query(`DROP TABLE subscription`);
  }
}
