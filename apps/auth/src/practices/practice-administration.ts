/**
 * The `/client-practice` calls, scoped to the clients the caller may reach. Saving goes through the
 * tenancy directory, which reports PracticeChanged in the same transaction, so the verification
 * service's projection follows. Whoever creates a practice is granted it, so they can select it.
 */
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { newId, type Actor, type AuthCommands, type CommandInput, type Page, type PracticeRecord } from '@dental/contracts';
import { notFound } from '../access/actor';
import { like } from '../database/like-pattern';
import { checkLocation } from '../clients/us-locations';
import { PermissionCatalogue } from '../permissions/permission-catalogue';
import { TenancyDirectory } from '../tenancy/tenancy-directory';

interface PracticeRow {
  id: string;
  client_id: string;
  client_name: string;
  name: string;
  city: string;
  state: string;
  address: string;
  description: string;
  folder_id: string;
  spreadsheet_id: string;
  template_id: string;
  created_at: Date;
}

const SELECT = `SELECT p.id, p.client_id, c.name AS client_name, p.name, p.city, p.state, p.address, p.description, p.folder_id,
                       p.spreadsheet_id, p.template_id, p.created_at
                  FROM practice p JOIN client c ON c.id = p.client_id`;

@Injectable()
export class PracticeAdministration {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tenancy: TenancyDirectory,
    private readonly catalogue: PermissionCatalogue,
  ) {}

  async list(query: CommandInput<typeof AuthCommands.listPractices>, actor: Actor): Promise<Page<PracticeRecord>> {
    const where = `p.client_id = ANY($1) AND p.deleted_at IS NULL AND ($2 = '' OR p.client_id = $2) AND p.name ILIKE $3
                   AND ($4 = '' OR p.state = $4) AND p.address ILIKE $5`;
    const params = [actor.clientIds, query.client, like(query.name), query.state, like(query.address)];
    const [rows, [count]] = await Promise.all([
      this.dataSource.query<PracticeRow[]>(`${SELECT} WHERE ${where} ORDER BY lower(c.name), lower(p.name), p.id LIMIT $6 OFFSET $7`, [
        ...params,
        query.limit,
        query.offset,
      ]),
      this.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM practice p WHERE ${where}`, params),
    ]);
    return { records: rows.map(toRecord), recordsQty: count.n };
  }

  async ofClient(clientId: string, actor: Actor): Promise<PracticeRecord[]> {
    if (!actor.clientIds.includes(clientId)) throw notFound('Client');
    const rows = await this.dataSource.query<PracticeRow[]>(
      `${SELECT} WHERE p.client_id = $1 AND p.deleted_at IS NULL ORDER BY lower(p.name), p.id`,
      [clientId],
    );
    return rows.map(toRecord);
  }

  async get(id: string, actor: Actor): Promise<PracticeRecord> {
    return toRecord(await this.reachable(id, actor));
  }

  async create(input: CommandInput<typeof AuthCommands.createPractice>, actor: Actor): Promise<PracticeRecord> {
    await this.reachableClient(input.clientId, actor);
    checkLocation(input.state, input.city);
    const id = newId();
    await this.tenancy.savePractice({ ...fieldsOf(input), id });
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`INSERT INTO user_practice (user_id, practice_id) VALUES ($1, $2)`, [actor.userId, id]);
      await this.catalogue.reportAccessChanged(manager, [actor.userId]);
    });
    return this.get(id, actor);
  }

  async update(input: CommandInput<typeof AuthCommands.updatePractice>, actor: Actor): Promise<PracticeRecord> {
    await this.reachable(input.id, actor);
    await this.reachableClient(input.clientId, actor);
    checkLocation(input.state, input.city);
    await this.tenancy.savePractice({ ...fieldsOf(input), id: input.id });
    return this.get(input.id, actor);
  }

  async remove(id: string, actor: Actor): Promise<{ deleted: true }> {
    await this.reachable(id, actor);
    await this.tenancy.deletePractice(id);
    return { deleted: true };
  }

  private async reachable(id: string, actor: Actor): Promise<PracticeRow> {
    const [row] = await this.dataSource.query<PracticeRow[]>(
      `${SELECT} WHERE p.id = $1 AND p.deleted_at IS NULL AND p.client_id = ANY($2)`,
      [id, actor.clientIds],
    );
    if (!row) throw notFound('Practice');
    return row;
  }

  private async reachableClient(clientId: string, actor: Actor): Promise<void> {
    const [client] = actor.clientIds.includes(clientId)
      ? await this.dataSource.query<{ id: string }[]>(`SELECT id FROM client WHERE id = $1 AND deleted_at IS NULL`, [clientId])
      : [];
    if (!client) throw notFound('Client');
  }
}

function fieldsOf(input: CommandInput<typeof AuthCommands.createPractice>) {
  return {
    clientId: input.clientId,
    name: input.name,
    state: input.state,
    city: input.city,
    address: input.address,
    description: input.desc,
    folderId: input.folderId,
    spreadsheetId: input.spreadsheetId,
    templateId: input.templateId,
  };
}

function toRecord(row: PracticeRow): PracticeRecord {
  return {
    _id: row.id,
    clientId: row.client_id,
    clientName: row.client_name,
    name: row.name,
    city: row.city,
    state: row.state,
    address: row.address,
    desc: row.description,
    folderId: row.folder_id,
    spreadsheetId: row.spreadsheet_id,
    templateId: row.template_id,
    date: row.created_at.toISOString(),
  };
}
