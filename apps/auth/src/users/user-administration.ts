/**
 * The `/users` and `/user-form` calls. Every query is scoped to the clients the caller may reach; a
 * user of another client answers 'User not found'. A saved user's practices must belong to their
 * client and be practices the caller holds, and their permissions must be granted to their client.
 */
import { Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  AdminMessages,
  AppError,
  ErrorCode,
  newId,
  type Actor,
  type CommandInput,
  type AuthCommands,
  type Page,
  type UserForm,
  type UserRecord,
} from '@dental/contracts';
import { badInput, notFound } from '../access/actor';
import { like } from '../database/like-pattern';
import { ClientGrantsService } from '../client-grants/client-grants';
import { PermissionCatalogue } from '../permissions/permission-catalogue';
import { UserAccounts, emailTakenAs, normaliseEmail } from './user-accounts';
import { PasswordLinks } from '../password/password-links';

type SaveInput = CommandInput<typeof AuthCommands.saveUser>;
type UpdateInput = CommandInput<typeof AuthCommands.updateUser>;

interface UserRow {
  id: string;
  client_id: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  last_login: Date | null;
  default_path: string;
  can_use_multi_practice: boolean;
  force_pin_email: boolean;
}

@Injectable()
export class UserAdministration {
  private readonly logger = new Logger(UserAdministration.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: UserAccounts,
    private readonly grants: ClientGrantsService,
    private readonly catalogue: PermissionCatalogue,
    private readonly moduleRef: ModuleRef,
  ) {}

