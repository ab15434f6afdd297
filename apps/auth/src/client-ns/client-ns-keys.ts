/** NS keys (spec 02 §2 `/client-ns`): one per client, visible and changeable only within the caller's clients. */
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { newId, type Actor, type NsKeyRecord } from '@dental/contracts';
import { notFound } from '../access/actor';

interface NsKeyRow {
  id: string;
  client_id: string;
  client_name: string;
  key: string;
  created_at: Date;
  created_by: string;
  updated_at: Date;
  updated_by: string;
}

@Injectable()
export class ClientNsKeys {
  constructor(private readonly dataSource: DataSource) {}

  async list(actor: Actor): Promise<NsKeyRecord[]> {
    const rows = await this.dataSource.query<NsKeyRow[]>(
      `SELECT k.*, c.name AS client_name FROM client_ns_key k JOIN client c ON c.id = k.client_id
        WHERE k.client_id = ANY($1) AND c.deleted_at IS NULL ORDER BY lower(c.name)`,
      [actor.clientIds],
    );
    return rows.map(toRecord);
  }

  /** Creates the client's key, or replaces it: the client stays the key's client. */
  async save(clientId: string, key: string, actor: Actor): Promise<NsKeyRecord> {
    const [client] = actor.clientIds.includes(clientId)
      ? await this.dataSource.query<{ id: string }[]>(`SELECT id FROM client WHERE id = $1 AND deleted_at IS NULL`, [clientId])
      : [];
    if (!client) throw notFound('Client');
    const who = await this.nameOf(actor.userId);
    await this.dataSource.query(
      `INSERT INTO client_ns_key (id, client_id, key, created_by, updated_by) VALUES ($1, $2, $3, $4, $4)
       ON CONFLICT (client_id) DO UPDATE SET key = EXCLUDED.key, updated_at = now(), updated_by = EXCLUDED.updated_by`,
      [newId(), clientId, key, who],
    );
    return (await this.list(actor)).find((k) => k.clientId === clientId) as NsKeyRecord;
  }

  async remove(id: string, actor: Actor): Promise<{ deleted: true }> {
    const result = (await this.dataSource.query(`DELETE FROM client_ns_key WHERE id = $1 AND client_id = ANY($2)`, [
      id,
      actor.clientIds,
    ])) as [unknown, number];
    if (result[1] === 0) throw notFound('NS key');
    return { deleted: true };
  }

  private async nameOf(userId: string): Promise<string> {
    const [user] = await this.dataSource.query<{ name: string }[]>(
      `SELECT trim(first_name || ' ' || last_name) AS name FROM app_user WHERE id = $1`,
      [userId],
    );
    return user?.name ?? userId;
  }
}

function toRecord(row: NsKeyRow): NsKeyRecord {
  return {
    _id: row.id,
    clientId: row.client_id,
    client: row.client_name,
    key: row.key,
    dateCreated: row.created_at.toISOString(),
    userCreated: row.created_by,
    dateUpdated: row.updated_at.toISOString(),
    userUpdated: row.updated_by,
  };
}
