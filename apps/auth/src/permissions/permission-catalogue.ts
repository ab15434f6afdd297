/**
 * The system permission catalogue: modules, sections and actions with hyphen-joined codes. An
 * element's name is a permission key users hold, so renaming or deleting one changes those users'
 * grants in the same transaction and reports AccessChanged (the gateway drops its cached grants).
 */
import { Injectable } from '@nestjs/common';
import { returningRows } from '../database/returning';
import { DataSource, type EntityManager } from 'typeorm';
import {
  AppError,
  ErrorCode,
  SYSTEM_CATALOG,
  Topics,
  defaultCatalogueEntries,
  newId,
  type AccessChangedEvent,
  type Actor,
  type PermissionType,
  type SystemPermission,
  type SystemPermissionNode,
} from '@dental/contracts';
import { OutboxWriter } from '@dental/messaging';
import { badInput, notFound } from '../access/actor';

export interface PermissionRow {
  id: string;
  type: PermissionType;
  code: string;
  parent_id: string | null;
  name: string;
  display_name: string;
  show_in_menu: boolean;
  restricted: boolean;
  url: string;
  icon: string;
  group_name: string;
}

export interface ElementFields {
  type: PermissionType;
  displayName: string;
  name: string;
  parentId?: string | null;
  showInMenu: boolean;
  restricted: boolean;
  url: string;
  icon: string;
  groupName: string;
}

const CODE_PREFIX: Record<PermissionType, string> = { Module: 'M', Section: 'S', Action: 'A' };
/** Which parent types each type accepts: sections may nest (M1-S1-S2), actions hang under a section. */
const PARENT_TYPES: Record<PermissionType, PermissionType[]> = { Module: [], Section: ['Module', 'Section'], Action: ['Section'] };

export function toSystemPermission(row: PermissionRow): SystemPermission {
  return {
    _id: row.id,
    displayName: row.display_name,
    name: row.name,
    type: row.type,
    code: row.code,
    parentId: row.parent_id,
    systemCatalogId: SYSTEM_CATALOG._id,
    showInMenu: row.show_in_menu,
    restricted: row.restricted,
    url: row.url,
    icon: row.icon,
    groupName: row.group_name,
  };
}

/** Rows ordered by code become a tree; children sort by their code's numbers, not as text (S10 after S9). */
export function buildTree(rows: PermissionRow[]): SystemPermissionNode[] {
  const nodes = new Map<string, SystemPermissionNode>();
  const roots: SystemPermissionNode[] = [];
  for (const row of [...rows].sort((a, b) => compareCodes(a.code, b.code))) {
    const node: SystemPermissionNode = { ...toSystemPermission(row), modules: [], sections: [], actions: [] };
    nodes.set(row.id, node);
    const parent = row.parent_id ? nodes.get(row.parent_id) : undefined;
    if (!parent) roots.push(node);
    else if (node.type === 'Action') parent.actions.push(node);
    else if (node.type === 'Section') parent.sections.push(node);
    else parent.modules.push(node);
  }
  return roots;
}

export function compareCodes(a: string, b: string): number {
  const pa = a.split('-');
  const pb = b.split('-');
  for (let i = 0; i < Math.min(pa.length, pb.length); i++) {
    const d = Number(pa[i].slice(1)) - Number(pb[i].slice(1)) || pa[i].localeCompare(pb[i]);
    if (d !== 0) return d;
  }
  return pa.length - pb.length;
}

export const PERMISSION_COLUMNS = `id, type, code, parent_id, name, display_name, show_in_menu, restricted, url, icon, group_name`;

