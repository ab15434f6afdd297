import { createServiceDataSource } from './service-data-source';

describe('createServiceDataSource', () => {
  const options = { url: 'postgres://localhost:5432/nothing', schema: 'auth', entities: [], migrations: [] };
  const poolOf = (keepOneConnection?: boolean) =>
    createServiceDataSource({ ...options, keepOneConnection }).options.extra as { min: number; max: number };

  it('keeps one connection open for a running service, whose outbox looks every 10 s', () => {
    expect(poolOf(true).min).toBe(1);
  });

  it('keeps none for seeds and scripts, so one that never closes its data source still exits', () => {
    expect(poolOf(undefined).min).toBe(0);
    expect(poolOf(false).min).toBe(0);
  });
});
