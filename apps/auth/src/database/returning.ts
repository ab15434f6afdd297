import type { EntityManager } from 'typeorm';

/**
 * Runs an UPDATE or DELETE ... RETURNING and answers the returned rows: TypeORM's Postgres driver
 * answers `[rows, affectedCount]` for those statements, unlike SELECT and INSERT.
 */
export async function returningRows<T>(manager: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  const result = (await manager.query(sql, params)) as unknown;
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as T[];
  return result as T[];
}
