import { ReportRoutes } from '@dental/contracts';
import { composeDataProvider } from '../api/dataProvider';
import { authorizedFetch } from '../api/httpClient';
import { fakeApi } from '../testing/fakeApi';
import type { DataProvider } from 'react-admin';
import { REPORT_JOBS_RESOURCE, reportJobsAdapter, type ReportFileMethods } from './reportJobsAdapter';

jest.mock('../api/httpClient', () => ({ authorizedFetch: jest.fn() }));
const fetched = authorizedFetch as jest.MockedFunction<typeof authorizedFetch>;

const clientId = '65f0a1b2c3d4e5f601230001';
const practiceId = '65f0a1b2c3d4e5f601234501';
const jobId = 'report-65f0a1b2c3d4e5f601234501-0123456789abcdef';
const job = { jobId, state: 'active', progress: 10, fileName: 'Summary.xlsx' };

function reports() {
  const api = fakeApi();
  return {
    api,
    dataProvider: composeDataProvider({ [REPORT_JOBS_RESOURCE]: reportJobsAdapter }, api.call) as DataProvider & ReportFileMethods,
  };
}

describe('the report jobs adapter', () => {
  beforeEach(() => fetched.mockReset());

  it('starts a summary report of a practice and answers its job by id', async () => {
    const { api, dataProvider } = reports();
    api.answer(ReportRoutes.summaryReport, job);
    const { data } = await dataProvider.create(REPORT_JOBS_RESOURCE, {
      data: { kind: 'summary', selection: practiceId, clientId, startDate: '2026-11-01', endDate: '2026-11-27' },
    });
    expect(api.calls[0].options.query).toEqual({ clientId, practiceId, startDate: '2026-11-01', endDate: '2026-11-27' });
    expect(data).toEqual({ ...job, id: jobId });
  });

  it('starts a client cost report of a client', async () => {
    const { api, dataProvider } = reports();
    api.answer(ReportRoutes.clientCostReport, job);
    await dataProvider.create(REPORT_JOBS_RESOURCE, {
      data: { kind: 'cost', selection: clientId, startDate: '2026-11-01', endDate: '2026-11-27' },
    });
    expect(api.calls[0].options.body).toEqual({ clientId, dateStart: '2026-11-01', dateEnd: '2026-11-27', type: 'cost' });
  });

  it('follows a job by its id', async () => {
    const { api, dataProvider } = reports();
    api.answer(ReportRoutes.reportStatus, { ...job, state: 'completed', progress: 100 });
    const { data } = await dataProvider.getOne(REPORT_JOBS_RESOURCE, { id: jobId });
    expect(api.calls[0].options.params).toEqual({ jobId });
    expect(data).toMatchObject({ id: jobId, state: 'completed' });
  });

  it('downloads the finished spreadsheet through the data provider', async () => {
    const { dataProvider } = reports();
    fetched.mockResolvedValue(new Response('xlsx bytes', { status: 200 }));
    const blob = await dataProvider.reportFile({ jobId });
    expect(fetched).toHaveBeenCalledWith(`/api/report/jobs/${jobId}/file`);
    expect(await blob.text()).toBe('xlsx bytes');
  });

  it('says the download failed when the file cannot be had', async () => {
    const { dataProvider } = reports();
    fetched.mockResolvedValue(new Response('gone', { status: 404 }));
    await expect(dataProvider.reportFile({ jobId })).rejects.toThrow('Error downloading the file');
  });
});
