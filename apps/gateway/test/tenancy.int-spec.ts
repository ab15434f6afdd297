/**
 * Tenancy over HTTP: the gateway and the auth service running in-process over the Kafka stand-in,
 * called as the web app calls them. An administrator of client B, holding every permission, asks
 * for client A's client, practice, user, credential set and NS key by id in the path, in the query
 * and in the body: every call is refused (403 or 404), no answer carries A's data, and A's records
 * are unchanged afterwards. The same calls on B's own records succeed, so the refusals come from
 * tenancy and not from a broken set-up.
 */
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  ErrorCode,
  MASKED_SECRET,
  Routes,
  allPermissionKeys,
  newId,
  type ClientRecord,
  type CredentialSet,
  type CredentialSummary,
  type GrantedClient,
  type NsKeyRecord,
  type Page,
  type PracticeRecord,
  type SystemPermissionNode,
  type UserForm,
} from '@dental/contracts';
import { DEMO_ADMIN, DEMO_CLIENTS, DEMO_PRACTICES, DEMO_REVIEWER, DEMO_TEMPLATES } from '@dental/testing';
import { seedDemoData } from '../../auth/src/demo/demo-seed';
import { UserAccounts } from '../../auth/src/users/user-accounts';
import { startAuth, startInfrastructure, type TestInfrastructure } from '../../auth/test/support/test-stack';
import { signInOverHttp, startGateway } from './support/gateway-stack';

const [CLIENT_A, CLIENT_B] = DEMO_CLIENTS;
const PRACTICE_A = DEMO_PRACTICES.find((p) => p.clientId === CLIENT_A._id)!;
const PRACTICES_B = DEMO_PRACTICES.filter((p) => p.clientId === CLIENT_B._id);
const SECRET_A = 'client-a-portal-secret';
const NS_A = 'ns-of-client-a';

interface Answer {
  status: number;
  body: { success: boolean; message?: string; code?: string; data?: unknown };
}

