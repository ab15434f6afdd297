import { defaultCatalogueEntries } from '@dental/contracts';
import { createServiceDataSource } from '@dental/database';
import { MESSAGING_ENTITIES } from '@dental/messaging';
import { DEMO_CLIENTS, DEMO_PRACTICES, DEMO_REVIEWER, DEMO_USERS, createTestDatabase, type TestDatabase } from '@dental/testing';
import type { DataSource } from 'typeorm';
import { AUTH_ENTITIES } from '../src/database/entities';
import { MIGRATIONS } from '../src/database/migrations';
import { seedDemoData } from '../src/demo/demo-seed';
import { PasswordHasher } from '../src/users/password-hasher';

describe('auth demo seed', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = createServiceDataSource({
      url: database.url,
      schema: 'auth',
      entities: [...MESSAGING_ENTITIES, ...AUTH_ENTITIES],
      migrations: MIGRATIONS,
    });
    await dataSource.initialize();
  });

  afterAll(async () => {
    await dataSource.destroy();
    await database.drop();
  });

  const count = async (sql: string, params: unknown[] = []) => Number((await dataSource.query<{ n: string }[]>(sql, params))[0].n);

  it('writes the demo clients, practices and users with their grants and a PracticeChanged per practice', async () => {
    const report = await seedDemoData(dataSource);
    expect(report.clients.created).toBe(DEMO_CLIENTS.length);
    expect(report.practices.created).toBe(DEMO_PRACTICES.length);
    expect(report.users.created).toBe(DEMO_USERS.length);

    const events = await dataSource.query<{ payload: { practiceId: string; clientName: string; deleted: boolean } }[]>(
      `SELECT payload FROM outbox_event WHERE topic = 'auth.practice.changed'`,
    );
    expect(events.map((e) => e.payload.practiceId).sort()).toEqual(DEMO_PRACTICES.map((p) => p._id).sort());
    expect(events.every((e) => e.payload.clientName !== '' && e.payload.deleted === false)).toBe(true);

    const [reviewer] = await dataSource.query<{ email: string; password_hash: string }[]>(
      `SELECT email, password_hash FROM app_user WHERE id = $1`,
      [DEMO_REVIEWER._id],
    );
    expect(reviewer.email).toBe(DEMO_REVIEWER.email);
    expect(reviewer.password_hash).toMatch(/^\$argon2id\$/);
    await expect(new PasswordHasher().verify(reviewer.password_hash, DEMO_REVIEWER.password)).resolves.toBe(true);
    expect(await count(`SELECT count(*) AS n FROM user_practice WHERE user_id = $1`, [DEMO_REVIEWER._id])).toBe(
      DEMO_REVIEWER.practiceIds.length,
    );
    expect(await count(`SELECT count(*) AS n FROM user_permission WHERE user_id = $1`, [DEMO_REVIEWER._id])).toBe(
      DEMO_REVIEWER.permissions.length,
    );
  });

  it('changes nothing when run again: same rows, same hashes, no new events', async () => {
    const before = await dataSource.query(`SELECT id, password_hash, updated_at FROM app_user ORDER BY id`);
    const events = await count(`SELECT count(*) AS n FROM outbox_event`);
    const report = await seedDemoData(dataSource);
    expect(report).toEqual({
      permissions: { created: 0, updated: 0, unchanged: defaultCatalogueEntries().length },
      clients: { created: 0, updated: 0, unchanged: DEMO_CLIENTS.length },
      practices: { created: 0, updated: 0, unchanged: DEMO_PRACTICES.length },
      users: { created: 0, updated: 0, unchanged: DEMO_USERS.length },
      // Seeded without a credentials key: no provider credentials are stored, so none are counted.
      credentials: { created: 0, updated: 0, unchanged: 0 },
    });
    expect(await dataSource.query(`SELECT id, password_hash, updated_at FROM app_user ORDER BY id`)).toEqual(before);
    expect(await count(`SELECT count(*) AS n FROM outbox_event`)).toBe(events);
  });

  it('puts back what someone changed, and reports the practice again', async () => {
    const practice = DEMO_PRACTICES[3];
    await dataSource.query(`UPDATE practice SET name = 'Renamed by hand' WHERE id = $1`, [practice._id]);
    await dataSource.query(`DELETE FROM user_permission WHERE user_id = $1`, [DEMO_REVIEWER._id]);
    const report = await seedDemoData(dataSource);
    expect(report.practices.updated).toBe(1);
    expect(report.users.updated).toBe(1);
    const [latest] = await dataSource.query<{ payload: { practiceId: string; name: string } }[]>(
      `SELECT payload FROM outbox_event WHERE topic = 'auth.practice.changed' ORDER BY created_at DESC LIMIT 1`,
    );
    expect(latest.payload).toMatchObject({ practiceId: practice._id, name: practice.name });
    const [access] = await dataSource.query<{ payload: { userIds: string[] } }[]>(
      `SELECT payload FROM outbox_event WHERE topic = 'auth.access.changed' ORDER BY created_at DESC LIMIT 1`,
    );
    expect(access.payload.userIds).toEqual([DEMO_REVIEWER._id]);
  });
});
