import { Routes } from '@dental/contracts';
import { composeDataProvider } from '../api/dataProvider';
import { ApiError } from '../api/apiError';
import { fakeApi, selectPractices } from '../testing/fakeApi';
import { MISSING_CODE_RESOURCE, missingCodeAdapter } from './missingCodeAdapter';

const practice = { _id: '65f0a1b2c3d4e5f601234501', clientId: '65f0a1b2c3d4e5f601230001', name: 'Downtown' };
const row = { _id: '65f0a1b2c3d4e5f60123e001', type: 'FBD', practiceId: practice._id, PatientName: 'Ana Lopez', audited: false };
const details = {
  CarrierName: 'Delta Dental',
  type: 'FBD',
  EmployerName: 'Acme',
  MemberID: 'M1',
  PatientFirstName: 'Ana',
  PatientLastName: 'Lopez',
  PatientDOB: '1990-01-02',
  PatientId: 'P1',
  Relationship: 'Self',
  SubscriberDOB: '1990-01-02',
  SubscriberFirstName: 'Ana',
  SubscriberLastName: 'Lopez',
  SubscriberId: 'S1',
  ApptDate: '2026-11-27',
};
const list = { pagination: { page: 2, perPage: 25 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

function provider() {
  const api = fakeApi();
  return { api, dataProvider: composeDataProvider({ [MISSING_CODE_RESOURCE]: missingCodeAdapter }, api.call) };
}

describe('the missing-code adapter', () => {
  beforeEach(() => selectPractices([practice]));

  it('asks for the selected practices with the set filters and the page, and answers the rows with their id', async () => {
    const { api, dataProvider } = provider();
    api.answer(Routes.missingCodeList, { records: [row], recordsQty: 26 });
    const answer = await dataProvider.getList(MISSING_CODE_RESOURCE, {
      ...list,
      filter: { carrier: ' Delta ', startDate: '2026-11-01', endDate: '', statusPatient: undefined },
    });
    expect(api.calls[0].route).toBe(Routes.missingCodeList);
    expect(api.calls[0].options.body).toEqual({
      limit: 25,
      offset: 25,
      practiceIds: [practice._id],
      carrier: 'Delta',
      startDate: '2026-11-01',
    });
    const { _id, ...fields } = row;
    expect(answer).toEqual({ data: [{ id: _id, ...fields }], total: 26 });
  });

  it('asks nothing without a selected practice', async () => {
    const { api, dataProvider } = provider();
    selectPractices([]);
    expect(await dataProvider.getList(MISSING_CODE_RESOURCE, list)).toEqual({ data: [], total: 0 });
    expect(api.calls).toHaveLength(0);
  });

  it("reads a record's Resume Details under its id", async () => {
    const { api, dataProvider } = provider();
    api.answer(Routes.resumeDetails, details);
    const answer = await dataProvider.getOne(MISSING_CODE_RESOURCE, { id: row._id });
    expect(api.calls[0].options.params).toEqual({ id: row._id });
    expect(answer.data).toEqual({ id: row._id, ...details });
  });

  it('saves Resume Details without the locked fields, and surfaces a refusal', async () => {
    const { api, dataProvider } = provider();
    api.answer(
      Routes.saveResumeDetails,
      { ...details, CarrierName: 'Aetna' },
      new ApiError('The record is audited', 409, undefined, 'The record is audited'),
    );
    const record = { id: row._id, ...details, CarrierName: 'Aetna' };
    const saved = await dataProvider.update(MISSING_CODE_RESOURCE, {
      id: row._id,
      data: record,
      previousData: { id: row._id, ...details },
    });
    expect(api.calls[0].options.params).toEqual({ id: row._id });
    expect(Object.keys(api.calls[0].options.body as object).sort()).toEqual(
      Object.keys(details)
        .filter((f) => !['PatientId', 'SubscriberId', 'ApptDate'].includes(f))
        .sort(),
    );
    expect(api.calls[0].options.body).toMatchObject({ CarrierName: 'Aetna' });
    expect(saved.data).toMatchObject({ id: row._id, CarrierName: 'Aetna' });
    await expect(
      dataProvider.update(MISSING_CODE_RESOURCE, { id: row._id, data: record, previousData: { id: row._id, ...details } }),
    ).rejects.toMatchObject({ message: 'The record is audited' });
  });

  it("sets the star with the audit call of the record's type", async () => {
    const { api, dataProvider } = provider();
    api.answer(Routes.auditElg, {});
    const elg = { ...row, _id: undefined, id: row._id, type: 'ELG' };
    const answer = await dataProvider.update(MISSING_CODE_RESOURCE, { id: row._id, data: { audited: true }, previousData: elg });
    expect(api.calls[0].route).toBe(Routes.auditElg);
    expect(api.calls[0].options.body).toEqual({ transactionId: row._id, practiceId: practice._id, state: true });
    expect(answer.data).toMatchObject({ id: row._id, audited: true, PatientName: 'Ana Lopez' });
  });
});
