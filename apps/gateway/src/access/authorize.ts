/**
 * The gateway's checks before a call reaches a service (spec README decision 3): the route's
 * permission, then every client and practice id the request names against the user's grants.
 * Nothing from the browser is trusted; an id the user was not granted stops the call with 403.
 */
import { AppError, ErrorCode, ID_MESSAGE, type Actor, type RouteDef } from '@dental/contracts';

export function authorize(route: RouteDef, actor: Actor, input: unknown): void {
  if (route.permission && !actor.permissions.includes(route.permission)) {
    throw new AppError(ErrorCode.Forbidden, `You do not have permission '${route.permission}'`);
  }
  const { clientField, practiceField } = route.tenancy ?? {};
  const fields = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  // A back-office user may hold and name hundreds of practices: each is looked up, not searched for.
  if (clientField) {
    const granted = setOf(actor.clientIds);
    for (const id of namedIds(fields[clientField], clientField)) {
      if (!granted.has(id)) throw new AppError(ErrorCode.Forbidden, `You do not have access to client '${id}'`);
    }
  }
  if (practiceField) {
    const granted = setOf(actor.practiceIds);
    for (const id of namedIds(fields[practiceField], practiceField)) {
      if (!granted.has(id)) throw new AppError(ErrorCode.Forbidden, `You do not have access to practice '${id}'`);
    }
  }
}

/** The grants as sets, made once per actor's list (the gateway reuses an actor while its profile holds). */
const sets = new WeakMap<readonly string[], ReadonlySet<string>>();

function setOf(ids: readonly string[]): ReadonlySet<string> {
  let set = sets.get(ids);
  if (!set) sets.set(ids, (set = new Set(ids)));
  return set;
}

/** The ids a field names: one, a list, or none (absent or empty means "all I was granted"). */
export function namedIds(value: unknown, field: string): string[] {
  if (value === undefined || value === null || value === '') return [];
  const values = Array.isArray(value) ? value : [value];
  for (const v of values) {
    if (typeof v !== 'string')
      throw new AppError(ErrorCode.BadInput, `${field} ${ID_MESSAGE}`, true, [{ path: field, message: ID_MESSAGE }]);
  }
  return values as string[];
}
