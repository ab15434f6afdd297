import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { escapeLike } from '../transactions/transaction-query';
import type { ColorPage, FlagColor } from '@dental/contracts';

interface ColorRecord {
  id: string;
  client_id: string;
  name: string;
  hex_code: string;
  color_priority: number;
}

const toColor = (r: ColorRecord): FlagColor => ({
  _id: r.id,
  clientId: r.client_id,
  name: r.name,
  hexCode: r.hex_code,
  colorPriority: r.color_priority,
});
const COLUMNS = 'id, client_id, name, hex_code, color_priority';

/** Flag colours, always read and written within one client. */
@Injectable()
export class ColorsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async all(clientId: string): Promise<FlagColor[]> {
    const rows = await this.dataSource.query<ColorRecord[]>(
      `SELECT ${COLUMNS} FROM color_scheme WHERE client_id = $1 ORDER BY color_priority, name, id`,
      [clientId],
    );
    return rows.map(toColor);
  }

  async page(clientId: string, filter: { name?: string; hexCode?: string; limit: number; offset: number }): Promise<ColorPage> {
    const conditions = ['client_id = $1'];
    const values: unknown[] = [clientId];
    if (filter.name?.trim()) {
      values.push(`%${escapeLike(filter.name.trim())}%`);
      conditions.push(`name ILIKE $${values.length} ESCAPE '\\'`);
    }
    if (filter.hexCode?.trim()) {
      values.push(`%${escapeLike(filter.hexCode.trim())}%`);
      conditions.push(`hex_code ILIKE $${values.length} ESCAPE '\\'`);
    }
    const where = conditions.join(' AND ');
    const [rows, total] = await Promise.all([
      this.dataSource.query<ColorRecord[]>(
        `SELECT ${COLUMNS} FROM color_scheme WHERE ${where} ORDER BY color_priority, name, id LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
        [...values, filter.limit, filter.offset],
      ),
      this.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM color_scheme WHERE ${where}`, values),
    ]);
    return { records: rows.map(toColor), recordsQty: total[0]?.n ?? 0 };
  }

  async find(clientId: string, id: string): Promise<FlagColor | null> {
    const rows = await this.dataSource.query<ColorRecord[]>(`SELECT ${COLUMNS} FROM color_scheme WHERE client_id = $1 AND id = $2`, [
      clientId,
      id,
    ]);
    return rows[0] ? toColor(rows[0]) : null;
  }

  /** Null when the client already has a colour with this hexCode. */
  async create(color: FlagColor): Promise<FlagColor | null> {
    const rows = await this.dataSource.query<ColorRecord[]>(
      `INSERT INTO color_scheme (id, client_id, name, hex_code, color_priority) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ON CONSTRAINT color_scheme_client_hex DO NOTHING RETURNING ${COLUMNS}`,
      [color._id, color.clientId, color.name, color.hexCode, color.colorPriority],
    );
    return rows[0] ? toColor(rows[0]) : null;
  }

  /** 'missing' when no such colour of the client, 'duplicate' when another of its colours has the hexCode. */
  async update(color: FlagColor): Promise<FlagColor | 'missing' | 'duplicate'> {
    try {
      const [rows] = await this.dataSource.query<[ColorRecord[], number]>(
        `UPDATE color_scheme SET name = $3, hex_code = $4, color_priority = $5 WHERE client_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
        [color.clientId, color._id, color.name, color.hexCode, color.colorPriority],
      );
      return rows[0] ? toColor(rows[0]) : 'missing';
    } catch (error) {
      if ((error as { code?: string }).code === '23505') return 'duplicate';
      throw error;
    }
  }

  /** Removes the colour and the flags that used it, in one database transaction. */
  async remove(clientId: string, id: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const [, removed] = await manager.query<[unknown, number]>('DELETE FROM color_scheme WHERE client_id = $1 AND id = $2', [
        clientId,
        id,
      ]);
      if (removed === 0) return false;
      await manager.query('UPDATE transaction SET color = NULL, updated_at = now() WHERE client_id = $1 AND color = $2', [clientId, id]);
      return true;
    });
  }
}
