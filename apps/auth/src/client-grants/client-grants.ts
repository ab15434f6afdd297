/**
 * Catalogue elements granted to a client (spec 02 §6: granted to clients, not users). A user's
 * permissions stay a subset of their client's grants: withdrawing a grant takes the same keys from
 * every user of that client in the same transaction, reported as AccessChanged.
 */
import { Injectable } from '@nestjs/common';
import { returningRows } from '../database/returning';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError, ErrorCode, parentCodeOf, type Actor, type ClientGrants } from '@dental/contracts';
import { notFound } from '../access/actor';
import { PermissionCatalogue, buildTree, type PermissionRow } from '../permissions/permission-catalogue';

@Injectable()
export class ClientGrantsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly catalogue: PermissionCatalogue,
  ) {}

  async grants(clientId: string, actor: Actor): Promise<ClientGrants> {
    await this.reachableClient(this.dataSource.manager, clientId, actor);
    const [rows, granted] = await Promise.all([this.catalogue.rows(), this.grantedIds(this.dataSource.manager, clientId)]);
    return { clientId, permissions: buildTree(rows), granted };
  }

  /** Grants the element, its subtree and its ancestors; only keys the caller holds can be handed on. */
  grant(clientId: string, permissionId: string, actor: Actor): Promise<{ granted: string[] }> {
    return this.dataSource.transaction(async (manager) => {
      await this.reachableClient(manager, clientId, actor);
      const rows = await this.catalogue.rows(manager);
      const node = rows.find((r) => r.id === permissionId);
      if (!node) throw notFound('Permission');
      const held = new Set(actor.permissions);
      if (!held.has(node.name)) throw new AppError(ErrorCode.Forbidden, `You cannot grant '${node.name}', which you do not hold`);
      const wanted = [...subtreeOf(rows, node.code), ...ancestorsOf(rows, node.code)].filter((r) => held.has(r.name));
      await manager.query(`INSERT INTO client_permission (client_id, permission_id) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`, [
        clientId,
        wanted.map((r) => r.id),
      ]);
      return { granted: await this.grantedIds(manager, clientId) };
    });
  }

  /** Withdraws the element and its subtree, and ancestors left with nothing granted beneath them. */
  revoke(clientId: string, permissionId: string, actor: Actor): Promise<{ revoked: string[] }> {
    return this.dataSource.transaction(async (manager) => {
      await this.reachableClient(manager, clientId, actor);
      const rows = await this.catalogue.rows(manager);
      const node = rows.find((r) => r.id === permissionId);
      if (!node) throw notFound('Permission');
      const granted = new Set(await this.grantedIds(manager, clientId));
      const removed = new Set(subtreeOf(rows, node.code).map((r) => r.id));
      for (const ancestor of ancestorsOf(rows, node.code).reverse()) {
        const stillHasGranted = rows.some((r) => r.code.startsWith(`${ancestor.code}-`) && granted.has(r.id) && !removed.has(r.id));
        if (stillHasGranted) break;
        removed.add(ancestor.id);
      }
      const ids = [...removed].filter((id) => granted.has(id));
      await manager.query(`DELETE FROM client_permission WHERE client_id = $1 AND permission_id = ANY($2)`, [clientId, ids]);
      const names = rows.filter((r) => removed.has(r.id)).map((r) => r.name);
      const users = await returningRows<{ user_id: string }>(
        manager,
        `DELETE FROM user_permission up USING app_user u
          WHERE u.id = up.user_id AND u.client_id = $1 AND up.permission = ANY($2) RETURNING up.user_id`,
        [clientId, names],
      );
      await this.catalogue.reportAccessChanged(
        manager,
        users.map((u) => u.user_id),
      );
      return { revoked: ids };
    });
  }

  /** The catalogue rows granted to a client, by id. */
  async grantedRows(manager: EntityManager, clientId: string): Promise<PermissionRow[]> {
    return manager.query<PermissionRow[]>(
      `SELECT sp.id, sp.type, sp.code, sp.parent_id, sp.name, sp.display_name, sp.show_in_menu, sp.restricted, sp.url, sp.icon, sp.group_name
         FROM client_permission cp JOIN system_permission sp ON sp.id = cp.permission_id
        WHERE cp.client_id = $1 ORDER BY sp.code`,
      [clientId],
    );
  }

  private async grantedIds(manager: EntityManager, clientId: string): Promise<string[]> {
    const rows = await manager.query<{ permission_id: string }[]>(
      `SELECT permission_id FROM client_permission WHERE client_id = $1 ORDER BY permission_id`,
      [clientId],
    );
    return rows.map((r) => r.permission_id);
  }

  private async reachableClient(manager: EntityManager, clientId: string, actor: Actor): Promise<void> {
    const [client] = actor.clientIds.includes(clientId)
      ? await manager.query<{ id: string }[]>(`SELECT id FROM client WHERE id = $1 AND deleted_at IS NULL`, [clientId])
      : [];
    if (!client) throw notFound('Client');
  }
}

function subtreeOf(rows: PermissionRow[], code: string): PermissionRow[] {
  return rows.filter((r) => r.code === code || r.code.startsWith(`${code}-`));
}

function ancestorsOf(rows: PermissionRow[], code: string): PermissionRow[] {
  const ancestors: PermissionRow[] = [];
  for (let parent = parentCodeOf(code); parent; parent = parentCodeOf(parent)) {
    const row = rows.find((r) => r.code === parent);
    if (row) ancestors.unshift(row);
  }
  return ancestors;
}
