/**
 * Credential sets against the real auth service and Postgres: renaming a group or a key while its
 * values are masked keeps the stored secrets, and bad input (a repeated label or key, a masked value
 * with nothing stored for it) is refused with its message and changes nothing stored. A provider's
 * webhook token is answered alone, to a service asking with no actor, from the client's own group.
 */
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import {
  AuthCommands,
  CredentialMessages,
  ErrorCode,
  MASKED_SECRET,
  ProviderWebhookCommands,
  type CommandDef,
  type CredentialSet,
} from '@dental/contracts';
import { DEMO_CLIENTS, DEMO_PRACTICES } from '@dental/testing';
import { authCommands } from './support/auth-commands';
import { startSeededAuth, type SeededAuth } from './support/seeded-auth';

const [CLIENT] = DEMO_CLIENTS;
const [PRACTICE] = DEMO_PRACTICES.filter((p) => p.clientId === CLIENT._id);

let auth: SeededAuth;
let db: DataSource;
let commands: ReturnType<typeof authCommands>;
const ok = <T>(command: CommandDef, payload: unknown) => commands.ok<T>(command, payload);
const problem = (command: CommandDef, payload: unknown) => commands.problem(command, payload);

const save = (
  credentials: Record<string, Record<string, string>>,
  origins?: Record<string, { label: string; keys?: Record<string, string> }>,
) => ({
  clientId: CLIENT._id,
  practiceId: PRACTICE._id,
  credentials,
  ...(origins ? { origins } : {}),
});
const revealed = async (id: string) => (await ok<CredentialSet>(AuthCommands.getCredentials, { id, reveal: true })).credentials;
const sealed = async () =>
  (await db.query<{ sealed: string }[]>(`SELECT sealed FROM client_credential WHERE practice_id = $1`, [PRACTICE._id]))[0]?.sealed;

beforeAll(async () => {
  auth = await startSeededAuth();
  ({ db, commands } = auth);
}, 120_000);

afterAll(() => auth?.stop());

describe('credentials', () => {
  it('keeps the stored secrets when a group and a key are renamed while masked', async () => {
    const first = await ok<CredentialSet>(
      AuthCommands.saveCredentials,
      save({ Portal: { user: 'front-desk', password: 'S3cret-portal!' } }),
    );
    expect(first.credentials).toEqual({ Portal: { user: MASKED_SECRET, password: MASKED_SECRET } });

    // The editor sends the masked values back under the new names, saying where they were loaded from.
    await ok(
      AuthCommands.saveCredentials,
      save(
        { 'Payer portal': { login: MASKED_SECRET, password: MASKED_SECRET } },
        { 'Payer portal': { label: 'Portal', keys: { login: 'user' } } },
      ),
    );
    expect(await revealed(first._id)).toEqual({ 'Payer portal': { login: 'front-desk', password: 'S3cret-portal!' } });
  });

  it('refuses bad input with its message and stores nothing', async () => {
    const before = await sealed();
    expect(before).toBeDefined();

    const masked = await problem(AuthCommands.saveCredentials, save({ Renamed: { login: MASKED_SECRET } }));
    expect(masked.code).toBe(ErrorCode.BadInput);
    expect(masked.message).toContain('credentials.Renamed.login is masked but nothing is stored');

    const wrongOrigin = await problem(
      AuthCommands.saveCredentials,
      save({ Renamed: { login: MASKED_SECRET } }, { Renamed: { label: 'Payer portal', keys: { login: 'nothing-here' } } }),
    );
    expect(wrongOrigin.code).toBe(ErrorCode.BadInput);

    const label = await problem(AuthCommands.saveCredentials, save({ Portal: { user: 'a' }, 'Portal ': { user: 'b' } }));
    expect([label.code, label.message]).toEqual([ErrorCode.BadInput, expect.stringContaining(CredentialMessages.labelTaken)]);
    const key = await problem(AuthCommands.saveCredentials, save({ Portal: { user: 'a', ' user': 'b' } }));
    expect([key.code, key.message]).toEqual([ErrorCode.BadInput, expect.stringContaining(CredentialMessages.keyTaken)]);

    expect(await sealed()).toBe(before);
  });

  it("answers a client's webhook token alone, with no actor, and nothing for a client without one", async () => {
    const other = DEMO_CLIENTS[1];
    const practice = DEMO_PRACTICES.find((p) => p.clientId === other._id)!;
    const token = (provider: 'aircall' | 'ringcentral', clientId: string) =>
      commands.ok(ProviderWebhookCommands.providerWebhookToken, { provider, clientId }, null);
    expect(await token('aircall', other._id)).toBeNull();

    await ok(AuthCommands.saveCredentials, {
      clientId: other._id,
      practiceId: practice._id,
      credentials: { aircall: { apiId: 'acct-7', apiToken: 'api-secret', webhookToken: 'hook-secret' } },
    });
    expect(await token('aircall', other._id)).toEqual({ token: 'hook-secret' });
    expect(await token('ringcentral', other._id)).toBeNull();
    expect(await token('aircall', CLIENT._id)).toBeNull();
    const bad = await commands.problem(ProviderWebhookCommands.providerWebhookToken, { provider: 'aircall', clientId: 'nope' }, null);
    expect(bad.code).toBe(ErrorCode.BadInput);
  });
});
