/**
 * What a user may do and reach, read from the grant tables. A practice grant counts only while the
 * user may also reach the practice's client, and deleted practices count for nobody, so the gateway's
 * tenancy check and the lists agree.
 */
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PreparedStatement } from '@dental/database';
import {
  AppError,
  ErrorCode,
  TokenMessages,
  menuFor,
  type AccessProfile,
  type GrantedClient,
  type PermissionEntry,
  type UserPermissions,
} from '@dental/contracts';
import { AppUser } from '../users/app-user.entity';

interface GrantedPracticeRow {
  practice_id: string;
  practice_name: string;
  state: string;
  client_id: string;
  client_name: string;
}

/** Read by every screen's first call (the practice picker) and by every access profile. */
const GRANTED_PRACTICES = new PreparedStatement<GrantedPracticeRow, [userId: string]>(
  'auth.granted-practices',
  `SELECT p.id AS practice_id, p.name AS practice_name, p.state, c.id AS client_id, c.name AS client_name
     FROM user_practice up
     JOIN practice p ON p.id = up.practice_id AND p.deleted_at IS NULL
     JOIN user_client uc ON uc.user_id = up.user_id AND uc.client_id = p.client_id
     JOIN client c ON c.id = p.client_id
    WHERE up.user_id = $1
    ORDER BY c.name, c.id, p.name, p.id`,
);

@Injectable()
export class AccessQueries {
  constructor(private readonly dataSource: DataSource) {}

  async profile(userId: string): Promise<AccessProfile> {
    const user = await this.user(userId);
    const [clients, practices, permissions] = await Promise.all([
      this.dataSource.query<{ client_id: string }[]>(`SELECT client_id FROM user_client WHERE user_id = $1 ORDER BY client_id`, [userId]),
      this.grantedPracticeRows(userId),
      this.permissions(userId),
    ]);
    return {
      userId: user.id,
      clientId: user.clientId,
      clientIds: clients.map((c) => c.client_id),
      practiceIds: practices.map((p) => p.practice_id),
      permissions,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      canUseMultiPractice: user.canUseMultiPractice,
    };
  }

  async userPermissions(userId: string): Promise<UserPermissions> {
    const user = await this.user(userId);
    const permissions = await this.permissions(userId);
    return {
      user: {
        _id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        name: `${user.firstName} ${user.lastName}`.trim(),
        email: user.email,
        clientId: user.clientId,
      },
      permissions,
      entries: await this.entries(permissions),
      menu: menuFor(permissions),
      canUseMultiPractice: user.canUseMultiPractice,
    };
  }

  /** The user's clients with their granted practices, clients and practices sorted by name. */
  async grantedPractices(userId: string): Promise<GrantedClient[]> {
    const rows = await this.grantedPracticeRows(userId);
    const clients = new Map<string, GrantedClient>();
    for (const row of rows) {
      let client = clients.get(row.client_id);
      if (!client) {
        client = { clientId: row.client_id, clientName: row.client_name, practices: [] };
        clients.set(row.client_id, client);
      }
      client.practices.push({
        _id: row.practice_id,
        name: row.practice_name,
        state: row.state,
        clientId: row.client_id,
        clientName: row.client_name,
      });
    }
    return [...clients.values()];
  }

  /** Held catalogue elements as a tree: modules hold sections (as items), sections hold their actions. */
  private async entries(permissions: string[]): Promise<PermissionEntry[]> {
    const rows = await this.dataSource.query<{ id: string; parent_id: string | null; type: string; name: string }[]>(
      `SELECT id, parent_id, type, name FROM system_permission WHERE name = ANY($1) ORDER BY code`,
      [permissions],
    );
    const byId = new Map<string, PermissionEntry>();
    const roots: PermissionEntry[] = [];
    for (const row of rows) {
      const parent = row.parent_id ? byId.get(row.parent_id) : undefined;
      if (row.type === 'Action') {
        // Actions are named as spec 01 §6 lists them: the part after the group.
        parent?.actions.push({ name: row.name.slice(row.name.indexOf('.') + 1) });
        continue;
      }
      const entry: PermissionEntry = { name: row.name, actions: [], items: [] };
      byId.set(row.id, entry);
      if (parent) parent.items.push(entry);
      else roots.push(entry);
    }
    return roots;
  }

  private async user(userId: string): Promise<AppUser> {
    const user = await this.dataSource.getRepository(AppUser).findOne({ where: { id: userId } });
    // The token names a user that no longer exists: the caller must sign in again.
    if (!user) throw new AppError(ErrorCode.Unauthenticated, TokenMessages.invalid);
    return user;
  }

  private async permissions(userId: string): Promise<string[]> {
    const rows = await this.dataSource.query<{ permission: string }[]>(
      `SELECT permission FROM user_permission WHERE user_id = $1 ORDER BY permission`,
      [userId],
    );
    return rows.map((r) => r.permission);
  }

  private grantedPracticeRows(userId: string): Promise<GrantedPracticeRow[]> {
    return GRANTED_PRACTICES.rows(this.dataSource, userId);
  }
}
