/**
 * The reports' data: creating a 'report-jobs' record starts a report (`GET
 * /api/report/transaction/summary` or `POST /api/v2/iv/dashboard/report`, both answering the job),
 * reading one follows the job (`GET /api/report/jobs/{jobId}`); the finished spreadsheet is the
 * custom method `file` ({ jobId }: `GET /api/report/jobs/{jobId}/file`, streamed by the gateway from
 * storage with the session's token), reached as `dataProvider.custom('report-jobs', 'file', { jobId })`.
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
  custom: {
    async file(params): Promise<Blob> {
      const jobId = String(params.jobId ?? '');
      const response = await authorizedFetch(ReportFileRoutes.reportDownload.path.replace('{jobId}', encodeURIComponent(jobId)));
      if (!response.ok) throw new FileCallError('Error downloading the file');
      return response.blob();
    },
  },
});
