/**
 * Creates and changes users with their grants (clients, practices, permissions). Whenever something
 * the gateway caches about a user changes (the access profile), AccessChanged goes out through the
 * outbox in the same transaction, so the gateway drops its cached copy.
 */
import { Injectable } from '@nestjs/common';
import { DataSource, In, QueryFailedError, type EntityManager } from 'typeorm';
import { AppError, ErrorCode, Topics, type AccessChangedEvent } from '@dental/contracts';
import { OutboxWriter } from '@dental/messaging';
import { AppUser } from './app-user.entity';
import { UserClient, UserPermission, UserPractice } from './user-grants.entity';
import { PasswordHasher } from './password-hasher';
import type { SaveOutcome } from '../tenancy/tenancy-directory';

export interface UserInput {
  id: string;
  email: string;
  /** Plain password; kept as is when it already matches the stored hash. Omit to keep the current one. */
  password?: string;
  firstName: string;
  lastName: string;
  phone?: string;
  clientId: string;
  defaultPath?: string;
  canUseMultiPractice?: boolean;
  forcePinEmail?: boolean;
  /** Clients the user may reach; their own client is always included. */
  clientIds: string[];
  practiceIds: string[];
  permissions: string[];
}

/** 409 for an e-mail another user has: the field named as the user forms and the client's first user send it. */
export function emailTaken(path = 'email'): AppError {
  return new AppError(ErrorCode.Conflict, 'A user with this e-mail already exists', true, [{ path, message: 'is taken' }]);
}

/** For `.catch`: an e-mail taken in a race, named as the caller's form names the field. */
export function emailTakenAs(path: string): (error: unknown) => never {
  return (error: unknown) => {
    if (error instanceof AppError && error.code === ErrorCode.Conflict && error.issues?.[0]?.path === 'email') throw emailTaken(path);
    throw error;
  };
}

/** Postgres' unique_violation (23505) on the named index. */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  const driverError = error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : undefined;
  return driverError?.code === '23505' && driverError.constraint === constraint;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

@Injectable()
export class UserAccounts {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    private readonly hasher: PasswordHasher,
  ) {}

  /**
   * Saves the user in a transaction of its own, or in `outer` when the caller saves more with it (a
   * client and its first user: all or nothing). An e-mail taken meanwhile by a concurrent save is a
   * 409 naming the field, as when it was taken before (the unique index decides the race).
   */
  async saveUser(input: UserInput, outer?: EntityManager): Promise<SaveOutcome> {
    const existingHash = await (outer ?? this.dataSource.manager)
      .getRepository(AppUser)
      .findOne({ where: { id: input.id }, select: ['id', 'passwordHash'] });
    // Hashing is slow: decide outside the transaction whether a new hash is needed.
    let passwordHash = existingHash?.passwordHash;
    if (input.password !== undefined && !(await this.hasher.verify(passwordHash, input.password))) {
      passwordHash = await this.hasher.hash(input.password);
    }
    if (passwordHash === undefined) throw new Error(`User ${input.id} needs a password`);
    const hash = passwordHash;

    const save = async (manager: EntityManager): Promise<SaveOutcome> => {
      const fields = {
        email: normaliseEmail(input.email),
        passwordHash: hash,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone ?? '',
        clientId: input.clientId,
        defaultPath: input.defaultPath ?? '/allTransaction',
        canUseMultiPractice: input.canUseMultiPractice ?? true,
        forcePinEmail: input.forcePinEmail ?? false,
      };
      const existing = await manager.findOne(AppUser, { where: { id: input.id }, lock: { mode: 'pessimistic_write' } });
      let userChanged = false;
      let profileChanged = false;
      if (!existing) {
        await manager.insert(AppUser, { id: input.id, ...fields });
        userChanged = true;
      } else {
        const changed = (Object.keys(fields) as (keyof typeof fields)[]).filter((k) => existing[k] !== fields[k]);
        if (changed.length > 0) {
          await manager.update(AppUser, { id: input.id }, fields);
          userChanged = true;
          profileChanged = changed.some((k) => k !== 'passwordHash' && k !== 'phone' && k !== 'defaultPath');
        }
      }
      const grantsChanged = await this.replaceGrants(manager, input);
      if (grantsChanged || profileChanged) {
        const event: AccessChangedEvent = { userIds: [input.id], occurredAt: new Date().toISOString() };
        await this.outbox.add(manager, { topic: Topics.AccessChanged, key: input.id, payload: event });
      }
      if (!existing) return 'created';
      return userChanged || grantsChanged ? 'updated' : 'unchanged';
    };
    try {
      return outer ? await save(outer) : await this.dataSource.transaction(save);
    } catch (error) {
      if (isUniqueViolation(error, 'app_user_email')) throw emailTaken();
      throw error;
    }
  }

  /** Makes the user's grant rows equal the input; true when any row was added or removed. */
  private async replaceGrants(manager: EntityManager, input: UserInput): Promise<boolean> {
    const wanted = {
      clients: new Set([input.clientId, ...input.clientIds]),
      practices: new Set(input.practiceIds),
      permissions: new Set(input.permissions),
    };
    // One after the other: a transaction's queries share one connection.
    const clients = await syncRows(manager, UserClient, 'clientId', input.id, wanted.clients);
    const practices = await syncRows(manager, UserPractice, 'practiceId', input.id, wanted.practices);
    const permissions = await syncRows(manager, UserPermission, 'permission', input.id, wanted.permissions);
    return clients || practices || permissions;
  }
}

type GrantEntity = typeof UserClient | typeof UserPractice | typeof UserPermission;

async function syncRows(
  manager: EntityManager,
  entity: GrantEntity,
  column: string,
  userId: string,
  wanted: Set<string>,
): Promise<boolean> {
  const rows = (await manager.find(entity, { where: { userId } })) as unknown as Record<string, string>[];
  const current = new Set(rows.map((r) => r[column]));
  const added = [...wanted].filter((v) => !current.has(v));
  const removed = [...current].filter((v) => !wanted.has(v));
  if (removed.length > 0) await manager.delete(entity, { userId, [column]: In(removed) });
  if (added.length > 0)
    await manager.insert(
      entity,
      added.map((v) => ({ userId, [column]: v })),
    );
  return added.length > 0 || removed.length > 0;
}
