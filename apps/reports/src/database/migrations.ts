import { MESSAGING_MIGRATIONS } from '@dental/messaging';
import { ReadModel1767398400000 } from './read-model.migration';
import { DataQuality1795777095666 } from './data-quality.migration';
import { DashboardCounts1795790906148 } from './dashboard-counts.migration';
import { DashboardWeeks1795880000000 } from './dashboard-weeks.migration';
import { DashboardMonthStatus1795960000000 } from './dashboard-month-status.migration';
import { DashboardPeriodIndexes1796040000000 } from './dashboard-period-indexes.migration';

/** Migrations of the reports schema, in order. */
export const MIGRATIONS = [
  ...MESSAGING_MIGRATIONS,
  ReadModel1767398400000,
  DataQuality1795777095666,
  DashboardCounts1795790906148,
  DashboardWeeks1795880000000,
  DashboardMonthStatus1795960000000,
  DashboardPeriodIndexes1796040000000,
];
