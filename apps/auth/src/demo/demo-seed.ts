/**
 * Writes the demo clients, practices and users (libs/testing demo-data.ts) into the auth schema.
 * Idempotent: a second run finds everything as it should be and changes nothing, not even the
 * password hashes; each created or changed practice is reported through the outbox like any other.
 */
import type { DataSource } from 'typeorm';
import { OutboxWriter } from '@dental/messaging';
import { DEMO_CLIENTS, DEMO_PRACTICES, DEMO_USERS } from '@dental/testing';
import { TenancyDirectory, type SaveOutcome } from '../tenancy/tenancy-directory';
import { UserAccounts } from '../users/user-accounts';
import { PasswordHasher } from '../users/password-hasher';
import { PermissionCatalogue } from '../permissions/permission-catalogue';

export type SeedReport = Record<'permissions' | 'clients' | 'practices' | 'users', Record<SaveOutcome, number>>;

export async function seedDemoData(dataSource: DataSource): Promise<SeedReport> {
  const outbox = new OutboxWriter();
  const tenancy = new TenancyDirectory(dataSource, outbox);
  const users = new UserAccounts(dataSource, outbox, new PasswordHasher());
  const catalogue = new PermissionCatalogue(dataSource, outbox);
  const report: SeedReport = { permissions: tally(), clients: tally(), practices: tally(), users: tally() };

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
