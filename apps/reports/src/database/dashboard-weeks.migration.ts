import type { MigrationInterface, QueryRunner } from 'typeorm';
import { WEEK_START_SQL } from '../dashboard/dashboard-weeks';

/**
 * The dashboard's counts also summed per week (dashboard/dashboard-weeks.ts), beside the per-day
 * tables: `dashboard_week_counts`, `dashboard_week_status` and `dashboard_week_carrier` hold the same
 * columns keyed by the week's first day instead of the day. `ReadModelRepository.store` applies each
 * transaction's staged deltas to them after the day tables, in the same fixed order of tables and keys.
 * They are filled here from the day tables.
 */
export class DashboardWeeks1795880000000 implements MigrationInterface {
  name = 'DashboardWeeks1795880000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE dashboard_week_counts (
      practice_id text NOT NULL,
      week_start date NOT NULL,
      total int NOT NULL,
      fbd int NOT NULL,
      elg int NOT NULL,
      completed int NOT NULL,
      not_completed int NOT NULL,
      not_found int NOT NULL,
      audited int NOT NULL,
      active int NOT NULL,
      has_missing int NOT NULL,
      PRIMARY KEY (practice_id, week_start)
    )`);
    await q.query(`CREATE TABLE dashboard_week_status (
      practice_id text NOT NULL,
      week_start date NOT NULL,
      status_main text NOT NULL,
      total int NOT NULL,
      fbd int NOT NULL,
      elg int NOT NULL,
      PRIMARY KEY (practice_id, week_start, status_main)
    )`);
    await q.query(`CREATE TABLE dashboard_week_carrier (
      practice_id text NOT NULL,
      carrier_name text NOT NULL,
      week_start date NOT NULL,
      total int NOT NULL,
      fbd int NOT NULL,
      elg int NOT NULL,
      PRIMARY KEY (practice_id, carrier_name, week_start)
    )`);
    const week = WEEK_START_SQL('day');
    await q.query(`INSERT INTO dashboard_week_counts
      SELECT practice_id, ${week}, sum(total), sum(fbd), sum(elg), sum(completed), sum(not_completed), sum(not_found), sum(audited),
             sum(active), sum(has_missing)
        FROM dashboard_day_counts GROUP BY 1, 2`);
    await q.query(`INSERT INTO dashboard_week_status
      SELECT practice_id, ${week}, status_main, sum(total), sum(fbd), sum(elg) FROM dashboard_day_status GROUP BY 1, 2, 3`);
    await q.query(`INSERT INTO dashboard_week_carrier
      SELECT practice_id, carrier_name, ${week}, sum(total), sum(fbd), sum(elg) FROM dashboard_day_carrier GROUP BY 1, 2, 3`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE dashboard_week_carrier');
    await q.query('DROP TABLE dashboard_week_status');
    await q.query('DROP TABLE dashboard_week_counts');
  }
}
