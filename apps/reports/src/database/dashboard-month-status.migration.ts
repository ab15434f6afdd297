import type { MigrationInterface, QueryRunner } from 'typeorm';
import { MONTH_START_SQL } from '../dashboard/dashboard-weeks';

/**
 * The status table's counts also summed per calendar month (`dashboard_month_status`, keyed by the
 * month's first day), beside the day and week tables: a whole month of 300 practices then reads
 * about 1,800 rows for the status table instead of 9,000 week rows (the status table has a row per
 * practice, period and main status, so it is the largest part of the call). Only the status table
 * has one: the weekly line needs the weeks anyway, and the counters read one row per practice and
 * week. `ReadModelRepository.store` applies the staged deltas to it after the week tables. Filled
 * here from the day table.
 */
export class DashboardMonthStatus1795960000000 implements MigrationInterface {
  name = 'DashboardMonthStatus1795960000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE dashboard_month_status (
      practice_id text NOT NULL,
      month_start date NOT NULL,
      status_main text NOT NULL,
      total int NOT NULL,
      fbd int NOT NULL,
      elg int NOT NULL,
      PRIMARY KEY (practice_id, month_start, status_main)
    )`);
    await q.query(`INSERT INTO dashboard_month_status
      SELECT practice_id, ${MONTH_START_SQL('day')}, status_main, sum(total), sum(fbd), sum(elg) FROM dashboard_day_status GROUP BY 1, 2, 3`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE dashboard_month_status');
  }
}
