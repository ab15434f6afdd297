/**
 * Writes the demo clients, practices and users (libs/testing demo-data.ts) into the auth schema.
 * Idempotent: a second run finds everything as it should be and changes nothing, not even the
 * password hashes; each created or changed practice is reported through the outbox like any other.
 */
import type { DataSource } from 'typeorm';
import { OutboxWriter } from '@dental/messaging';
import { newId } from '@dental/contracts';
import { DEMO_CLIENTS, DEMO_PRACTICES, DEMO_PROVIDER_CREDENTIALS, DEMO_USERS } from '@dental/testing';
import { CredentialCipher } from '../credentials/credential-cipher';
import { TenancyDirectory, type SaveOutcome } from '../tenancy/tenancy-directory';
import { UserAccounts } from '../users/user-accounts';
import { PasswordHasher } from '../users/password-hasher';
import { PermissionCatalogue } from '../permissions/permission-catalogue';

export type SeedReport = Record<'permissions' | 'clients' | 'practices' | 'users' | 'credentials', Record<SaveOutcome, number>>;

/**
 * `credentialsKey` (CREDENTIALS_KEY) also stores the demo practices' provider credentials, which the
 * local call and SMS provider stand-ins accept, unless the practice already has a credential set.
 */
export async function seedDemoData(dataSource: DataSource, credentialsKey?: string): Promise<SeedReport> {
  const outbox = new OutboxWriter();
  const tenancy = new TenancyDirectory(dataSource, outbox);
  const users = new UserAccounts(dataSource, outbox, new PasswordHasher());
  const catalogue = new PermissionCatalogue(dataSource, outbox);
  const report: SeedReport = { permissions: tally(), clients: tally(), practices: tally(), users: tally(), credentials: tally() };

  const seeded = await catalogue.seedDefaults();
  report.permissions.created = seeded.created;
  report.permissions.unchanged = seeded.unchanged;

  for (const client of DEMO_CLIENTS) {
    report.clients[await tenancy.saveClient({ ...client, id: client._id })]++;
  }
  // Every demo client is granted the whole catalogue, so the demo users' keys lie within their client's grants.
  await dataSource.query(
    `INSERT INTO client_permission (client_id, permission_id)
     SELECT c.id, sp.id FROM client c CROSS JOIN system_permission sp WHERE c.id = ANY($1) ON CONFLICT DO NOTHING`,
    [DEMO_CLIENTS.map((c) => c._id)],
  );
  for (const practice of DEMO_PRACTICES) {
    report.practices[await tenancy.savePractice({ ...practice, id: practice._id })]++;
  }
  for (const user of DEMO_USERS) {
    report.users[await users.saveUser({ ...user, id: user._id })]++;
  }
  if (credentialsKey) {
    const cipher = new CredentialCipher(credentialsKey);
    for (const { practiceId, clientId, groups } of DEMO_PROVIDER_CREDENTIALS) {
      const id = newId();
      const inserted = await dataSource.query<unknown[]>(
        `INSERT INTO client_credential (id, client_id, practice_id, sealed, created_by) VALUES ($1, $2, $3, $4, 'demo-seed')
         ON CONFLICT (practice_id) DO NOTHING RETURNING id`,
        [id, clientId, practiceId, cipher.seal(groups, id)],
      );
      report.credentials[inserted.length > 0 ? 'created' : 'unchanged']++;
    }
  }
  return report;
}

export function describeSeedReport(report: SeedReport): string {
  return (Object.entries(report) as [string, Record<SaveOutcome, number>][])
    .map(([what, t]) => `${what}: ${t.created} created, ${t.updated} updated, ${t.unchanged} unchanged`)
    .join('\n');
}

function tally(): Record<SaveOutcome, number> {
  return { created: 0, updated: 0, unchanged: 0 };
}
