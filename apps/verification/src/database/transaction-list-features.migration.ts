import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ALL_TRANSACTIONS_COLUMNS, ALL_TRANSACTIONS_GRID_ID } from '@dental/contracts';

/**
 * What All Transactions keeps besides transactions: each user's sort and status priority, the flag
 * colours of each client, the grid's columns and each user's choice of them.
 * `transaction.color` holds the id of the flag colour (a colour of the transaction's client).
 */
export class TransactionListFeatures1767398400000 implements MigrationInterface {
  name = 'TransactionListFeatures1767398400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE user_preference (
      user_id text PRIMARY KEY,
      sort jsonb,
      priority jsonb,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE color_scheme (
      id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
      client_id text NOT NULL,
      name text NOT NULL,
      hex_code text NOT NULL CHECK (hex_code ~ '^#[0-9A-F]{6}$'),
      color_priority int NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT color_scheme_client_hex UNIQUE (client_id, hex_code)
    )`);
    await q.query(`CREATE TABLE grid_column (
      id text PRIMARY KEY,
      grid_id text NOT NULL,
      grid_name text NOT NULL,
      key text NOT NULL,
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      permission text,
      default_visible boolean NOT NULL DEFAULT false,
      position int NOT NULL
    )`);
    await q.query(`CREATE TABLE user_grid_column (
      id text PRIMARY KEY,
      user_id text NOT NULL,
      column_id text NOT NULL REFERENCES grid_column (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT user_grid_column_once UNIQUE (user_id, column_id)
    )`);
    // Whether a user has chosen columns at all: until then the grid's defaults apply.
    await q.query(`CREATE TABLE user_grid (
      user_id text NOT NULL,
      grid_id text NOT NULL,
      PRIMARY KEY (user_id, grid_id)
    )`);
    for (const [position, column] of ALL_TRANSACTIONS_COLUMNS.entries()) {
      await q.query(
        `INSERT INTO grid_column (id, grid_id, grid_name, key, name, description, permission, default_visible, position)
         VALUES ($1, $2, 'All Transactions', $3, $4, $5, $6, $7, $8)`,
        [
          column._id,
          ALL_TRANSACTIONS_GRID_ID,
          column.key,
          column.name,
          column.description,
          column.permission ?? null,
          column.defaultVisible,
          position,
        ],
      );
    }
    // A list over many practices in the default order walks this index in day order and stops after
    // one page of matches (filters read from the INCLUDE columns), instead of collecting every match
    // of every practice and sorting them; transaction_list still serves one practice's day.
    await q.query(`CREATE INDEX transaction_by_day ON transaction (appointment_date, appointment_time, patient_name, id)
      INCLUDE (practice_id, client_id, type, carrier_name, iv_status, iv_process_result, provider, audited, missing_required_input_qty)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX transaction_by_day');
    await q.query('DROP TABLE user_grid, user_grid_column, grid_column, color_scheme, user_preference');
  }
}