  async list(query: CommandInput<typeof AuthCommands.listUsers>, actor: Actor): Promise<Page<UserRecord>> {
    if (!actor.clientIds.includes(query.clientId)) return { records: [], recordsQty: 0 };
    const where = `client_id = $1 AND first_name ILIKE $2 AND last_name ILIKE $3 AND email ILIKE $4`;
    const params = [query.clientId, like(query.firstName), like(query.lastName), like(query.email)];
    const [rows, [count]] = await Promise.all([
      this.dataSource.query<UserRow[]>(
        `SELECT id, client_id, first_name, last_name, phone, email, last_login FROM app_user WHERE ${where}
          ORDER BY lower(first_name), lower(last_name), id LIMIT $5 OFFSET $6`,
        [...params, query.limit, query.offset],
      ),
      this.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM app_user WHERE ${where}`, params),
    ]);
    return {
      records: rows.map((r) => ({
        _id: r.id,
        clientId: r.client_id,
        firstName: r.first_name,
        lastName: r.last_name,
        phone: r.phone,
        email: r.email,
        lastLogin: r.last_login ? r.last_login.toISOString() : null,
      })),
      recordsQty: count.n,
    };
  }

  async find(userId: string, actor: Actor): Promise<UserForm> {
    const user = await this.reachableUser(userId, actor);
    const [permissions, practices] = await Promise.all([
      this.dataSource.query<{ id: string }[]>(
        `SELECT sp.id FROM user_permission up JOIN system_permission sp ON sp.name = up.permission WHERE up.user_id = $1 ORDER BY sp.code`,
        [userId],
      ),
      this.dataSource.query<{ practice_id: string }[]>(
        `SELECT up.practice_id FROM user_practice up JOIN practice p ON p.id = up.practice_id AND p.deleted_at IS NULL
          WHERE up.user_id = $1 ORDER BY up.practice_id`,
        [userId],
      ),
    ]);
    return {
      _id: user.id,
      clientId: user.client_id,
      firstName: user.first_name,
      lastName: user.last_name,
      user: user.email,
      phone: user.phone,
      defaultPath: user.default_path,
      permission: { permission: permissions.map((p) => p.id), practice: practices.map((p) => p.practice_id) },
      setting: { canUseMultiPractice: user.can_use_multi_practice, forcePinEmail: user.force_pin_email },
    };
  }

  async create(input: SaveInput, actor: Actor): Promise<{ _id: string }> {
    if (!actor.practiceIds.includes(input.practiceId)) throw notFound('Practice');
    const [practice] = await this.dataSource.query<{ client_id: string }[]>(
      `SELECT client_id FROM practice WHERE id = $1 AND deleted_at IS NULL`,
      [input.practiceId],
    );
    if (!practice || !actor.clientIds.includes(practice.client_id)) throw notFound('Practice');
    const email = normaliseEmail(input.payload.user || input.payload.email);
    await this.refuseTakenEmail(email, null);
    const checked = await this.checkGrants(practice.client_id, input, actor);
    const id = newId();
    await this.accounts
      .saveUser({
        id,
        email,
        // Without "Create Password?" the user sets a password through the reset link; until then none works.
        password: input.payload.password ?? randomBytes(32).toString('base64url'),
        firstName: input.payload.firstName,
        lastName: input.payload.lastName,
        phone: input.payload.phone,
        clientId: practice.client_id,
        defaultPath: input.payload.defaultPath,
        canUseMultiPractice: input.payload.canUseMultiPractice,
        forcePinEmail: input.payload.forcePinEmail,
        clientIds: [practice.client_id],
        practiceIds: checked.practiceIds,
        permissions: checked.permissions,
      })
      .catch(emailTakenAs('user'));
    if (input.payload.password === undefined) await this.mailCreateLink(id);
    return { _id: id };
  }

  /**
   * A user saved without a password gets the link to create one (/password_create) at once, so they
   * can sign in without going through 'Forgot your password?'. The user is saved either way: a mail
   * that fails is logged, and the user can still ask for a reset link.
   */
  private async mailCreateLink(userId: string): Promise<void> {
    // Looked up when needed: the password links live in the sessions module, which imports this one.
    const links = this.moduleRef.get(PasswordLinks, { strict: false });
    await links.mailCreateLink(userId).catch((error: unknown) => {
      this.logger.error({ err: error, userId }, 'The create-password link could not be mailed');
    });
  }

  async update(input: UpdateInput, actor: Actor): Promise<{ _id: string }> {
    const user = await this.reachableUser(input.payload._id, actor);
    const email = normaliseEmail(input.payload.user || input.payload.email);
    await this.refuseTakenEmail(email, user.id);
    const checked = await this.checkGrants(user.client_id, input, actor);
    const clients = await this.dataSource.query<{ client_id: string }[]>(`SELECT client_id FROM user_client WHERE user_id = $1`, [user.id]);
    await this.accounts
      .saveUser({
        id: user.id,
        email,
        password: input.payload.password,
        firstName: input.payload.firstName,
        lastName: input.payload.lastName,
        phone: input.payload.phone,
        clientId: user.client_id,
        defaultPath: input.payload.defaultPath,
        canUseMultiPractice: input.payload.canUseMultiPractice,
        forcePinEmail: input.payload.forcePinEmail,
        // Back-office staff keep the other clients they were granted; this form edits practices, not clients.
        clientIds: clients.map((c) => c.client_id),
        practiceIds: checked.practiceIds,
        permissions: checked.permissions,
      })
      .catch(emailTakenAs('user'));
    return { _id: user.id };
  }

  async remove(userId: string, actor: Actor): Promise<{ deleted: true }> {
    if (userId === actor.userId) throw new AppError(ErrorCode.Conflict, 'You cannot delete yourself');
    await this.reachableUser(userId, actor);
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`DELETE FROM app_user WHERE id = $1`, [userId]);
      await this.catalogue.reportAccessChanged(manager, [userId]);
    });
    return { deleted: true };
  }

  /** Practices of the user's client that the caller holds; permission ids granted to the client, as keys. */
  private async checkGrants(
    clientId: string,
    input: Pick<SaveInput, 'practices' | 'permission'>,
    actor: Actor,
  ): Promise<{ practiceIds: string[]; permissions: string[] }> {
    const practiceIds = [...new Set(input.practices)];
    const own = await this.dataSource.query<{ id: string }[]>(
      `SELECT id FROM practice WHERE id = ANY($1) AND client_id = $2 AND deleted_at IS NULL`,
      [practiceIds, clientId],
    );
    const ownIds = new Set(own.map((p) => p.id));
    const foreign = practiceIds.filter((id) => !ownIds.has(id) || !actor.practiceIds.includes(id));
    if (foreign.length > 0) throw badInput('practices', `${foreign.join(', ')} is not a practice of the user's client`);
    const granted = new Map((await this.grants.grantedRows(this.dataSource.manager, clientId)).map((r) => [r.id, r.name]));
    const missing = input.permission.filter((id) => !granted.has(id));
    if (missing.length > 0) throw badInput('permission', `${missing.join(', ')} ${AdminMessages.notGrantedToClient}`);
    return { practiceIds, permissions: [...new Set(input.permission.map((id) => granted.get(id) as string))] };
  }

  private async reachableUser(userId: string, actor: Actor): Promise<UserRow> {
    const [user] = await this.dataSource.query<UserRow[]>(
      `SELECT id, client_id, first_name, last_name, phone, email, last_login, default_path, can_use_multi_practice, force_pin_email
         FROM app_user WHERE id = $1 AND client_id = ANY($2)`,
      [userId, actor.clientIds],
    );
    if (!user) throw notFound('User');
    return user;
  }

  private async refuseTakenEmail(email: string, exceptUserId: string | null): Promise<void> {
    const [taken] = await this.dataSource.query<{ id: string }[]>(`SELECT id FROM app_user WHERE email = $1 AND id IS DISTINCT FROM $2`, [
      email,
      exceptUserId,
    ]);
    if (taken)
      throw new AppError(ErrorCode.Conflict, 'A user with this e-mail already exists', true, [{ path: 'user', message: 'is taken' }]);
  }
}
