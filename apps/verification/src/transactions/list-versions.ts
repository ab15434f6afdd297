/**
 * The list versions (ListVersions migration) for a writer that changes many practices over several
 * statements: the triggers leave the practices it names alone, and it bumps them once, in id order,
 * when the writing is done, so concurrent writers lock version rows in one order and only just before
 * they commit. A practice it touches without naming it is still bumped by the triggers at once.
 */
import type { EntityManager } from 'typeorm';

/** Runs `write` in the caller's database transaction, then bumps each of `practiceIds` once. */
export async function writeWithOneListVersionBump<T>(manager: EntityManager, practiceIds: string[], write: () => Promise<T>): Promise<T> {
  await manager.query(`SELECT set_config('verification.list_versions_deferred', $1::text[]::text, true)`, [practiceIds]);
  const result = await write();
  await manager.query(`SELECT set_config('verification.list_versions_deferred', '', true)`);
  await manager.query('SELECT bump_list_versions($1::text[])', [practiceIds]);
  return result;
}
