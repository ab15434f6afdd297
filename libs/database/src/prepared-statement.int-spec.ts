import { createTestDatabase, type TestDatabase } from '@dental/testing';
import { createServiceDataSource } from './service-data-source';
import { PreparedStatement } from './prepared-statement';
import type { DataSource } from 'typeorm';

let db: TestDatabase;
let dataSource: DataSource;

beforeAll(async () => {
  db = await createTestDatabase();
  dataSource = createServiceDataSource({ url: db.url, schema: 'auth', entities: [], migrations: [], poolSize: 1 });
  await dataSource.initialize();
});

afterAll(async () => {
  await dataSource.destroy();
  await db.drop();
});

const SQUARES = new PreparedStatement<{ n: number; square: number }, [upTo: number]>(
  'test.squares',
  `SELECT n, n * n AS square FROM generate_series(1, $1::int) AS n ORDER BY n`,
);

it("answers the statement's rows for each call's parameters, from one statement prepared on the connection", async () => {
  expect(await SQUARES.rows(dataSource, 3)).toEqual([
    { n: 1, square: 1 },
    { n: 2, square: 4 },
    { n: 3, square: 9 },
  ]);
  expect(await SQUARES.rows(dataSource, 1)).toEqual([{ n: 1, square: 1 }]);
  // One pooled connection: the statement was prepared there once, under its name.
  const prepared = await new PreparedStatement<{ name: string }>(
    'test.prepared',
    `SELECT name FROM pg_prepared_statements ORDER BY name`,
  ).rows(dataSource);
  expect(prepared.map((p) => p.name)).toEqual(['test.prepared', 'test.squares']);
});

it("reads the service's own schema by default, as TypeORM's queries do", async () => {
  const [{ schema }] = await new PreparedStatement<{ schema: string }>('test.schema', `SELECT (current_schemas(false))[1] AS schema`).rows(
    dataSource,
  );
  expect(schema).toBe('auth');
});

it("runs in a transaction's own connection when given its manager", async () => {
  const setting = new PreparedStatement<{ name: string }>('test.application-name', `SELECT current_setting('application_name') AS name`);
  const inside = await dataSource.transaction(async (manager) => {
    await manager.query(`SET LOCAL application_name = 'inside-the-transaction'`);
    return (await setting.rows(manager))[0].name;
  });
  expect(inside).toBe('inside-the-transaction');
  expect((await setting.rows(dataSource))[0].name).not.toBe('inside-the-transaction');
});
