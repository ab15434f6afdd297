import { datetimeRegex, z } from 'zod';

/**
 * An ISO 8601 date-time with its offset (`Z` or `+02:00`), as events carry their `occurredAt`.
 * zod 3's `.datetime({ offset: true })` builds its pattern again on every value it checks; this is
 * the same pattern (zod's own `datetimeRegex`, so the same rule, leap days included), built once.
 * Every bot result is checked against it, thousands a second.
 */
const INSTANT_PATTERN = datetimeRegex({ precision: null, offset: true, local: false });

export const INSTANT_MESSAGE = 'must be an ISO 8601 date-time';

export const instantText = z.string().regex(INSTANT_PATTERN, INSTANT_MESSAGE);

/** Whether a zod definition is instantText's: JSON Schema generators document it as `format: date-time`, not as its pattern. */
export function isInstantDef(def: unknown): boolean {
  return def === instantText._def;
}
