import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The read model's columns each part of the dashboard counts by, as `dashboard_delta` stages them. */
const STAGED = `practice_id, appointment_date, type, carrier_name, status_main, outcome, audited, missing_required_input_qty > 0`;

/**
 * The dashboard's counts kept already summed, one small table per part of it, per practice and
 * appointment day, so a call sums at most practices × days × a few rows instead of every transaction:
 *
 * - `dashboard_day_counts`: one row per practice and day, a column per figure the counters, the donut,
 *   the cards and the carrier-less weekly line read (every one of them is a count of its own, never a
 *   combination, so a column each is enough);
 * - `dashboard_day_status`: per practice, day and main status: the status table (total, FBD, ELG);
 * - `dashboard_day_carrier`: per practice, carrier and day: the weekly line under a carrier filter.
 *
 * They change with +1/−1 deltas in the database transaction that changes `dashboard_transaction`.
 * Statement triggers (with transition tables, so they see the rows' real old and new versions, even
 * when another transaction changed a row a moment before) stage each statement's deltas in
 * `dashboard_delta` under the transaction's id; `ReadModelRepository.store` then applies the staged
 * deltas once, in the fixed order of the tables and of their keys, and removes them, so two
 * transactions never wait on each other's rows in opposite orders. `dashboard_delta` is UNLOGGED:
 * its rows never outlive their transaction.
 *
 * `dashboard_practice_version` counts each practice's changes (+1 per database transaction that
 * changes its counts): a repeated dashboard request is answered from memory while the sum of its
 * practices' versions has not moved.
 *
 * The tables are filled here from the rows already stored, and by every rebuild through the same
 * triggers.
 */
export class DashboardCounts1795790906148 implements MigrationInterface {
  name = 'DashboardCounts1795790906148';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE dashboard_day_counts (
      practice_id text NOT NULL,
      day date NOT NULL,
      total int NOT NULL,
      fbd int NOT NULL,
      elg int NOT NULL,
      completed int NOT NULL,
      not_completed int NOT NULL,
      not_found int NOT NULL,
      audited int NOT NULL,
      active int NOT NULL,
      has_missing int NOT NULL,
      PRIMARY KEY (practice_id, day)
    )`);
    await q.query(`CREATE TABLE dashboard_day_status (
      practice_id text NOT NULL,
      day date NOT NULL,
      status_main text NOT NULL,
      total int NOT NULL,
      fbd int NOT NULL,
      elg int NOT NULL,
      PRIMARY KEY (practice_id, day, status_main)
    )`);
    await q.query(`CREATE TABLE dashboard_day_carrier (
      practice_id text NOT NULL,
      carrier_name text NOT NULL,
      day date NOT NULL,
      total int NOT NULL,
      fbd int NOT NULL,
      elg int NOT NULL,
      PRIMARY KEY (practice_id, carrier_name, day)
    )`);
    await q.query(`CREATE TABLE dashboard_practice_version (practice_id text PRIMARY KEY, version bigint NOT NULL)`);
    await q.query(`CREATE UNLOGGED TABLE dashboard_delta (
      xact xid8 NOT NULL DEFAULT pg_current_xact_id(),
      practice_id text NOT NULL,
      day date NOT NULL,
      type text NOT NULL,
      carrier_name text NOT NULL,
      status_main text NOT NULL,
      outcome text NOT NULL,
      audited boolean NOT NULL,
      has_missing boolean NOT NULL,
      n int NOT NULL
    )`);
    await q.query(`CREATE INDEX dashboard_delta_xact ON dashboard_delta (xact)`);
    await q.query(`ALTER TABLE dashboard_delta SET (autovacuum_vacuum_scale_factor = 0.01)`);

    const stage = (name: string, rows: string) =>
      q.query(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
        BEGIN
          INSERT INTO dashboard_delta (practice_id, day, type, carrier_name, status_main, outcome, audited, has_missing, n)
          SELECT practice_id, day, type, carrier_name, status_main, outcome, audited, has_missing, sum(n)
            FROM (${rows}) AS d (practice_id, day, type, carrier_name, status_main, outcome, audited, has_missing, n)
           GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
          HAVING sum(n) <> 0;
          RETURN NULL;
        END $$`);
    await stage('dashboard_stage_inserted', `SELECT ${STAGED}, 1 FROM inserted`);
    await stage('dashboard_stage_updated', `SELECT ${STAGED}, 1 FROM updated_new UNION ALL SELECT ${STAGED}, -1 FROM updated_old`);
    await stage('dashboard_stage_deleted', `SELECT ${STAGED}, -1 FROM deleted`);
    await q.query(`CREATE TRIGGER dashboard_transaction_inserted AFTER INSERT ON dashboard_transaction
      REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION dashboard_stage_inserted()`);
    await q.query(`CREATE TRIGGER dashboard_transaction_updated AFTER UPDATE ON dashboard_transaction
      REFERENCING OLD TABLE AS updated_old NEW TABLE AS updated_new FOR EACH STATEMENT EXECUTE FUNCTION dashboard_stage_updated()`);
    await q.query(`CREATE TRIGGER dashboard_transaction_deleted AFTER DELETE ON dashboard_transaction
      REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION dashboard_stage_deleted()`);

    // The rows stored before this migration.
    const count = (where: string) => `count(*) FILTER (WHERE ${where})`;
    await q.query(`INSERT INTO dashboard_day_counts
      SELECT practice_id, appointment_date, count(*), ${count(`type = 'FBD'`)}, ${count(`type = 'ELG'`)}, ${count(`outcome = 'completed'`)},
             ${count(`outcome = 'not-completed'`)}, ${count(`outcome = 'not-found'`)}, ${count('audited')},
             ${count(`lower(status_main) = 'active'`)}, ${count('missing_required_input_qty > 0')}
        FROM dashboard_transaction GROUP BY 1, 2`);
    await q.query(`INSERT INTO dashboard_day_status
      SELECT practice_id, appointment_date, status_main, count(*), ${count(`type = 'FBD'`)}, ${count(`type = 'ELG'`)}
        FROM dashboard_transaction GROUP BY 1, 2, 3`);
    await q.query(`INSERT INTO dashboard_day_carrier
      SELECT practice_id, carrier_name, appointment_date, count(*), ${count(`type = 'FBD'`)}, ${count(`type = 'ELG'`)}
        FROM dashboard_transaction GROUP BY 1, 2, 3`);
    await q.query(`INSERT INTO dashboard_practice_version SELECT DISTINCT practice_id, 1 FROM dashboard_transaction`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER dashboard_transaction_deleted ON dashboard_transaction');
    await q.query('DROP TRIGGER dashboard_transaction_updated ON dashboard_transaction');
    await q.query('DROP TRIGGER dashboard_transaction_inserted ON dashboard_transaction');
    await q.query('DROP FUNCTION dashboard_stage_deleted()');
    await q.query('DROP FUNCTION dashboard_stage_updated()');
    await q.query('DROP FUNCTION dashboard_stage_inserted()');
    await q.query('DROP TABLE dashboard_delta');
    await q.query('DROP TABLE dashboard_practice_version');
    await q.query('DROP TABLE dashboard_day_carrier');
    await q.query('DROP TABLE dashboard_day_status');
    await q.query('DROP TABLE dashboard_day_counts');
  }
}
