/**
 * The `/clients` calls. Lists and reads are scoped to the clients the caller may reach; whoever
 * creates a client may reach it from then on. The New Client modal's user form creates the client's
 * first user (decision 4), checked before anything is stored so a taken e-mail stores nothing.
 */
import { Injectable } from '@nestjs/common';
import { returningRows } from '../database/returning';
import { DataSource } from 'typeorm';
import {
  AppError,
  ErrorCode,
  newId,
  type Actor,
  type AuthCommands,
  type ClientRecord,
  type CommandInput,
  type Page,
} from '@dental/contracts';
import { notFound } from '../access/actor';
import { like } from '../database/like-pattern';
import { PermissionCatalogue } from '../permissions/permission-catalogue';
import { TenancyDirectory } from '../tenancy/tenancy-directory';
import { UserAccounts, emailTaken, emailTakenAs, normaliseEmail } from '../users/user-accounts';
import { checkLocation } from './us-locations';

interface ClientRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  zip_code: string;
  state: string;
  city: string;
  address: string;
  template_id: string;
  plan_template_id: string;
  created_at: Date;
}

const COLUMNS = `id, name, email, phone, zip_code, state, city, address, template_id, plan_template_id, created_at`;

@Injectable()
export class ClientAdministration {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tenancy: TenancyDirectory,
    private readonly accounts: UserAccounts,
    private readonly catalogue: PermissionCatalogue,
  ) {}

  async list(query: CommandInput<typeof AuthCommands.listClients>, actor: Actor): Promise<Page<ClientRecord>> {
    const where = `id = ANY($1) AND deleted_at IS NULL AND name ILIKE $2 AND ($3 = '' OR state = $3) AND city ILIKE $4`;
    const params = [actor.clientIds, like(query.name), query.state, like(query.city)];
    const [rows, [count]] = await Promise.all([
      this.dataSource.query<ClientRow[]>(`SELECT ${COLUMNS} FROM client WHERE ${where} ORDER BY lower(name), id LIMIT $5 OFFSET $6`, [
        ...params,
        query.limit,
        query.offset,
      ]),
      this.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM client WHERE ${where}`, params),
    ]);
    return { records: rows.map(toRecord), recordsQty: count.n };
  }

  async get(id: string, actor: Actor): Promise<ClientRecord> {
    return toRecord(await this.reachable(id, actor));
  }

  async create(input: CommandInput<typeof AuthCommands.createClient>, actor: Actor): Promise<ClientRecord> {
    checkLocation(input.state, input.city);
    if (input.user) {
      const [taken] = await this.dataSource.query<{ id: string }[]>(`SELECT id FROM app_user WHERE email = $1`, [
        normaliseEmail(input.user.email),
      ]);
      if (taken) throw emailTaken('user.email');
    }
    const id = newId();
    const { user, ...fields } = input;
    // The client, the creator's grant and the first user: all or nothing. A first user whose e-mail a
    // concurrent save took meanwhile leaves no client behind.
    await this.dataSource
      .transaction(async (manager) => {
        await this.tenancy.saveClient({ ...fields, id }, manager);
        await manager.query(`INSERT INTO user_client (user_id, client_id) VALUES ($1, $2)`, [actor.userId, id]);
        await this.catalogue.reportAccessChanged(manager, [actor.userId]);
        if (user) {
          await this.accounts.saveUser(
            {
              id: newId(),
              email: user.email,
              password: user.password,
              firstName: user.firstName,
              lastName: user.lastName,
              phone: user.phone,
              clientId: id,
              clientIds: [id],
              practiceIds: [],
              permissions: [],
            },
            manager,
          );
        }
      })
      .catch(emailTakenAs('user.email'));
    return this.get(id, { ...actor, clientIds: [...actor.clientIds, id] });
  }

  async update(input: CommandInput<typeof AuthCommands.updateClient>, actor: Actor): Promise<ClientRecord> {
    await this.reachable(input.id, actor);
    checkLocation(input.state, input.city);
    await this.tenancy.saveClient(input);
    return this.get(input.id, actor);
  }

  /** A client with live practices or users is refused: deleting it would orphan them. */
  async remove(id: string, actor: Actor): Promise<{ deleted: true }> {
    await this.reachable(id, actor);
    await this.dataSource.transaction(async (manager) => {
      const [use] = await manager.query<{ practices: number; users: number }[]>(
        `SELECT (SELECT count(*)::int FROM practice WHERE client_id = $1 AND deleted_at IS NULL) AS practices,
                (SELECT count(*)::int FROM app_user WHERE client_id = $1) AS users`,
        [id],
      );
      if (use.practices > 0 || use.users > 0)
        throw new AppError(
          ErrorCode.Conflict,
          `The client still has ${use.practices} practice(s) and ${use.users} user(s); remove them first`,
        );
      await manager.query(`UPDATE client SET deleted_at = now() WHERE id = $1`, [id]);
      const reached = await returningRows<{ user_id: string }>(manager, `DELETE FROM user_client WHERE client_id = $1 RETURNING user_id`, [
        id,
      ]);
      await this.catalogue.reportAccessChanged(
        manager,
        reached.map((r) => r.user_id),
      );
    });
    return { deleted: true };
  }

  private async reachable(id: string, actor: Actor): Promise<ClientRow> {
    const [row] = actor.clientIds.includes(id)
      ? await this.dataSource.query<ClientRow[]>(`SELECT ${COLUMNS} FROM client WHERE id = $1 AND deleted_at IS NULL`, [id])
      : [];
    if (!row) throw notFound('Client');
    return row;
  }
}

function toRecord(row: ClientRow): ClientRecord {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    zipCode: row.zip_code,
    state: row.state,
    city: row.city,
    address: row.address,
    templateId: row.template_id,
    planTemplateId: row.plan_template_id,
    created: row.created_at.toISOString(),
  };
}
