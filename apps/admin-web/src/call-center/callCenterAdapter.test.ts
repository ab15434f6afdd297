import { Routes } from '@dental/contracts';
import { composeDataProvider } from '../api/dataProvider';
import { fakeApi, selectPractices } from '../testing/fakeApi';
import { CALL_CENTER_RESOURCE, callCenterAdapter } from './callCenterAdapter';

const practice = {
  _id: '64b000000000000000000001',
  name: 'Smile Dental',
  clientId: '64a000000000000000000001',
  clientName: 'Smile',
  state: 'FL',
};
const list = { pagination: { page: 2, perPage: 25 }, sort: { field: 'id', order: 'ASC' as const } };

function provider() {
  const api = fakeApi();
  api.answer(Routes.getAllTransaction, { records: [], recordsQty: 0 });
  return { api, dataProvider: composeDataProvider({ [CALL_CENTER_RESOURCE]: callCenterAdapter }, api.call) };
}

describe('the Call Center grid', () => {
  beforeEach(() => selectPractices([practice]));

  it('asks for the selected practices page by page with no filter set', async () => {
    const { api, dataProvider } = provider();
    await dataProvider.getList(CALL_CENTER_RESOURCE, { ...list, filter: {} });
    expect(api.calls[0].options.body).toEqual({ limit: 25, offset: 25, practiceId: [practice._id] });
  });

  it('sends its filters as the server-side conditions of the transaction list', async () => {
    const { api, dataProvider } = provider();
    await dataProvider.getList(CALL_CENTER_RESOURCE, {
      ...list,
      filter: { patientName: ' ana ', carrier: 'Delta', type: 'ELG', appointmentDate: '2026-11-20', verified: 'no' },
    });
    expect(api.calls[0].options.body).toEqual({
      limit: 25,
      offset: 25,
      practiceId: [practice._id],
      startDate: '2026-11-20',
      endDate: '2026-11-20',
      type: ['ELG'],
      filter: {
        patientName: { operation: 'c', value: 'ana' },
        carrier: { operation: 'c', value: 'Delta' },
        audited: { operation: 'nc', value: 'x' },
      },
    });
  });

  it('asks for verified transactions only when Verified is Yes', async () => {
    const { api, dataProvider } = provider();
    await dataProvider.getList(CALL_CENTER_RESOURCE, { ...list, filter: { verified: 'yes' } });
    expect(api.calls[0].options.body).toMatchObject({ filter: { audited: { operation: 'c', value: 'x' } } });
  });
});
