import { ExtractionMessages, Routes } from '@dental/contracts';
import { composeDataProvider } from '../api/dataProvider';
import { fakeApi, selectPractices } from '../testing/fakeApi';
import {
  EXTRACTION_RESOURCES,
  botStatusAdapter,
  extractionLogsAdapter,
  extractionSchedulesAdapter,
  extractionVerificationAdapter,
} from './extractionSchedulesAdapter';

const clientId = '65f0a1b2c3d4e5f601230001';
const downtown = { _id: '65f0a1b2c3d4e5f601234501', clientId, name: 'Downtown' };
const uptown = { _id: '65f0a1b2c3d4e5f601234502', clientId, name: 'Uptown' };
const list = { pagination: { page: 2, perPage: 25 }, sort: { field: 'id', order: 'ASC' as const } };

function commandCenter() {
  const api = fakeApi();
  const dataProvider = composeDataProvider(
    {
      [EXTRACTION_RESOURCES.schedules]: extractionSchedulesAdapter,
      [EXTRACTION_RESOURCES.verification]: extractionVerificationAdapter,
      [EXTRACTION_RESOURCES.logs]: extractionLogsAdapter,
      [EXTRACTION_RESOURCES.auditTrail]: botStatusAdapter,
    },
    api.call,
  );
  return { api, dataProvider };
}

describe('the Command center adapters', () => {
  beforeEach(() => selectPractices([downtown, uptown]));

  it('lists the schedules of every selected practice, a page at a time', async () => {
    const { api, dataProvider } = commandCenter();
    api.answer(Routes.listExtractionSchedules, { records: [{ _id: 's1', type: 'new' }], recordsQty: 26 });
    const answer = await dataProvider.getList(EXTRACTION_RESOURCES.schedules, { ...list, filter: {} });
    expect(api.calls[0].options.query).toEqual({ practiceIds: [downtown._id, uptown._id], page: '2', limit: '25' });
    expect(answer).toEqual({ data: [{ id: 's1', type: 'new' }], total: 26 });
  });

  it('asks nothing when no practice is selected', async () => {
    selectPractices([]);
    const { api, dataProvider } = commandCenter();
    expect(await dataProvider.getList(EXTRACTION_RESOURCES.schedules, { ...list, filter: {} })).toEqual({ data: [], total: 0 });
    expect(api.calls).toEqual([]);
  });

  it('verifies the range as its list of dates and answers the enabled ones', async () => {
    const { api, dataProvider } = commandCenter();
    api.answer(Routes.verifyExtractionDates, {
      dates: ['2026-12-01', '2026-12-03'],
      refused: [{ date: '2026-12-02', reason: 'already scheduled' }],
      message: 'ok',
    });
    const answer = await dataProvider.getList(EXTRACTION_RESOURCES.verification, {
      ...list,
      filter: { practiceId: downtown._id, type: 'new', startDate: '2026-12-01', endDate: '2026-12-03' },
    });
    expect(api.calls[0].options.body).toEqual({ practiceId: downtown._id, type: 'new', dates: ['2026-12-01', '2026-12-02', '2026-12-03'] });
    expect(answer.data.map((d) => d.id)).toEqual(['2026-12-01', '2026-12-03']);
  });

  it('saves the verified dates and refuses with the server message when nothing new was saved', async () => {
    const { api, dataProvider } = commandCenter();
    api.answer(
      Routes.saveExtractionSchedule,
      { message: 'saved', schedule: { _id: 's2', dates: ['2026-12-01'] }, enqueued: ['2026-12-01'] },
      { message: ExtractionMessages.alreadyScheduled, schedule: null, enqueued: [] },
    );
    const data = { practiceId: downtown._id, type: 'new', startDate: '2026-12-01', endDate: '2026-12-03', dates: ['2026-12-01'] };
    const saved = await dataProvider.create(EXTRACTION_RESOURCES.schedules, { data });
    expect(api.calls[0].options.body).toEqual({ practiceId: downtown._id, type: 'new', dates: ['2026-12-01'] });
    expect(saved.data.id).toBe('s2');
    await expect(dataProvider.create(EXTRACTION_RESOURCES.schedules, { data })).rejects.toThrow(ExtractionMessages.alreadyScheduled);
  });

  it('asks for logs only once a sheet date is set, ten at a time', async () => {
    const { api, dataProvider } = commandCenter();
    expect(await dataProvider.getList(EXTRACTION_RESOURCES.logs, { ...list, filter: {} })).toEqual({ data: [], total: 0 });
    api.answer(Routes.extractionLogs, { records: [], recordsQty: 0 });
    await dataProvider.getList(EXTRACTION_RESOURCES.logs, {
      pagination: { page: 3, perPage: 10 },
      sort: list.sort,
      filter: { sheetDate: '2026-12-01' },
    });
    expect(api.calls.map((c) => c.options.query)).toEqual([
      { sheetDate: '2026-12-01', practiceId: downtown._id, limit: '10', offset: '20' },
    ]);
  });

  it('sends the Audit Trail filters with dates as YYYY-MM-DD', async () => {
    const { api, dataProvider } = commandCenter();
    api.answer(Routes.botStatus, { records: [], recordsQty: 0 });
    await dataProvider.getList(EXTRACTION_RESOURCES.auditTrail, {
      ...list,
      filter: { botName: ' bot-1 ', code: '', startDate: '2026-12-01T00:00:00.000Z', endDate: '2026-12-01' },
    });
    expect(api.calls[0].options.query).toEqual({
      practiceIds: [downtown._id, uptown._id],
      page: '2',
      limit: '25',
      botName: 'bot-1',
      startDate: '2026-12-01',
      endDate: '2026-12-01',
    });
  });
});
