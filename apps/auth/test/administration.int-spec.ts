/**
 * The administration commands (catalogue, client grants, clients, practices, users) against the real
 * tables, called through the command bus with actors built the way the gateway builds them. The
 * second half proves tenancy: an administrator of one client reaches nothing of another.
 */
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  AdminMessages,
  AuthCommands,
  CredentialMessages,
  ErrorCode,
  MASKED_SECRET,
  NsKeyMessages,
  PermissionMessages,
  allPermissionKeys,
  type Actor,
  type ClientGrants,
  type ClientRecord,
  type CommandDef,
  type Page,
  type PracticeRecord,
  type SystemPermissionNode,
  type UserForm,
  type CredentialSet,
  type NsKeyRecord,
  type UserAppSettings,
  type UserPermissions,
  type UserRecord,
} from '@dental/contracts';
import { CommandBus } from '@dental/messaging';
import { DEMO_ADMIN, DEMO_CLIENTS, DEMO_PRACTICES, DEMO_REVIEWER } from '@dental/testing';
import { seedDemoData } from '../src/demo/demo-seed';
import { authCommands } from './support/auth-commands';
import { startAuth, startInfrastructure, type TestInfrastructure } from './support/test-stack';

const [CLIENT_A, CLIENT_B] = DEMO_CLIENTS;
const PRACTICES_A = DEMO_PRACTICES.filter((p) => p.clientId === CLIENT_A._id);
const PRACTICES_B = DEMO_PRACTICES.filter((p) => p.clientId === CLIENT_B._id);

