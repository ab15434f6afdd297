import { CallFileRoutes, CallsRoutes } from '@dental/contracts';
import type { DataProvider } from 'react-admin';
import { downloadByGet } from '../files/uploadWithProgress';
import { composeDataProvider } from '../api/dataProvider';
import { fakeApi } from '../testing/fakeApi';
import { CALL_LOG_RESOURCE, callLogAdapter, type CallFileMethods } from './callLogAdapter';
import { SMS_ADAPTERS, SMS_RESOURCES } from '../sms-logs/smsLogsAdapter';
import { INTELEPEER_RESOURCE, intelepeerAdapter } from '../intelepeer/intelepeerAdapter';

jest.mock('../files/uploadWithProgress', () => ({ ...jest.requireActual('../files/uploadWithProgress'), downloadByGet: jest.fn() }));
const downloaded = downloadByGet as jest.MockedFunction<typeof downloadByGet>;

const up = { provider: 'Aircall', state: 'up' };
const call = { id: 901, direction: 'inbound', raw_digits: '+18005550199', duration: 65 };

function provider() {
  const api = fakeApi();
  const dataProvider = composeDataProvider(
    {
      [CALL_LOG_RESOURCE]: callLogAdapter,
      [SMS_RESOURCES.ringcentral.name]: SMS_ADAPTERS.ringcentral,
      [SMS_RESOURCES.aircall.name]: SMS_ADAPTERS.aircall,
      [INTELEPEER_RESOURCE]: intelepeerAdapter,
    },
    api.call,
  );
  return { api, dataProvider };
}
const list = { pagination: { page: 2, perPage: 50 }, sort: { field: 'id', order: 'ASC' as const } };

describe('the call log adapter', () => {
  it('lists without filters, 50 a page, and hands the provider state to the screen', async () => {
    const { api, dataProvider } = provider();
    api.answer(CallsRoutes.listCalls, { calls: [call], meta: { total: 51, count: 1, current_page: 2, per_page: 50 }, provider: up });
    const answer = await dataProvider.getList(CALL_LOG_RESOURCE, { ...list, filter: {} });
    expect(api.calls[0].options.query).toEqual({ page: '2', per_page: '50' });
    expect(answer).toMatchObject({ data: [{ id: 901 }], total: 51, meta: { provider: up } });
  });

  it('searches when a filter is set, the days as epoch seconds covering each whole day', async () => {
    const { api, dataProvider } = provider();
    api.answer(CallsRoutes.searchCalls, { calls: [], meta: { total: 0, count: 0, current_page: 1, per_page: 50 }, provider: up });
    await dataProvider.getList(CALL_LOG_RESOURCE, {
      ...list,
      filter: { direction: 'outbound', phone_number: '+1 (800) 555-0199', user_id: 1002, from: '2026-11-01', to: '2026-11-02' },
    });
    expect(api.calls[0].route).toBe(CallsRoutes.searchCalls);
    expect(api.calls[0].options.query).toEqual({
      direction: 'outbound',
      phone_number: '+18005550199',
      user_id: '1002',
      from: String(Date.UTC(2026, 10, 1) / 1000),
      to: String(Date.UTC(2026, 10, 3) / 1000 - 1),
      page: '2',
      per_page: '50',
    });
  });
});

