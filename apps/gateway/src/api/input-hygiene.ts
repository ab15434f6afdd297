/**
 * Checks every call's input before it goes anywhere, whatever the route: what no field of the product
 * accepts, and what would otherwise reach Postgres or a service as a server error.
 *
 * - A NUL character (U+0000) in any text or field name: Postgres cannot store it in text and fails the
 *   whole query.
 * - A number that is not finite (`1e999` parses to Infinity) or beyond the integers JavaScript counts
 *   exactly (`1e308`): no id, page, count or amount of the product comes near, and as an offset it
 *   breaks the query. Paging fields sent as text (`?offset=1e308`) are held to the same rule.
 * - A paging or numbering field that is no number at all: `null`, `true`, blank text, a list or an
 *   object. The schemas coerce text to numbers (a query's values are text), and coercion reads `null`,
 *   `false`, `''` and `[]` as 0 and `[5]` as 5: such a request would silently get the first page.
 *   Leaving the field out gives its default; anything else that is not a number is refused.
 * - A path parameter longer than any id (a 100 KB id must not travel, nor come back in a message).
 * - Nesting deeper than any request of the product.
 *
 * Each answers 400 naming the field, before authentication, so nothing is looked up or changed.
 */
import { AppError, ErrorCode } from '@dental/contracts';

const MAX_PARAM_LENGTH = 200;
const MAX_DEPTH = 20;
/** Paging and numbering fields (a template's version, an order), which the services read as numbers even when sent as text (a query's values are text). */
const PAGING_FIELD = /^(limit|offset|page|perPage|per_page|rowsPerPage|pageSize|size|skip|take|start|count|version|order|orderNumber)$/i;
const NUMERIC_TEXT = /^\s*[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i;

interface Issue {
  path: string;
  message: string;
}

export function checkInputHygiene(input: unknown, params: Record<string, string>): void {
  const issues: Issue[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (value.length > MAX_PARAM_LENGTH) issues.push({ path: name, message: `must be at most ${MAX_PARAM_LENGTH} characters` });
    else if (value.includes('\u0000')) issues.push({ path: name, message: 'must not contain a NUL character' });
  }
  walk(input, '', '', 0, issues);
  if (issues.length === 0) return;
  const shown = issues.slice(0, 10);
  throw new AppError(ErrorCode.BadInput, shown.map((i) => `${i.path} ${i.message}`).join('; '), true, shown);
}

/**
 * `key` is the last part of `path` (the field's own name), read once here rather than split out of the
 * path at every value: a request naming 300 practices walks 300 values.
 */
function walk(value: unknown, path: string, key: string, depth: number, issues: Issue[]): void {
  if (issues.length >= 10) return;
  const paging = key !== '' && PAGING_FIELD.test(key);
  if (paging && !isNumberLike(value)) {
    issues.push({ path: path || 'request', message: 'must be a number' });
    return;
  }
  if (typeof value === 'string') {
    if (value.includes('\u0000')) issues.push({ path: path || 'request', message: 'must not contain a NUL character' });
    else if (paging && NUMERIC_TEXT.test(value) && !isSafeNumber(Number(value))) issues.push({ path, message: 'is too large' });
    return;
  }
  if (typeof value === 'number') {
    if (!isSafeNumber(value))
      issues.push({ path: path || 'request', message: Number.isFinite(value) ? 'is too large' : 'must be a finite number' });
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (depth >= MAX_DEPTH) {
    issues.push({ path: path || 'request', message: `is nested more than ${MAX_DEPTH} levels deep` });
    return;
  }
  const prefix = path ? `${path}.` : '';
  if (Array.isArray(value)) {
    // An index is never a paging field's name (so its key is left blank) nor holds a NUL.
    for (let index = 0; index < value.length; index++) walk(value[index], `${prefix}${index}`, '', depth + 1, issues);
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    const shownKey = key.length > 60 ? `${key.slice(0, 60)}…` : key;
    if (key.includes('\u0000')) {
      issues.push({ path: `${prefix}${shownKey.replaceAll('\u0000', '\\0')}`, message: 'must not contain a NUL character in its name' });
      continue;
    }
    walk(item, `${prefix}${shownKey}`, lastPart(shownKey), depth + 1, issues);
  }
}

/** A field name's last dotted part, as the path shows it. */
function lastPart(key: string): string {
  const dot = key.lastIndexOf('.');
  return dot < 0 ? key : key.slice(dot + 1);
}

/** A number, or text that may hold one (the schema says which text it accepts); never null, a boolean, blank text, a list or an object. */
function isNumberLike(value: unknown): boolean {
  return typeof value === 'number' || (typeof value === 'string' && value.trim() !== '') || value === undefined;
}

function isSafeNumber(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER;
}
