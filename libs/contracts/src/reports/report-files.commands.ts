/** Commands of the reports service's spreadsheet reports. */
import { defineCommand } from '../messaging/commands';
import {
  clientCostReportRequestSchema,
  reportJobRefSchema,
  summaryReportRequestSchema,
  type ReportFile,
  type ReportStatus,
} from './report-files';

export const ReportFileCommands = {
  startSummary: defineCommand<ReportStatus>()('reports', 'report.summary.start', summaryReportRequestSchema),
  startCost: defineCommand<ReportStatus>()('reports', 'report.cost.start', clientCostReportRequestSchema),
  status: defineCommand<ReportStatus>()('reports', 'report.status', reportJobRefSchema),
  file: defineCommand<ReportFile>()('reports', 'report.file', reportJobRefSchema),
} as const;
