/** Statistics circles of All Transactions (`POST /api/iv/grid/statistics/verificationstatus`, spec 01 §7). */
import { z } from 'zod';
import { transactionListRequestSchema } from './transaction-list';

export const statisticsRequestSchema = transactionListRequestSchema
  .omit({ limit: true, offset: true })
  .extend({
    userId: z.string().max(40).optional(),
    moduleId: z.string().max(40).optional(),
    elementId: z.string().max(40).optional(),
  })
  .strict();

/** One circle: 'Total' (always 100 %) first, then one per Verification By value. */
export interface StatisticsEntry {
  name: string;
  percentage: number;
  count: number;
}

/** Percentages rounded to one decimal; 'Total' fixed at 100 (spec 01 §9). */
export function statisticsEntries(counts: readonly { name: string; count: number }[]): StatisticsEntry[] {
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  return [
    { name: 'Total', percentage: 100, count: total },
    ...counts.map((c) => ({
      name: c.name || 'Empty',
      count: c.count,
      percentage: total === 0 ? 0 : Math.round((1000 * c.count) / total) / 10,
    })),
  ];
}
