/**
 * Saves that race, and a new user without a password, against the real tables: several requests
 * creating one e-mail at once get one success and 409s naming the field; a client created with a
 * first user whose e-mail is taken leaves no client behind; a user saved without a password is mailed
 * the create-password link.
 */
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuthCommands, ErrorCode, type Actor, type CommandDef, type RpcReplyMessage } from '@dental/contracts';
import { CommandBus } from '@dental/messaging';
import { DEMO_ADMIN, DEMO_PRACTICES } from '@dental/testing';
import { seedDemoData } from '../src/demo/demo-seed';
import { authCommands } from './support/auth-commands';
import { startAuth, startInfrastructure, type TestInfrastructure } from './support/test-stack';

const PRACTICE = DEMO_PRACTICES[0];

describe('saves that race, and new users', () => {
  let infra: TestInfrastructure;
  let app: INestApplication;
  let db: DataSource;
  let admin: Actor;
  let commands: ReturnType<typeof authCommands>;

  beforeAll(async () => {
    infra = await startInfrastructure();
    app = await startAuth(infra.env);
    commands = authCommands(app.get(CommandBus));
    db = app.get(DataSource);
    await seedDemoData(db);
    admin = await commands.actorOf(DEMO_ADMIN._id);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await infra?.stop();
  });

  const count = async (sql: string, params: unknown[] = []) => (await db.query<{ n: number }[]>(`SELECT (${sql})::int AS n`, params))[0].n;
  const userForm = (email: string, password: string | null = 'Racing#2026!') => ({
    payload: {
      firstName: 'Rae',
      lastName: 'Race',
      user: email,
      phone: '+1 512-555-0199',
      defaultPath: '/allTransaction',
      ...(password ? { password } : {}),
      forcePinEmail: false,
      canUseMultiPractice: false,
    },
    practices: [PRACTICE._id],
    permission: [],
    practiceId: PRACTICE._id,
  });
  /** One command as a request from the gateway sends it: 'ok', or the error code and the field it names. */
  const outcome = async (command: CommandDef, payload: unknown): Promise<string> => {
    const reply = (await app
      .get(CommandBus)
      .dispatch({ command: command.name, requestId: 'race', actor: admin, payload })) as RpcReplyMessage;
    return reply.ok ? 'ok' : `${reply.problem.code} ${reply.problem.issues?.[0]?.path ?? ''}`.trim();
  };

  it('creates one user of six saving the same e-mail at once; the others get 409 naming the field', async () => {
    const email = 'rae.race@dental.local';
    const results = await Promise.all(Array.from({ length: 6 }, () => outcome(AuthCommands.saveUser, userForm(email))));
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r !== 'ok')).toEqual(Array.from({ length: 5 }, () => `${ErrorCode.Conflict} user`));
    expect(await count(`SELECT count(*) FROM app_user WHERE email = $1`, [email])).toBe(1);
  });

  it('leaves no client behind when its first user cannot be created', async () => {
    const clients = await count(`SELECT count(*) FROM client`);
    const email = 'first.race@newclinic.example';
    const client = (n: number) => ({
      name: `Race Clinic ${n}`,
      email: 'office@raceclinic.example',
      phone: '15125550111',
      zipCode: '78701',
      state: 'TX',
      city: 'Austin',
      address: '1 Main St',
      templateId: '0123456789abcdef01234567',
      user: { firstName: 'Fay', lastName: 'First', phone: '15125550100', email, password: 'First#2026!' },
    });
    const results = await Promise.all([1, 2, 3, 4].map((n) => outcome(AuthCommands.createClient, client(n))));
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r !== 'ok')).toEqual([1, 2, 3].map(() => `${ErrorCode.Conflict} user.email`));
    // One client more, with its user; none of the refused ones was kept.
    expect(await count(`SELECT count(*) FROM client`)).toBe(clients + 1);
    expect(await count(`SELECT count(*) FROM client c JOIN app_user u ON u.client_id = c.id WHERE u.email = $1`, [email])).toBe(1);
  });

  it('mails a user saved without a password the link to create one', async () => {
    const email = 'no.password@dental.local';
    await commands.ok(AuthCommands.saveUser, userForm(email, null), admin);
    const link = await infra.inbox.next(email, /(\/password_create\?signature=[\w.-]+)/);
    expect(link).toMatch(/^\/password_create\?signature=/);
  });
});
