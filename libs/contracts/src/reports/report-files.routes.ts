/** HTTP calls of the Summary Report and the Client Cost Report (spec 03 §7 "Reports"). */
import type { RouteDef } from '../http/route-def';
import { ReportFileCommands } from './report-files.commands';

/** Route permissions of spec 03 §2. */
export const ReportPermission = { summary: 'summaryReport', clientCost: 'clientCostReport' } as const;

export const ReportRoutes = {
  summaryReport: {
    method: 'GET',
    path: '/api/report/transaction/summary',
    command: ReportFileCommands.startSummary,
    summary: "Starts the practice's summary report for the dates (a background job); answers the job, whose file is summary_report.xlsx",
    permission: ReportPermission.summary,
    tenancy: { clientField: 'clientId', practiceField: 'practiceId' },
  },
  clientCostReport: {
    method: 'POST',
    path: '/api/v2/iv/dashboard/report',
    command: ReportFileCommands.startCost,
    summary: "Starts the client's cost report for the dates (type 'cost'; a background job); answers the job",
    permission: ReportPermission.clientCost,
    tenancy: { clientField: 'clientId' },
  },
  reportStatus: {
    method: 'GET',
    path: '/api/report/jobs/{jobId}',
    command: ReportFileCommands.status,
    summary: "A report job's state and progress (only the person who started it sees it)",
    tenancy: { clientField: 'clientId' },
  },
} as const satisfies Record<string, RouteDef>;

/** The finished report's bytes, streamed by the gateway's own handler from object storage. */
export const ReportFileRoutes = {
  reportDownload: {
    method: 'GET',
    path: '/api/report/jobs/{jobId}/file',
    command: ReportFileCommands.file,
    summary: 'The spreadsheet of a finished report job (only the person who started it gets it)',
    tenancy: { clientField: 'clientId' },
    fileDownload: true,
  },
} as const satisfies Record<string, RouteDef>;
