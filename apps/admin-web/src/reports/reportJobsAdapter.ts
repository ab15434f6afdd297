/**
 * The reports' data: creating a 'report-jobs' record starts a report (`GET
 * /api/report/transaction/summary` or `POST /api/v2/iv/dashboard/report`, both answering the job),
 * reading one follows the job (`GET /api/report/jobs/{jobId}`); the finished spreadsheet is the
 * data provider's method `reportFile({ jobId })` (`GET /api/report/jobs/{jobId}/file`, streamed by the
 * gateway from storage with the session's token).
 */
import { ReportFileRoutes, ReportRoutes, type ReportKind, type ReportStatus } from '@dental/contracts';
import type { AdapterFactory } from '../api/resourceAdapter';
import { authorizedFetch } from '../api/httpClient';
import { FileCallError } from '../files/uploadWithProgress';

export const REPORT_JOBS_RESOURCE = 'report-jobs';

export interface ReportForm {
  kind: ReportKind;
  selection: string;
  startDate: string;
  endDate: string;
}

/** The finished report's file, a call that is not CRUD. */
const reportFileMethods = {
  async reportFile(params: { jobId: string }): Promise<Blob> {
    const response = await authorizedFetch(ReportFileRoutes.reportDownload.path.replace('{jobId}', encodeURIComponent(params.jobId)));
    if (!response.ok) throw new FileCallError('Error downloading the file');
    return response.blob();
  },
};

/** What `useDataProvider<DataProvider & ReportFileMethods>()` adds for the report pages. */
export type ReportFileMethods = typeof reportFileMethods;

const withId = (status: ReportStatus) => ({ ...status, id: status.jobId });

export const reportJobsAdapter: AdapterFactory = (call) => ({
  create: async (data) => {
    const form = data as unknown as ReportForm;
    if (form.kind === 'summary') {
      const practice = form.selection;
      const clientId = String((data as { clientId?: string }).clientId ?? '');
      return withId(
        await call(ReportRoutes.summaryReport, {
          query: { clientId, practiceId: practice, startDate: form.startDate, endDate: form.endDate },
        }),
      );
    }
    return withId(
      await call(ReportRoutes.clientCostReport, {
        body: { clientId: form.selection, dateStart: form.startDate, dateEnd: form.endDate, type: 'cost' },
      }),
    );
  },
  getOne: async (id, params) => withId(await call(ReportRoutes.reportStatus, { params: { jobId: id }, signal: params.signal })),
  methods: reportFileMethods,
});
