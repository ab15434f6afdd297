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

/**
 * How JSON Schemas document instantText: as `format: date-time`, not as its pattern. For
 * zod-to-json-schema's `override`, undefined for any other definition (the caller then answers the
 * library's `ignoreOverride`, which this index does not import, so the web app does not bundle it).
 */
export function instantJsonSchema(def: unknown): { type: 'string'; format: 'date-time' } | undefined {
  return def === instantText._def ? { type: 'string', format: 'date-time' } : undefined;
}