describe('administration commands', () => {
  let infra: TestInfrastructure;
  let app: INestApplication;
  let db: DataSource;
  let admin: Actor;

  beforeAll(async () => {
    infra = await startInfrastructure();
    app = await startAuth(infra.env);
    commands = authCommands(app.get(CommandBus));
    db = app.get(DataSource);
    await seedDemoData(db);
    admin = await profileOf(DEMO_ADMIN._id);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await infra?.stop();
  });

  let commands: ReturnType<typeof authCommands>;
  const ok = <T>(command: CommandDef, payload: unknown, actor: Actor | null) => commands.ok<T>(command, payload, actor);
  const problem = (command: CommandDef, payload: unknown, actor: Actor | null) => commands.problem(command, payload, actor);
  const profileOf = (userId: string) => commands.actorOf(userId);
  const count = async (sql: string, params: unknown[] = []) => (await db.query<{ n: number }[]>(`SELECT (${sql})::int AS n`, params))[0].n;
  const flatten = (nodes: SystemPermissionNode[]): SystemPermissionNode[] =>
    nodes.flatMap((n) => [n, ...flatten([...n.modules, ...n.sections, ...n.actions])]);
  async function catalogue(): Promise<SystemPermissionNode[]> {
    return flatten(await ok<SystemPermissionNode[]>(AuthCommands.listSystemPermissions, {}, admin));
  }
  const idOf = (nodes: SystemPermissionNode[], name: string) => nodes.find((n) => n.name === name)!._id;

  function userPayload(overrides: Record<string, unknown> = {}) {
    return {
      firstName: 'Nora',
      lastName: 'Narrow',
      user: `nora.${Math.random().toString(16).slice(2, 8)}@dental.local`,
      phone: '+1 512-555-0123',
      defaultPath: '/allTransaction',
      password: 'Narrow#2026!',
      forcePinEmail: false,
      canUseMultiPractice: false,
      ...overrides,
    };
  }

  describe('permission catalogue', () => {
    it('is seeded with exactly the permission keys the contracts define, with hierarchical codes', async () => {
      const nodes = await catalogue();
      expect(nodes.map((n) => n.name).sort()).toEqual(allPermissionKeys().sort());
      const unaudit = nodes.find((n) => n.name === 'transaction.unaudit')!;
      const transactions = nodes.find((n) => n.name === 'transaction')!;
      expect(transactions).toMatchObject({ type: 'Section', code: 'M1-S1', url: '/allTransaction', showInMenu: true });
      expect(unaudit.type).toBe('Action');
      expect(unaudit.code).toMatch(/^M1-S1-A\d+$/);
      expect(unaudit.parentId).toBe(transactions._id);
    });

    it('refuses an element without its names, or a menu entry without a url, with the spec messages and stores nothing', async () => {
      const before = await count(`SELECT count(*) FROM system_permission`);
      const noNames = await problem(AuthCommands.createSystemPermission, { type: 'Module' }, admin);
      expect(noNames.code).toBe(ErrorCode.BadInput);
      expect(noNames.issues).toEqual(
        expect.arrayContaining([
          { path: 'displayName', message: PermissionMessages.displayNameRequired('Module') },
          { path: 'name', message: PermissionMessages.nameRequired },
        ]),
      );
      const noUrl = await problem(
        AuthCommands.createSystemPermission,
        { type: 'Module', displayName: 'Billing', name: 'billingModule', showInMenu: true },
        admin,
      );
      expect(noUrl.issues).toEqual([{ path: 'url', message: PermissionMessages.urlRequired }]);
      const taken = await problem(AuthCommands.createSystemPermission, { type: 'Module', displayName: 'X', name: 'transaction' }, admin);
      expect(taken.code).toBe(ErrorCode.Conflict);
      expect(await count(`SELECT count(*) FROM system_permission`)).toBe(before);
    });

    it('numbers a new section after its siblings, renames it for the users who hold it, and deletes its subtree', async () => {
      const nodes = await catalogue();
      const administration = nodes.find((n) => n.name === 'administration')!;
      const section = await ok<{ _id: string; code: string }>(
        AuthCommands.createSystemPermission,
        {
          type: 'Section',
          displayName: 'Audit Export',
          name: 'auditExport',
          parentId: administration._id,
          showInMenu: true,
          url: '/audit-export',
        },
        admin,
      );
      expect(section.code).toBe(`${administration.code}-S${administration.sections.length + 1}`);
      const action = await ok<{ code: string }>(
        AuthCommands.createSystemPermission,
        { type: 'Action', displayName: 'Export', name: 'auditExport.run', parentId: section._id },
        admin,
      );
      expect(action.code).toBe(`${section.code}-A1`);
      await db.query(`INSERT INTO user_permission (user_id, permission) VALUES ($1, 'auditExport')`, [DEMO_REVIEWER._id]);

      await ok(
        AuthCommands.updateSystemPermission,
        { id: section._id, type: 'Section', displayName: 'Audit Export', name: 'auditExports', showInMenu: true, url: '/audit-export' },
        admin,
      );
      expect(
        await count(`SELECT count(*) FROM user_permission WHERE user_id = $1 AND permission = 'auditExports'`, [DEMO_REVIEWER._id]),
      ).toBe(1);

      expect(await ok(AuthCommands.deleteSystemPermission, { id: section._id }, admin)).toEqual({ deleted: 2 });
      expect(await count(`SELECT count(*) FROM system_permission WHERE name LIKE 'auditExport%'`)).toBe(0);
      expect(await count(`SELECT count(*) FROM user_permission WHERE permission LIKE 'auditExport%'`)).toBe(0);
    });

    it('lets the author of a new element hold it, and so grant it to a client; a grant is still limited to what the caller holds', async () => {
      const module = await ok<{ _id: string }>(
        AuthCommands.createSystemPermission,
        { type: 'Module', displayName: 'Recall Desk', name: 'recallDesk' },
        admin,
      );
      expect(await count(`SELECT count(*) FROM user_permission WHERE user_id = $1 AND permission = 'recallDesk'`, [DEMO_ADMIN._id])).toBe(
        1,
      );
      // The profile read before the element existed does not hold it: the rule still stands.
      const before = await problem(AuthCommands.grantClientPermission, { clientId: CLIENT_A._id, permissionId: module._id }, admin);
      expect(before).toMatchObject({ code: ErrorCode.Forbidden });
      const author = await profileOf(DEMO_ADMIN._id);
      const { granted } = await ok<{ granted: string[] }>(
        AuthCommands.grantClientPermission,
        { clientId: CLIENT_A._id, permissionId: module._id },
        author,
      );
      expect(granted).toContain(module._id);
      await ok(AuthCommands.deleteSystemPermission, { id: module._id }, author);
    });
  });

  describe('users, client grants and tenancy', () => {
    let adminB: Actor;
    let narrowUserId: string;

    beforeAll(async () => {
      // An administrator of client B only, created through the user form like any other user.
      const nodes = await catalogue();
      const keys = [
        'administration',
        'user',
        'clients',
        'permissions',
        'clientCredentials',
        'clientsNS',
        'insuranceVerification',
        'transaction',
      ];
      const created = await ok<{ _id: string }>(
        AuthCommands.saveUser,
        {
          payload: userPayload({ firstName: 'Bea', lastName: 'Admin' }),
          practices: PRACTICES_B.map((p) => p._id),
          permission: keys.map((k) => idOf(nodes, k)),
          practiceId: PRACTICES_B[0]._id,
        },
        admin,
      );
      adminB = await profileOf(created._id);
    });

    it('creates a user with a narrow permission set and one practice, which is what their grants become', async () => {
      const nodes = await catalogue();
      const permission = ['insuranceVerification', 'transaction', 'transaction.list_transaction'].map((k) => idOf(nodes, k));
      const saved = await ok<{ _id: string }>(
        AuthCommands.saveUser,
        { payload: userPayload(), practices: [PRACTICES_A[2]._id], permission, practiceId: PRACTICES_A[0]._id },
        admin,
      );
      narrowUserId = saved._id;
      const profile = await profileOf(saved._id);
      expect(profile).toMatchObject({ clientId: CLIENT_A._id, clientIds: [CLIENT_A._id], practiceIds: [PRACTICES_A[2]._id] });
      expect(profile.permissions).toEqual(['insuranceVerification', 'transaction', 'transaction.list_transaction']);

      const form = await ok<UserForm>(AuthCommands.findUser, { userId: saved._id }, admin);
      expect(form.permission.permission.sort()).toEqual([...permission].sort());
      expect(form.permission.practice).toEqual([PRACTICES_A[2]._id]);

      const access = await ok<UserPermissions>(AuthCommands.userPermissions, {}, profile);
      expect(access.entries).toEqual([
        {
          name: 'insuranceVerification',
          actions: [],
          items: [{ name: 'transaction', actions: [{ name: 'list_transaction' }], items: [] }],
        },
      ]);
      expect(access.menu.map((m) => m.path)).toContain('/allTransaction');
      expect(access.menu.map((m) => m.path)).not.toContain('/users');
    });

    it('checks the user form in the spec order with its messages, and stores nothing', async () => {
      const users = await count(`SELECT count(*) FROM app_user`);
      const base = { practices: [PRACTICES_A[0]._id], permission: [], practiceId: PRACTICES_A[0]._id };
      const phone = await problem(AuthCommands.saveUser, { ...base, payload: userPayload({ phone: '512-555', user: 'bad' }) }, admin);
      expect(phone.issues?.map((i) => i.message)).toEqual([AdminMessages.invalidPhone, AdminMessages.invalidEmail]);
      const practices = await problem(AuthCommands.saveUser, { ...base, practices: [], payload: userPayload() }, admin);
      expect(practices.issues).toEqual([{ path: 'practices', message: AdminMessages.assignPractice }]);
      // PIN by e-mail makes the phone optional.
      const pinByMail = userPayload({ phone: '', forcePinEmail: true });
      const foreign = await problem(AuthCommands.saveUser, { ...base, practices: [PRACTICES_B[0]._id], payload: pinByMail }, admin);
      expect(foreign.issues?.[0].path).toBe('practices');
      expect(await count(`SELECT count(*) FROM app_user`)).toBe(users);
    });

    it("refuses permissions outside the client's grants, and withdrawing a grant takes it from the client's users", async () => {
      const nodes = await catalogue();
      const billing = nodes.find((n) => n.name === 'billing_report')!;
      await ok(AuthCommands.revokeClientPermission, { clientId: CLIENT_A._id, permissionId: billing._id }, admin);
      const refused = await problem(
        AuthCommands.saveUser,
        { payload: userPayload(), practices: [PRACTICES_A[0]._id], permission: [billing._id], practiceId: PRACTICES_A[0]._id },
        admin,
      );
      expect(refused.code).toBe(ErrorCode.BadInput);
      expect(refused.message).toContain(AdminMessages.notGrantedToClient);
      await ok(AuthCommands.grantClientPermission, { clientId: CLIENT_A._id, permissionId: billing._id }, admin);

      // Withdrawing the Transactions section takes it and its actions from the narrow user, and reports it.
      const transactions = nodes.find((n) => n.name === 'transaction')!;
      const { revoked } = await ok<{ revoked: string[] }>(
        AuthCommands.revokeClientPermission,
        { clientId: CLIENT_A._id, permissionId: transactions._id },
        admin,
      );
      expect(revoked).toEqual(expect.arrayContaining([transactions._id, idOf(nodes, 'transaction.unaudit')]));
      expect((await profileOf(narrowUserId)).permissions).toEqual(['insuranceVerification']);
      const events = await db.query<{ payload: { userIds: string[] } }[]>(
        `SELECT payload FROM outbox_event WHERE topic = 'auth.access.changed'`,
      );
      expect(events.some((e) => e.payload.userIds.includes(narrowUserId))).toBe(true);

      const grants = await ok<ClientGrants>(AuthCommands.clientGrants, { clientId: CLIENT_A._id }, admin);
      expect(grants.granted).not.toContain(idOf(nodes, 'transaction.audit'));
      await ok(AuthCommands.grantClientPermission, { clientId: CLIENT_A._id, permissionId: transactions._id }, admin);
      const regranted = await ok<ClientGrants>(AuthCommands.clientGrants, { clientId: CLIENT_A._id }, admin);
      expect(regranted.granted).toContain(idOf(nodes, 'transaction.audit'));
    });

    it('gives an administrator of client B nothing of client A, by id in the path, the query or the body', async () => {
      const a = { client: CLIENT_A._id, practice: PRACTICES_A[0]._id, user: DEMO_REVIEWER._id };
      const refusals = await Promise.all([
        problem(AuthCommands.getClient, { id: a.client }, adminB),
        problem(AuthCommands.updateClient, { id: a.client, ...clientForm() }, adminB),
        problem(AuthCommands.deleteClient, { id: a.client }, adminB),
        problem(AuthCommands.getPractice, { id: a.practice }, adminB),
        problem(AuthCommands.updatePractice, { id: a.practice, ...practiceForm(CLIENT_B._id) }, adminB),
        problem(AuthCommands.deletePractice, { id: a.practice }, adminB),
        problem(AuthCommands.createPractice, practiceForm(CLIENT_A._id), adminB),
        problem(AuthCommands.practicesOfClient, { clientId: a.client }, adminB),
        problem(AuthCommands.findUser, { userId: a.user }, adminB),
        problem(AuthCommands.deleteUser, { userId: a.user }, adminB),
        problem(
          AuthCommands.updateUser,
          { payload: { ...userPayload(), _id: a.user }, practices: [PRACTICES_B[0]._id], practiceId: PRACTICES_B[0]._id },
          adminB,
        ),
        problem(AuthCommands.saveUser, { payload: userPayload(), practices: [a.practice], practiceId: a.practice }, adminB),
        problem(AuthCommands.clientGrants, { clientId: a.client }, adminB),
        problem(AuthCommands.grantClientPermission, { clientId: a.client, permissionId: (await catalogue())[0]._id }, adminB),
      ]);
      for (const refusal of refusals) {
        expect([ErrorCode.NotFound, ErrorCode.Forbidden]).toContain(refusal.code);
        expect(refusal.message).not.toContain(CLIENT_A.name);
      }
      const clients = await ok<Page<ClientRecord>>(AuthCommands.listClients, {}, adminB);
      expect(clients.records.map((c) => c._id)).toEqual([CLIENT_B._id]);
      const practices = await ok<Page<PracticeRecord>>(AuthCommands.listPractices, { client: a.client }, adminB);
      expect(practices).toEqual({ records: [], recordsQty: 0 });
      const users = await ok<Page<UserRecord>>(AuthCommands.listUsers, { clientId: a.client }, adminB);
      expect(users).toEqual({ records: [], recordsQty: 0 });
      // And nothing of A changed.
      expect(await count(`SELECT count(*) FROM app_user WHERE id = $1`, [a.user])).toBe(1);
      expect(await count(`SELECT count(*) FROM practice WHERE id = $1 AND deleted_at IS NULL`, [a.practice])).toBe(1);
    });

    it('lists users of a client ten to a page, filtered', async () => {
      const page = await ok<Page<UserRecord>>(AuthCommands.listUsers, { clientId: CLIENT_A._id, firstName: 'nor' }, admin);
      expect(page.recordsQty).toBe(1);
      expect(page.records[0]).toMatchObject({ _id: narrowUserId, firstName: 'Nora', lastLogin: null });
      const all = await ok<Page<UserRecord>>(AuthCommands.listUsers, { clientId: CLIENT_A._id }, admin);
      expect(all.records.length).toBeLessThanOrEqual(10);
    });
  });

  describe('connections', () => {
    it('keeps the selected practices on the server, of one client, granted to the user, at least one', async () => {
      const two = [PRACTICES_A[0]._id, PRACTICES_A[1]._id];
      await ok(AuthCommands.saveAppSettings, { selectedPractices: two }, admin);
      expect(await ok<UserAppSettings>(AuthCommands.appSettings, {}, admin)).toEqual({ selectedPractices: two, canUseMultiPractice: true });

      const mixed = await problem(AuthCommands.saveAppSettings, { selectedPractices: [PRACTICES_A[0]._id, PRACTICES_B[0]._id] }, admin);
      expect(mixed.issues).toEqual([{ path: 'selectedPractices', message: 'must all belong to one client' }]);
      const none = await problem(AuthCommands.saveAppSettings, { selectedPractices: [] }, admin);
      expect(none.issues).toEqual([{ path: 'selectedPractices', message: 'Must select at least one practice.' }]);
      const reviewer = await profileOf(DEMO_REVIEWER._id);
      const foreign = await problem(AuthCommands.saveAppSettings, { selectedPractices: [PRACTICES_B[0]._id] }, reviewer);
      expect(foreign.code).toBe(ErrorCode.BadInput);
      expect(await ok<UserAppSettings>(AuthCommands.appSettings, {}, admin)).toMatchObject({ selectedPractices: two });
    });
  });

  describe('NS keys', () => {
    it('keeps one key per client, replaced on a second save, out of reach of other clients', async () => {
      const bad = await problem(AuthCommands.saveNsKey, { clientId: '', key: ' ' }, admin);
      expect(bad.issues).toEqual([
        { path: 'clientId', message: NsKeyMessages.clientRequired },
        { path: 'key', message: NsKeyMessages.keyRequired },
      ]);
      const first = await ok<NsKeyRecord>(AuthCommands.saveNsKey, { clientId: CLIENT_A._id, key: 'ns-one' }, admin);
      const second = await ok<NsKeyRecord>(AuthCommands.saveNsKey, { clientId: CLIENT_A._id, key: 'ns-two' }, admin);
      expect(second).toMatchObject({ _id: first._id, client: CLIENT_A.name, key: 'ns-two', userCreated: 'Avery Admin' });
      expect((await ok<NsKeyRecord[]>(AuthCommands.listNsKeys, {}, admin)).map((k) => k.clientId)).toEqual([CLIENT_A._id]);

      const outsider = await profileOf(DEMO_REVIEWER._id);
      const lakeside = { ...outsider, clientIds: [CLIENT_B._id] };
      expect(await ok<NsKeyRecord[]>(AuthCommands.listNsKeys, {}, lakeside)).toEqual([]);
      expect((await problem(AuthCommands.deleteNsKey, { id: first._id }, lakeside)).code).toBe(ErrorCode.NotFound);
      expect((await problem(AuthCommands.saveNsKey, { clientId: CLIENT_A._id, key: 'mine' }, lakeside)).code).toBe(ErrorCode.NotFound);
      await ok(AuthCommands.deleteNsKey, { id: first._id }, admin);
      expect(await ok<NsKeyRecord[]>(AuthCommands.listNsKeys, {}, admin)).toEqual([]);
    });
  });

  describe('credentials', () => {
    it('stores a practice set encrypted, lists it without secrets, masks it unless revealed by a holder of the permission', async () => {
      const empty = await problem(
        AuthCommands.saveCredentials,
        { clientId: CLIENT_A._id, practiceId: PRACTICES_A[0]._id, credentials: { Portal: {} } },
        admin,
      );
      expect(empty.issues).toEqual([{ path: 'credentials.Portal', message: CredentialMessages.needsProperties }]);
      expect(await count(`SELECT count(*) FROM client_credential`)).toBe(0);

      const credentials = { Portal: { user: 'front-desk', password: 'S3cret-portal!' } };
      const saved = await ok<CredentialSet>(
        AuthCommands.saveCredentials,
        { clientId: CLIENT_A._id, practiceId: PRACTICES_A[0]._id, credentials },
        admin,
      );
      expect(saved.credentials).toEqual({ Portal: { user: MASKED_SECRET, password: MASKED_SECRET } });
      const [row] = await db.query<{ sealed: string }[]>(`SELECT sealed FROM client_credential WHERE id = $1`, [saved._id]);
      expect(row.sealed).not.toContain('S3cret');

      const list = await ok<object[]>(AuthCommands.listCredentials, {}, admin);
      expect(JSON.stringify(list)).not.toContain('S3cret');
      expect(list).toEqual([expect.objectContaining({ _id: saved._id, client: CLIENT_A.name, practice: PRACTICES_A[0].name })]);

      const revealed = await ok<CredentialSet>(AuthCommands.getCredentials, { id: saved._id, reveal: 'true' }, admin);
      expect(revealed.credentials).toEqual(credentials);
      const withoutReveal = { ...admin, permissions: admin.permissions.filter((p) => p !== 'clientCredentials.reveal') };
      expect((await problem(AuthCommands.getCredentials, { id: saved._id, reveal: 'true' }, withoutReveal)).code).toBe(ErrorCode.Forbidden);

      // Sent back masked, a value keeps what was stored; a changed one replaces it.
      await ok(
        AuthCommands.saveCredentials,
        { clientId: CLIENT_A._id, practiceId: PRACTICES_A[0]._id, credentials: { Portal: { user: 'new-desk', password: MASKED_SECRET } } },
        admin,
      );
      expect((await ok<CredentialSet>(AuthCommands.getCredentials, { id: saved._id, reveal: true }, admin)).credentials).toEqual({
        Portal: { user: 'new-desk', password: 'S3cret-portal!' },
      });

      const outsider = { ...(await profileOf(DEMO_REVIEWER._id)), clientIds: [CLIENT_B._id], practiceIds: PRACTICES_B.map((p) => p._id) };
      expect(await ok(AuthCommands.listCredentials, {}, outsider)).toEqual([]);
      expect((await problem(AuthCommands.getCredentials, { id: saved._id }, outsider)).code).toBe(ErrorCode.NotFound);
      expect((await problem(AuthCommands.deleteCredentials, { id: saved._id }, outsider)).code).toBe(ErrorCode.NotFound);
      expect(
        (await problem(AuthCommands.saveCredentials, { clientId: CLIENT_A._id, practiceId: PRACTICES_A[0]._id, credentials }, outsider))
          .code,
      ).toBe(ErrorCode.NotFound);

      await ok(AuthCommands.deleteCredentials, { id: saved._id }, admin);
      expect(await ok(AuthCommands.listCredentials, {}, admin)).toEqual([]);
    });
  });

  describe('clients and practices', () => {
    it('creates a client with its first user, refuses an unknown state, and deletes a client only once empty', async () => {
      const before = await count(`SELECT count(*) FROM client`);
      const badState = await problem(AuthCommands.createClient, { ...clientForm(), state: 'ZZ' }, admin);
      expect(badState.issues).toEqual([{ path: 'state', message: AdminMessages.selectState }]);
      const badCity = await problem(AuthCommands.createClient, { ...clientForm(), city: 'Atlantis' }, admin);
      expect(badCity.issues).toEqual([{ path: 'city', message: AdminMessages.selectCity }]);
      const noTemplate = await problem(AuthCommands.createClient, { ...clientForm(), templateId: '' }, admin);
      expect(noTemplate.issues).toEqual([{ path: 'templateId', message: AdminMessages.selectTemplate }]);
      expect(await count(`SELECT count(*) FROM client`)).toBe(before);

      const email = 'first.user@newclinic.example';
      const client = await ok<ClientRecord>(
        AuthCommands.createClient,
        { ...clientForm(), user: { firstName: 'Fay', lastName: 'First', phone: '15125550100', email, password: 'First#2026!' } },
        admin,
      );
      expect(client).toMatchObject({ name: 'New Clinic', state: 'TX', city: 'Austin' });
      expect(await count(`SELECT count(*) FROM app_user WHERE email = $1 AND client_id = $2`, [email, client._id])).toBe(1);
      const creator = await profileOf(DEMO_ADMIN._id);
      expect(creator.clientIds).toContain(client._id);

      const practice = await ok<PracticeRecord>(AuthCommands.createPractice, practiceForm(client._id), creator);
      const events = await db.query<{ payload: { practiceId: string; clientName: string } }[]>(
        `SELECT payload FROM outbox_event WHERE topic = 'auth.practice.changed' AND message_key = $1`,
        [practice._id],
      );
      expect(events.map((e) => e.payload.clientName)).toEqual(['New Clinic']);
      const badName = await problem(AuthCommands.createPractice, { ...practiceForm(client._id), name: 'Clinic #2' }, creator);
      expect(badName.issues).toEqual([{ path: 'name', message: AdminMessages.practiceName }]);

      const stillUsed = await problem(AuthCommands.deleteClient, { id: client._id }, creator);
      expect(stillUsed.code).toBe(ErrorCode.Conflict);
      const withId = await profileOf(DEMO_ADMIN._id);
      await ok(AuthCommands.deletePractice, { id: practice._id }, withId);
      await db.query(`DELETE FROM app_user WHERE email = $1`, [email]);
      await ok(AuthCommands.deleteClient, { id: client._id }, withId);
      const list = await ok<Page<ClientRecord>>(AuthCommands.listClients, { name: 'New Clinic' }, withId);
      expect(list.recordsQty).toBe(0);
    });

    it('filters practices by client, name and state, 25 to a page', async () => {
      const page = await ok<Page<PracticeRecord>>(AuthCommands.listPractices, { client: CLIENT_B._id, name: 'mid' }, admin);
      expect(page.records.map((p) => p.name)).toEqual(['Lakeside Middleton']);
      expect(page.records[0].clientName).toBe(CLIENT_B.name);
      const bad = await problem(AuthCommands.listPractices, { limit: 0 }, admin);
      expect(bad.issues).toEqual([{ path: 'limit', message: 'must be at least 1' }]);
    });
  });
});

function clientForm() {
  return {
    name: 'New Clinic',
    email: 'office@newclinic.example',
    phone: '15125550111',
    zipCode: '78701',
    state: 'TX',
    city: 'Austin',
    address: '1 Main St',
    templateId: '0123456789abcdef01234567',
  };
}

function practiceForm(clientId: string) {
  return {
    clientId,
    name: 'New Clinic North',
    desc: 'North office',
    folderId: 'folder-1',
    spreadsheetId: 'sheet-1',
    state: 'TX',
    city: 'Austin',
    address: '2 Main St',
  };
}