@Injectable()
export class PermissionCatalogue {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
  ) {}

  rows(manager: EntityManager = this.dataSource.manager): Promise<PermissionRow[]> {
    return manager.query<PermissionRow[]>(`SELECT ${PERMISSION_COLUMNS} FROM system_permission ORDER BY code`);
  }

  async tree(): Promise<SystemPermissionNode[]> {
    return buildTree(await this.rows());
  }

  /**
   * Adds an element. Its author holds it from then on: only keys the caller holds can be granted to a
   * client (client-grants.ts), and the one who adds an element is the one who goes on to grant it.
   */
  create(input: ElementFields, author: Actor): Promise<SystemPermission> {
    return this.dataSource.transaction(async (manager) => {
      const parent = input.parentId ? await this.row(manager, input.parentId) : null;
      if (input.parentId && !parent) throw badInput('parentId', 'names no catalogue element');
      if (parent && !PARENT_TYPES[input.type].includes(parent.type))
        throw badInput('parentId', `a ${input.type} cannot be placed under a ${parent.type}`);
      if (!parent && input.type !== 'Module') throw badInput('parentId', `is required for a ${input.type}`);
      await this.refuseTakenName(manager, input.name);
      // Serialise code allocation: two creations under one parent must not pick the same number.
      await manager.query(`LOCK TABLE system_permission IN SHARE ROW EXCLUSIVE MODE`);
      const code = await this.nextCode(manager, parent?.code ?? null, input.type);
      const id = newId();
      await manager.query(
        `INSERT INTO system_permission (id, system_catalog_id, type, code, parent_id, name, display_name, show_in_menu, restricted, url, icon, group_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [id, SYSTEM_CATALOG._id, input.type, code, parent?.id ?? null, input.name, input.displayName, ...menuFields(input)],
      );
      await manager.query(`INSERT INTO user_permission (user_id, permission) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
        author.userId,
        input.name,
      ]);
      await this.reportAccessChanged(manager, [author.userId]);
      return toSystemPermission((await this.row(manager, id)) as PermissionRow);
    });
  }

  update(id: string, input: ElementFields): Promise<SystemPermission> {
    return this.dataSource.transaction(async (manager) => {
      const existing = await this.row(manager, id);
      if (!existing) throw notFound('Permission');
      if (existing.type !== input.type) throw badInput('type', `cannot change from ${existing.type}`);
      if (input.name !== existing.name) {
        await this.refuseTakenName(manager, input.name);
        const users = await returningRows<{ user_id: string }>(
          manager,
          `UPDATE user_permission SET permission = $2 WHERE permission = $1 RETURNING user_id`,
          [existing.name, input.name],
        );
        await this.reportAccessChanged(
          manager,
          users.map((u) => u.user_id),
        );
      }
      await manager.query(
        `UPDATE system_permission SET name = $2, display_name = $3, show_in_menu = $4, restricted = $5, url = $6, icon = $7, group_name = $8, updated_at = now()
          WHERE id = $1`,
        [id, input.name, input.displayName, ...menuFields(input)],
      );
      return toSystemPermission((await this.row(manager, id)) as PermissionRow);
    });
  }

  /** Deletes the element and its subtree; client grants go with them (cascade) and users lose those keys. */
  remove(id: string): Promise<{ deleted: number }> {
    return this.dataSource.transaction(async (manager) => {
      const existing = await this.row(manager, id);
      if (!existing) throw notFound('Permission');
      const subtree = await manager.query<{ name: string }[]>(
        `SELECT name FROM system_permission WHERE code = $1 OR code LIKE $1 || '-%'`,
        [existing.code],
      );
      const names = subtree.map((r) => r.name);
      const users = await returningRows<{ user_id: string }>(
        manager,
        `DELETE FROM user_permission WHERE permission = ANY($1) RETURNING user_id`,
        [names],
      );
      await manager.query(`DELETE FROM system_permission WHERE code = $1 OR code LIKE $1 || '-%'`, [existing.code]);
      await this.reportAccessChanged(
        manager,
        users.map((u) => u.user_id),
      );
      return { deleted: names.length };
    });
  }

  /** Adds every default element that is missing (matched by name), keeping changes people made to existing ones. */
  async seedDefaults(): Promise<{ created: number; unchanged: number }> {
    return this.dataSource.transaction(async (manager) => {
      const existing = new Map((await this.rows(manager)).map((r) => [r.name, r]));
      let created = 0;
      for (const entry of defaultCatalogueEntries()) {
        if (existing.has(entry.name)) continue;
        const parent = entry.parentCode ? [...existing.values()].find((r) => r.code === entry.parentCode) : undefined;
        const taken = [...existing.values()].some((r) => r.code === entry.code);
        const code = taken ? await this.nextCode(manager, parent?.code ?? null, entry.type) : entry.code;
        const id = newId();
        await manager.query(
          `INSERT INTO system_permission (id, system_catalog_id, type, code, parent_id, name, display_name, show_in_menu, restricted, url, icon, group_name)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
          [id, SYSTEM_CATALOG._id, entry.type, code, parent?.id ?? null, entry.name, entry.displayName, ...menuFields(entry)],
        );
        existing.set(entry.name, { ...(await this.row(manager, id))! });
        created++;
      }
      return { created, unchanged: existing.size - created };
    });
  }

  async reportAccessChanged(manager: EntityManager, userIds: string[]): Promise<void> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return;
    const event: AccessChangedEvent = { userIds: unique, occurredAt: new Date().toISOString() };
    await this.outbox.add(manager, { topic: Topics.AccessChanged, key: unique[0], payload: event });
  }

  private async row(manager: EntityManager, id: string): Promise<PermissionRow | undefined> {
    const [row] = await manager.query<PermissionRow[]>(`SELECT ${PERMISSION_COLUMNS} FROM system_permission WHERE id = $1`, [id]);
    return row;
  }

  private async refuseTakenName(manager: EntityManager, name: string): Promise<void> {
    const [taken] = await manager.query<{ id: string }[]>(`SELECT id FROM system_permission WHERE name = $1`, [name]);
    if (taken)
      throw new AppError(ErrorCode.Conflict, `A permission named '${name}' already exists`, true, [{ path: 'name', message: 'is taken' }]);
  }

  private async nextCode(manager: EntityManager, parentCode: string | null, type: PermissionType): Promise<string> {
    const prefix = `${parentCode ? `${parentCode}-` : ''}${CODE_PREFIX[type]}`;
    const siblings = await manager.query<{ code: string }[]>(`SELECT code FROM system_permission WHERE code ~ $1`, [`^${prefix}[0-9]+$`]);
    const highest = siblings.reduce((max, s) => Math.max(max, Number(s.code.slice(prefix.length))), 0);
    return `${prefix}${highest + 1}`;
  }
}

function menuFields(input: Pick<ElementFields, 'type' | 'showInMenu' | 'restricted' | 'url' | 'icon' | 'groupName'>): unknown[] {
  // Actions offer neither the menu nor the Protected option (spec 02 §5).
  const isAction = input.type === 'Action';
  return [isAction ? false : input.showInMenu, isAction ? false : input.restricted, input.url, input.icon, input.groupName];
}