describe("the call detail's changes", () => {
  const detail = { call: { ...call, id: 901 }, patientInfo: null, files: [], messages: [], provider: up };

  it('reads the call with its patient, files and messages as one record', async () => {
    const { api, dataProvider } = provider();
    api.answer(CallsRoutes.getCall, detail);
    const answer = await dataProvider.getOne(CALL_LOG_RESOURCE, { id: 901 });
    expect(api.calls[0].options.params).toEqual({ id: '901' });
    expect(answer.data).toMatchObject({ id: 901, call: { raw_digits: '+18005550199' }, files: [], provider: up });
  });

  it("saves the call's patient by PUT, the emptied fields as empty text, then reads the call again", async () => {
    const { api, dataProvider } = provider();
    const saved = { ...detail, patientInfo: { patientFirstName: 'Ana', patientLastName: 'Lopez' } };
    api.answer(CallsRoutes.saveCallPatientInfo, saved.patientInfo);
    api.answer(CallsRoutes.getCall, saved);
    const answer = await dataProvider.update(CALL_LOG_RESOURCE, {
      id: 901,
      data: { patientInfo: { patientFirstName: 'Ana', patientLastName: 'Lopez', patientDOB: null, notes: '' } },
      previousData: { id: 901, ...detail },
    });
    expect(api.calls[0]).toMatchObject({
      route: CallsRoutes.saveCallPatientInfo,
      options: { params: { id: '901' }, body: { patientFirstName: 'Ana', patientLastName: 'Lopez', patientDOB: '', notes: '' } },
    });
    expect(api.calls[1].route).toBe(CallsRoutes.getCall);
    expect(answer.data).toMatchObject({ id: 901, patientInfo: { patientLastName: 'Lopez' } });
  });
});

describe('the SMS log adapters', () => {
  it('send page, perPage, phone and the day range as the spec gives them', async () => {
    const { api, dataProvider } = provider();
    api.answer(CallsRoutes.ringCentralMessages, {
      records: [{ id: 'm1' }],
      paging: { page: 1, perPage: 25, totalElements: 1 },
      provider: up,
    });
    const answer = await dataProvider.getList(SMS_RESOURCES.ringcentral.name, {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { phoneNumber: '(786) 555-2001', dateFrom: '2026-11-01', dateTo: '2026-11-03' },
    });
    expect(api.calls[0].options.query).toEqual({
      page: '1',
      perPage: '25',
      phoneNumber: '7865552001',
      dateFrom: '2026-11-01T00:00:00.000Z',
      dateTo: '2026-11-03T23:59:59.000Z',
    });
    expect(answer).toMatchObject({ data: [{ id: 'm1' }], total: 1 });
  });
});

describe('the Intelepeer adapter', () => {
  it('posts page, limit and the filters set, and switches a status by PATCH', async () => {
    const { api, dataProvider } = provider();
    api.answer(CallsRoutes.listVoiceAppointments, {
      scheduleAppointment: [{ _id: 'appt-1', status: false }],
      pagination: { totalPatients: 1 },
      provider: up,
    });
    api.answer(CallsRoutes.setVoiceAppointmentStatus, { _id: 'appt-1', status: true });
    const answer = await dataProvider.getList(INTELEPEER_RESOURCE, {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: { patientLastName: ' Lopez ', dob: '', doctorsName: 'Dr. Patel' },
    });
    expect(api.calls[0].options.body).toEqual({ page: 1, limit: 100, filters: { patientLastName: 'Lopez', doctorsName: 'Dr. Patel' } });
    expect(answer.data[0]).toMatchObject({ id: 'appt-1', status: false });
    await dataProvider.update(INTELEPEER_RESOURCE, { id: 'appt-1', data: { status: true }, previousData: { id: 'appt-1', status: false } });
    expect(api.calls[1]).toMatchObject({
      route: CallsRoutes.setVoiceAppointmentStatus,
      options: { params: { id: 'appt-1' }, body: { status: true } },
    });
  });
});

describe('a call’s files', () => {
  it('downloads a file by its id, under its name, through the data provider', async () => {
    downloaded.mockResolvedValue(undefined);
    const dataProvider = provider().dataProvider as DataProvider & CallFileMethods;
    await dataProvider.callFile({ fileId: 'f/1', fileName: 'voicemail.mp3' });
    expect(downloaded).toHaveBeenCalledWith(CallFileRoutes.downloadCallFile.path.replace('{fileId}', 'f%2F1'), 'voicemail.mp3');
  });

  it('surfaces a refused download', async () => {
    downloaded.mockRejectedValue(new Error('File not found'));
    const dataProvider = provider().dataProvider as DataProvider & CallFileMethods;
    await expect(dataProvider.callFile({ fileId: 'gone', fileName: 'x.mp3' })).rejects.toThrow('File not found');
  });
});
