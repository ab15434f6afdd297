import { Routes } from '@dental/contracts';
import { composeDataProvider } from '../api/dataProvider';
import { fakeApi } from '../testing/fakeApi';
import { loginHistoryAdapter } from './loginHistoryAdapter';

describe('the login-history adapter', () => {
  it('asks the server for the page react-admin shows, counted from 1', async () => {
    const api = fakeApi();
    const dataProvider = composeDataProvider({ 'login-history': loginHistoryAdapter }, api.call);
    const entry = {
      _id: 'h1',
      date: '2026-01-01T00:00:00Z',
      browser: 'Chrome',
      device: '',
      os: 'Linux',
      location: 'Austin',
      ip: '',
      outcome: 'Signed in',
    };
    api.answer(Routes.loginHistory, { data: [entry], total: 26, page: 3, rowsPerPage: 25 });
    const answer = await dataProvider.getList('login-history', {
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'date', order: 'DESC' },
      filter: {},
    });
    expect(api.calls[0].options.query).toEqual({ page: '3', rowsPerPage: '25' });
    expect(answer.total).toBe(26);
    expect(answer.data[0]).toMatchObject({ id: 'h1', outcome: 'Signed in' });
  });
});
