import { transactionListRequestSchema } from '@dental/contracts';
import { transactionListRequest } from './transactionQuery';

const practices = ['65f0a1b2c3d4e5f601234567', '65f0a1b2c3d4e5f601234568'];

describe('transactionListRequest', () => {
  it('asks for the first page of 25 with offset 0', () => {
    expect(transactionListRequest({ page: 1, perPage: 25 }, practices)).toEqual({ limit: 25, offset: 0, practiceId: practices });
  });

  it('computes offset as (page - 1) * size', () => {
    expect(transactionListRequest({ page: 3, perPage: 50 }, practices)).toMatchObject({ limit: 50, offset: 100 });
    expect(transactionListRequest({ page: 2, perPage: 100 }, practices)).toMatchObject({ limit: 100, offset: 100 });
  });

  it('sends the navigator day as both start and end date', () => {
    expect(transactionListRequest({ page: 1, perPage: 25, day: '2026-03-17' }, practices)).toMatchObject({
      startDate: '2026-03-17',
      endDate: '2026-03-17',
    });
  });

  it('falls back to the default page size when asked for one the API does not offer', () => {
    expect(transactionListRequest({ page: 2, perPage: 10 }, practices)).toMatchObject({ limit: 25, offset: 25 });
  });

  it('builds a body the shared request schema accepts', () => {
    const body = transactionListRequest({ page: 4, perPage: 100, day: '2026-01-31' }, practices);
    expect(transactionListRequestSchema.safeParse(body).success).toBe(true);
  });
});
