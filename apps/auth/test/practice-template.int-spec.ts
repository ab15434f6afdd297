/**
 * Which verification form template a practice uses: its own when it has one, else its client's. The
 * auth service owns both, so it resolves the template into every auth.practice.changed it writes,
 * and a change of the client's template re-reports the client's practices.
 */
import { DataSource } from 'typeorm';
import {
  AuthCommands,
  ID_MESSAGE,
  type ClientRecord,
  type CommandDef,
  type PracticeChangedEvent,
  type PracticeRecord,
} from '@dental/contracts';
import { DEMO_CLIENTS, DEMO_PRACTICES, DEMO_TEMPLATES } from '@dental/testing';
import { authCommands } from './support/auth-commands';
import { startSeededAuth, type SeededAuth } from './support/seeded-auth';

const CLIENT = DEMO_CLIENTS[2];
const [PRACTICE, SIBLING] = DEMO_PRACTICES.filter((p) => p.clientId === CLIENT._id);
const OWN_TEMPLATE = '0123456789abcdef01234567';

let auth: SeededAuth;
let db: DataSource;
let commands: ReturnType<typeof authCommands>;
const ok = <T>(command: CommandDef, payload: unknown) => commands.ok<T>(command, payload);

/** The newest auth.practice.changed queued for the practice. */
async function lastEvent(practiceId: string): Promise<PracticeChangedEvent> {
  const [row] = await db.query<{ payload: PracticeChangedEvent }[]>(
    `SELECT payload FROM outbox_event WHERE topic = 'auth.practice.changed' AND message_key = $1 ORDER BY payload->>'occurredAt' DESC, created_at DESC LIMIT 1`,
    [practiceId],
  );
  return row.payload;
}

const formOf = (p: PracticeRecord) => ({
  clientId: p.clientId,
  name: p.name,
  desc: p.desc || 'Office',
  folderId: p.folderId || 'folder',
  spreadsheetId: p.spreadsheetId || 'sheet',
  state: p.state,
  city: p.city,
  address: p.address,
});

beforeAll(async () => {
  auth = await startSeededAuth();
  ({ db, commands } = auth);
}, 120_000);

afterAll(() => auth?.stop());

describe('practice template', () => {
  it("reports the client's template for a practice without its own, and the practice's own once it has one", async () => {
    expect((await lastEvent(PRACTICE._id)).templateId).toBe(DEMO_TEMPLATES.fbd._id);

    const practice = await ok<PracticeRecord>(AuthCommands.getPractice, { id: PRACTICE._id });
    expect(practice.templateId).toBe('');
    const saved = await ok<PracticeRecord>(AuthCommands.updatePractice, {
      ...formOf(practice),
      id: PRACTICE._id,
      templateId: OWN_TEMPLATE,
    });
    expect(saved.templateId).toBe(OWN_TEMPLATE);
    expect((await lastEvent(PRACTICE._id)).templateId).toBe(OWN_TEMPLATE);

    const cleared = await ok<PracticeRecord>(AuthCommands.updatePractice, { ...formOf(practice), id: PRACTICE._id, templateId: '' });
    expect(cleared.templateId).toBe('');
    expect((await lastEvent(PRACTICE._id)).templateId).toBe(DEMO_TEMPLATES.fbd._id);
  });

  it('refuses a template that is not an id, storing nothing', async () => {
    const practice = await ok<PracticeRecord>(AuthCommands.getPractice, { id: PRACTICE._id });
    const reply = await commands.call(AuthCommands.updatePractice, { ...formOf(practice), id: PRACTICE._id, templateId: 'not-a-template' });
    expect(reply.ok).toBe(false);
    if (!reply.ok) expect(reply.problem.issues).toEqual([{ path: 'templateId', message: ID_MESSAGE }]);
    expect((await ok<PracticeRecord>(AuthCommands.getPractice, { id: PRACTICE._id })).templateId).toBe('');
  });

  it("re-reports the client's practices when the client's template changes", async () => {
    const own = await ok<PracticeRecord>(AuthCommands.getPractice, { id: SIBLING._id });
    await ok(AuthCommands.updatePractice, { ...formOf(own), id: SIBLING._id, templateId: OWN_TEMPLATE });

    const client = await ok<ClientRecord>(AuthCommands.getClient, { id: CLIENT._id });
    const { _id, created: _created, ...form } = client;
    await ok(AuthCommands.updateClient, { ...form, id: _id, templateId: DEMO_TEMPLATES.elg._id });
    expect((await lastEvent(PRACTICE._id)).templateId).toBe(DEMO_TEMPLATES.elg._id);
    // A practice with its own template keeps it.
    expect((await lastEvent(SIBLING._id)).templateId).toBe(OWN_TEMPLATE);
  });
});
