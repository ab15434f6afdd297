import { ErrorCode, Routes } from '@dental/contracts';
import { ApiError } from '../api/apiError';
import { composeDataProvider } from '../api/dataProvider';
import { fakeApi } from '../testing/fakeApi';
import { ticketsAdapter } from './ticketsAdapter';

const transactionId = '65f0a1b2c3d4e5f601230011';
const practiceId = '65f0a1b2c3d4e5f601230012';
const ticket = (n: number) => ({
  _id: `t${n}`,
  transactionId,
  practiceId,
  PatientName: 'Ana',
  title: `Ticket ${n}`,
  details: 'd',
  stepsToReproduce: '',
  status: 'open',
  createdBy: 'u',
  createdAt: '2026-01-01T00:00:00Z',
  responses: 0,
});

function tickets() {
  const api = fakeApi();
  return { api, dataProvider: composeDataProvider({ tickets: ticketsAdapter }, api.call) };
}

describe('the tickets adapter', () => {
  it("lists a transaction's tickets, and asks nothing without a transaction", async () => {
    const { api, dataProvider } = tickets();
    api.answer(Routes.listTickets, [ticket(1), ticket(2)]);
    const params = { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' as const } };
    const { data, total } = await dataProvider.getList('tickets', { ...params, filter: { transactionId } });
    expect(api.calls[0].options.query).toEqual({ transactionId });
    expect([data.map((t) => t.id), total]).toEqual([['t1', 't2'], 2]);
    expect(await dataProvider.getList('tickets', { ...params, filter: {} })).toEqual({ data: [], total: 0 });
    expect(api.calls).toHaveLength(1);
  });

  it('raises a ticket with trimmed texts, and adds a message to its thread as an update', async () => {
    const { api, dataProvider } = tickets();
    api.answer(Routes.createTicket, ticket(3));
    api.answer(Routes.respondTicket, { ...ticket(3), responses: 1, thread: [{ _id: 'r1', message: 'Looked', createdAt: '' }] });
    const raised = await dataProvider.create('tickets', {
      data: { transactionId, practiceId, title: ' Wrong carrier ', details: 'Carrier is wrong', stepsToReproduce: null },
    });
    expect(api.calls[0].options.body).toEqual({
      transactionId,
      practiceId,
      title: 'Wrong carrier',
      details: 'Carrier is wrong',
      stepsToReproduce: '',
    });
    expect(raised.data.id).toBe('t3');
    const answered = await dataProvider.update('tickets', { id: 't3', data: { message: 'Looked' }, previousData: { id: 't3' } });
    expect(api.calls[1].options).toMatchObject({ params: { issueId: 't3' }, body: { message: 'Looked' } });
    expect(answered.data).toMatchObject({ id: 't3', responses: 1 });
  });

  it('surfaces a missing ticket with the server’s words', async () => {
    const { api, dataProvider } = tickets();
    api.answer(Routes.getTicket, new ApiError('Please try again', 404, ErrorCode.NotFound, 'The ticket was not found'));
    await expect(dataProvider.getOne('tickets', { id: 't9' })).rejects.toThrow('The ticket was not found');
  });
});