describe('tenancy through the gateway', () => {
  let infra: TestInfrastructure;
  let auth: INestApplication;
  let gateway: INestApplication;
  let base: string;
  let adminA: string;
  let adminB: string;
  let credentialA: CredentialSet;
  let nsKeyA: NsKeyRecord;
  let permissionId: string;
  const adminOfB = {
    id: newId(),
    email: 'bea.admin@lakeside.example',
    password: 'Lakeside#2026!',
  };

  async function request(method: string, path: string, token: string, body?: unknown): Promise<Answer> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  }
  async function data<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
    const answer = await request(method, path, token, body);
    if (!answer.body.success) throw new Error(`${method} ${path} answered ${answer.status}: ${answer.body.message}`);
    return answer.body.data as T;
  }

  const clientForm = (name: string) => ({
    name,
    email: 'office@example.test',
    phone: '5125550101',
    zipCode: '78701',
    state: 'TX',
    city: 'Austin',
    address: '1 Main St',
    templateId: DEMO_TEMPLATES.fbd._id,
  });
  const practiceForm = (clientId: string, name: string) => ({
    clientId,
    name,
    desc: 'A practice',
    folderId: 'folder',
    spreadsheetId: 'sheet',
    state: 'TX',
    city: 'Austin',
    address: '2 Main St',
  });
  const userPayload = (email: string) => ({
    firstName: 'Ida',
    lastName: 'Intruder',
    user: email,
    phone: '15125550111',
    defaultPath: '/allTransaction',
    password: 'Intruder#2026!',
    forcePinEmail: false,
    canUseMultiPractice: false,
  });

  beforeAll(async () => {
    infra = await startInfrastructure();
    auth = await startAuth(infra.env);
    await seedDemoData(auth.get(DataSource));
    // Client B's administrator holds every permission: only tenancy stands between them and client A.
    await auth.get(UserAccounts).saveUser({
      id: adminOfB.id,
      email: adminOfB.email,
      password: adminOfB.password,
      firstName: 'Bea',
      lastName: 'Admin',
      clientId: CLIENT_B._id,
      clientIds: [CLIENT_B._id],
      practiceIds: PRACTICES_B.map((p) => p._id),
      permissions: allPermissionKeys(),
    });
    ({ gateway, base } = await startGateway(infra.env));

    adminA = await signInOverHttp(base, infra, DEMO_ADMIN.email, DEMO_ADMIN.password);
    adminB = await signInOverHttp(base, infra, adminOfB.email, adminOfB.password);
    credentialA = await data<CredentialSet>('POST', Routes.saveCredentials.path, adminA, {
      clientId: CLIENT_A._id,
      practiceId: PRACTICE_A._id,
      credentials: { 'Delta Dental portal': { password: SECRET_A } },
    });
    nsKeyA = await data<NsKeyRecord>('POST', Routes.saveNsKey.path, adminA, { clientId: CLIENT_A._id, key: NS_A });
    const catalogue = await data<SystemPermissionNode[]>('GET', Routes.listSystemPermissions.path, adminA);
    permissionId = catalogue[0]._id;
  }, 120_000);

  afterAll(async () => {
    await gateway?.close();
    await auth?.close();
    await infra?.stop();
  });

  /** Anything of client A that must never reach client B's administrator. */
  const CLIENT_A_DATA = [CLIENT_A.name, CLIENT_A.email, PRACTICE_A.name, DEMO_REVIEWER.email, SECRET_A, NS_A];

  /** What is wrong with the answer to a call that must be refused without data, if anything. */
  function wrongWith(answer: Answer): string | undefined {
    const text = JSON.stringify(answer.body);
    const leaked = CLIENT_A_DATA.filter((value) => text.includes(value));
    if (![403, 404].includes(answer.status)) return `answered ${answer.status}: ${text.slice(0, 200)}`;
    const refusals: string[] = [ErrorCode.Forbidden, ErrorCode.NotFound];
    if (answer.body.success !== false || !refusals.includes(answer.body.code ?? '')) return `answered ${text.slice(0, 200)}`;
    if (leaked.length > 0) return `names ${leaked.join(', ')}`;
    return undefined;
  }

  /** Calls each as client B's administrator; answers the calls that were not refused cleanly, with why. */
  async function notRefused(calls: [what: string, method: string, path: string, body?: unknown][]): Promise<string[]> {
    const problems: string[] = [];
    for (const [what, method, path, body] of calls) {
      const problem = wrongWith(await request(method, path, adminB, body));
      if (problem) problems.push(`${what}, ${method} ${path}: ${problem}`);
    }
    return problems;
  }

  it("refuses client A's ids in the path", async () => {
    const a = { client: CLIENT_A._id, practice: PRACTICE_A._id, credential: credentialA._id, nsKey: nsKeyA._id };
    const calls: [string, string, string, unknown?][] = [
      ['client', 'GET', `/api/client/${a.client}`],
      ['client', 'PUT', `/api/client/${a.client}`, clientForm('Taken Over')],
      ['client', 'DELETE', `/api/client/${a.client}`],
      ['client', 'GET', `/api/security/practice/client/${a.client}`],
      ['client', 'DELETE', `/api/authz/client/permission/${a.client}/${permissionId}`],
      ['practice', 'GET', `/api/client/practice/${a.practice}`],
      ['practice', 'PUT', `/api/client/practice/${a.practice}`, practiceForm(CLIENT_B._id, 'Taken Over')],
      ['practice', 'DELETE', `/api/client/practice/${a.practice}`],
      ['credential', 'GET', `/api/client/credentials/${a.credential}`],
      ['credential', 'GET', `/api/client/credentials/${a.credential}?reveal=true`],
      ['credential', 'DELETE', `/api/client/credentials/${a.credential}`],
      ['NS key', 'DELETE', `/api/config/key/${a.nsKey}`],
    ];
    expect(await notRefused(calls)).toEqual([]);
  });

  it("refuses client A's ids in the query", async () => {
    const paths: [string, string][] = [
      ['practices', `/api/client/all/practice?client=${CLIENT_A._id}`],
      ['practices', `/api/client/practice?client=${CLIENT_A._id}`],
      ['users', `/api/v2/users/get/all?clientId=${CLIENT_A._id}`],
      ['client', `/api/authz/client/permission?clientId=${CLIENT_A._id}`],
    ];
    expect(await notRefused(paths.map(([what, path]) => [what, 'GET', path]))).toEqual([]);
  });

  it("refuses client A's ids in the body", async () => {
    const calls: [string, string, string, unknown][] = [
      ['client', 'PUT', Routes.grantClientPermission.path, { clientId: CLIENT_A._id, permissionId }],
      ['practice', 'POST', Routes.createPractice.path, practiceForm(CLIENT_A._id, 'Planted Practice')],
      ['practice', 'PUT', `/api/client/practice/${PRACTICES_B[0]._id}`, practiceForm(CLIENT_A._id, 'Moved Practice')],
      ['practice', 'PUT', Routes.saveAppSettings.path, { selectedPractices: [PRACTICE_A._id] }],
      ['user', 'POST', Routes.findUser.path, { userId: DEMO_REVIEWER._id }],
      ['user', 'POST', Routes.deleteUser.path, { userId: DEMO_REVIEWER._id }],
      [
        'user',
        'POST',
        Routes.updateUser.path,
        {
          payload: { ...userPayload(DEMO_REVIEWER.email), _id: DEMO_REVIEWER._id },
          practices: [PRACTICES_B[0]._id],
          permission: [],
          practiceId: PRACTICES_B[0]._id,
        },
      ],
      [
        'user',
        'POST',
        Routes.saveUser.path,
        { payload: userPayload('planted@example.test'), practices: [PRACTICE_A._id], permission: [], practiceId: PRACTICE_A._id },
      ],
      [
        'credential',
        'POST',
        Routes.saveCredentials.path,
        { clientId: CLIENT_A._id, practiceId: PRACTICE_A._id, credentials: { 'Delta Dental portal': { password: 'overwritten' } } },
      ],
      ['NS key', 'POST', Routes.saveNsKey.path, { clientId: CLIENT_A._id, key: 'overwritten' }],
    ];
    expect(await notRefused(calls)).toEqual([]);
  });

  it("lists none of client A's records to client B's administrator", async () => {
    const clients = await data<Page<ClientRecord>>('GET', Routes.listClients.path, adminB);
    expect(clients.records.map((c) => c._id)).toEqual([CLIENT_B._id]);
    const practices = await data<Page<PracticeRecord>>('GET', Routes.listPractices.path, adminB);
    expect(new Set(practices.records.map((p) => p.clientId))).toEqual(new Set([CLIENT_B._id]));
    const credentials = await data<CredentialSummary[]>('GET', Routes.listCredentials.path, adminB);
    expect(credentials).toEqual([]);
    const nsKeys = await data<NsKeyRecord[]>('GET', Routes.listNsKeys.path, adminB);
    expect(nsKeys).toEqual([]);
    const granted = await data<GrantedClient[]>('GET', Routes.grantedPractices.path, adminB);
    expect(granted.map((c) => c.clientId)).toEqual([CLIENT_B._id]);
  });

  it("answers client B's administrator on B's own records, and left client A's records as they were", async () => {
    // The same calls on B's own records succeed: the refusals above are tenancy, not a broken set-up.
    expect((await data<ClientRecord>('GET', `/api/client/${CLIENT_B._id}`, adminB)).name).toBe(CLIENT_B.name);
    expect((await data<PracticeRecord>('GET', `/api/client/practice/${PRACTICES_B[0]._id}`, adminB)).name).toBe(PRACTICES_B[0].name);
    const ownKey = await data<NsKeyRecord>('POST', Routes.saveNsKey.path, adminB, { clientId: CLIENT_B._id, key: 'ns-of-client-b' });
    expect(ownKey.clientId).toBe(CLIENT_B._id);
    const users = await data<Page<{ email: string }>>('GET', `/api/v2/users/get/all?clientId=${CLIENT_B._id}`, adminB);
    expect(users.records.map((u) => u.email)).toContain(adminOfB.email);

    const client = await data<ClientRecord>('GET', `/api/client/${CLIENT_A._id}`, adminA);
    expect(client).toMatchObject({ name: CLIENT_A.name, address: CLIENT_A.address });
    const practice = await data<PracticeRecord>('GET', `/api/client/practice/${PRACTICE_A._id}`, adminA);
    expect(practice).toMatchObject({ name: PRACTICE_A.name, clientId: CLIENT_A._id, address: PRACTICE_A.address });
    const reviewer = await data<UserForm>('POST', Routes.findUser.path, adminA, { userId: DEMO_REVIEWER._id });
    expect(reviewer).toMatchObject({ user: DEMO_REVIEWER.email, lastName: DEMO_REVIEWER.lastName });
    const credential = await data<CredentialSet>('GET', `/api/client/credentials/${credentialA._id}?reveal=true`, adminA);
    expect(credential.credentials).toEqual({ 'Delta Dental portal': { password: SECRET_A } });
    expect(credentialA.credentials).toEqual({ 'Delta Dental portal': { password: MASKED_SECRET } });
    const keys = await data<NsKeyRecord[]>('GET', Routes.listNsKeys.path, adminA);
    expect(keys.find((k) => k.clientId === CLIENT_A._id)?.key).toBe(NS_A);
    const settings = await data<{ selectedPractices: string[] }>('GET', Routes.appSettings.path, adminB);
    expect(settings.selectedPractices).not.toContain(PRACTICE_A._id);
    const practicesOfA = await data<Page<PracticeRecord>>('GET', `${Routes.listPractices.path}?client=${CLIENT_A._id}`, adminA);
    expect(practicesOfA.records.map((p) => p.name)).not.toEqual(expect.arrayContaining(['Planted Practice', 'Moved Practice']));
  });
});
