/**
 * All Transactions as SQL: who may see which practices, and the parameterised statements for one
 * page and for the count of every match. Pure (no database), so every rule is unit-tested; the
 * repository only runs what this builds. Values always travel as parameters, never inside the text.
 */
import { PreparedStatement } from '@dental/database';
import {
  AppError,
  ErrorCode,
  adjustDayRange,
  type Actor,
  type FilterCondition,
  type FilterField,
  type PriorityEntry,
  type SortField,
  type TransactionListQuery,
  type TransactionSort,
  type TransactionRow,
} from '@dental/contracts';

/** The practices a list may read, already checked against the actor's grants. */
export interface PracticeScope {
  practiceIds: string[];
  /** Set when the caller named a client: only that client's transactions. */
  clientId?: string;
  /**
   * Set when `practiceIds` are every practice of this one client (see TransactionsRepository): the
   * list then reads `client_id = $1`, one comparison per row, instead of looking each row's practice
   * up in hundreds of ids. The rows are the same, since a transaction's client is its practice's.
   */
  wholeClientId?: string;
}

export interface SqlStatement {
  text: string;
  values: unknown[];
}

export interface TransactionListSql {
  page: SqlStatement;
  count: SqlStatement;
}

/**
 * Narrows the request to what the actor was granted: the practices named (one, several, or none for
 * every practice the actor may reach). Naming a practice or client the actor lacks is refused rather
 * than silently dropped, so a caller never mistakes "not allowed" for "no records".
 */
export function practiceScope(query: Pick<TransactionListQuery, 'practiceId' | 'clientId'>, actor: Actor | null): PracticeScope {
  if (!actor) throw new AppError(ErrorCode.Unauthenticated, 'Sign in to list transactions');
  if (query.clientId && query.clientId !== actor.clientId && !actor.clientIds.includes(query.clientId)) {
    throw new AppError(ErrorCode.Forbidden, `You do not have access to client ${query.clientId}`);
  }
  const requested = typeof query.practiceId === 'string' ? (query.practiceId === '' ? [] : [query.practiceId]) : (query.practiceId ?? []);
  const granted = new Set(actor.practiceIds);
  for (const practiceId of requested) {
    if (!granted.has(practiceId)) throw new AppError(ErrorCode.Forbidden, `You do not have access to practice ${practiceId}`);
  }
  const practiceIds = requested.length > 0 ? [...new Set(requested)] : [...granted];
  return { practiceIds, ...(query.clientId ? { clientId: query.clientId } : {}) };
}

/** The text columns each text filter reads. statusPatient filters the eligibility status the grid shows (iv_status). */
const TEXT_FILTER_COLUMNS: Record<Exclude<FilterField, 'missingFields' | 'audited'>, string> = {
  patientName: 'patient_name',
  carrier: 'carrier_name',
  statusPatient: 'iv_status',
  ivProcessResult: 'iv_process_result',
  provider: 'provider',
};

/** The default order of All Transactions; the `transaction_list` index has the same keys in the same order. */
export const LIST_ORDER = 'appointment_date, appointment_time, patient_name, id';

/** The user's saved order: sort keys in priority order, and the eligibility-status ranks for priorityOrder. */
export interface ListOrder {
  sort: TransactionSort;
  priority: PriorityEntry[];
}

/** Escapes LIKE's wildcards so a user's `%`, `_` or `\` match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export class Parameters {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

function textCondition(field: FilterField, column: string, condition: FilterCondition, params: Parameters): string {
  const value = condition.value.trim();
  const like = (pattern: string, negate = false) => `${column} ${negate ? 'NOT ILIKE' : 'ILIKE'} ${params.add(pattern)} ESCAPE '\\'`;
  switch (condition.operation) {
    case 'c':
      return like(`%${escapeLike(value)}%`);
    case 'nc':
      return like(`%${escapeLike(value)}%`, true);
    case 'e':
      return like(escapeLike(value));
    case 'ne':
      return like(escapeLike(value), true);
    case 'sw':
      return like(`${escapeLike(value)}%`);
    case 'ew':
      return like(`%${escapeLike(value)}`);
    // A carrier of '' or 'EMPTY' is shown as "No Insurance Company" (spec 01 §9), so both are empty.
    case 'em':
      return field === 'carrier' ? `(${column} = '' OR lower(${column}) = 'empty')` : `${column} = ''`;
    case 'nem':
      return field === 'carrier' ? `(${column} <> '' AND lower(${column}) <> 'empty')` : `${column} <> ''`;
  }
}

function flagCondition(field: 'missingFields' | 'audited', condition: FilterCondition): string {
  if (condition.operation !== 'c' && condition.operation !== 'nc') {
    throw new AppError(ErrorCode.BadInput, `filter.${field}.operation must be c or nc`, true, [
      { path: `filter.${field}.operation`, message: 'must be c or nc' },
    ]);
  }
  const has = condition.operation === 'c';
  if (field === 'audited') return has ? 'audited' : 'NOT audited';
  // ELG records show 0 missing fields whatever they store (spec 01 §9), so they never "have missing fields".
  return has ? `(missing_required_input_qty > 0 AND type <> 'ELG')` : `(missing_required_input_qty = 0 OR type = 'ELG')`;
}

/** The WHERE conditions shared by the page and the count, with their parameters. */
export function listConditions(query: TransactionListQuery, scope: PracticeScope): { conditions: string[]; values: unknown[] } {
  const params = new Parameters();
  const conditions = [
    scope.wholeClientId ? `client_id = ${params.add(scope.wholeClientId)}` : `practice_id = ANY(${params.add(scope.practiceIds)}::text[])`,
  ];
  if (scope.clientId) conditions.push(`client_id = ${params.add(scope.clientId)}`);
  const range = adjustDayRange(query.startDate, query.endDate);
  if (range.start) conditions.push(`appointment_date >= ${params.add(range.start)}::date`);
  if (range.end) conditions.push(`appointment_date <= ${params.add(range.end)}::date`);
  if (query.type && query.type.length > 0) conditions.push(`type = ANY(${params.add(query.type)}::text[])`);
  const filter = query.filter ?? {};
  for (const [field, column] of Object.entries(TEXT_FILTER_COLUMNS) as [keyof typeof TEXT_FILTER_COLUMNS, string][]) {
    const condition = filter[field];
    if (condition) conditions.push(textCondition(field, column, condition, params));
  }
  for (const field of ['missingFields', 'audited'] as const) {
    const condition = filter[field];
    if (condition) conditions.push(flagCondition(field, condition));
  }
  return { conditions, values: params.values };
}

/**
 * ORDER BY of the list from the user's sort (spec 01 §3 sort options). Each key keeps its direction;
 * the default keys and the id follow, so pages never overlap or skip a row. Statuses are ranked as
 * the user ordered them; the main part of 'X/Y' counts, '' is Empty, unknown statuses come last.
 */
export function orderBy(order: ListOrder | undefined, params: Parameters): string {
  const keys: string[] = [];
  const used = new Set<string>();
  const push = (expression: string, direction: 1 | -1) => {
    if (used.has(expression)) return;
    used.add(expression);
    // Postgres's own null order for each direction, the one the indexes are built in, so they can serve the order.
    keys.push(`${expression} ${direction === 1 ? 'ASC' : 'DESC'}`);
  };
  const expressions: Record<SortField, () => string[]> = {
    dateToOrder: () => ['appointment_date', 'appointment_time'],
    patientName: () => ['patient_name'],
    practiceName: () => ['(SELECT name FROM practice pn WHERE pn.practice_id = transaction.practice_id)'],
    carrier: () => ['carrier_name'],
    iv_process_result: () => ['iv_process_result'],
    provider: () => ['provider'],
    priorityOrder: () => {
      const ranks = order?.priority ?? [];
      const cases = ranks.map((e) => `WHEN ${params.add(e.k === 'Empty' ? '' : e.k.toLowerCase())} THEN ${params.add(e.v)}::int`).join(' ');
      return [`(CASE lower(trim(split_part(iv_status, '/', 1))) ${cases} ELSE 1000 END)`];
    },
  };
  for (const [field, direction] of Object.entries(order?.sort ?? {}) as [SortField, 1 | -1][]) {
    for (const expression of expressions[field]()) push(expression, direction);
  }
  for (const column of LIST_ORDER.split(', ')) push(column, 1);
  return keys.join(', ');
}

/** The columns a row of the list needs, read from `t` (the transaction), `p` (the practice projection) and `c` (its flag colour). */
const ROW_COLUMNS = `t.id, t.type, t.created, t.patient_name, t.practice_id, t.client_id, t.carrier_name,
  t.missing_required_input_qty, t.total_required_fields, t.verification_type, t.status_patient, t.iv_status,
  t.iv_process_result, t.provider, to_char(t.appointment_date, 'YYYY-MM-DD') AS appointment_date,
  to_char(t.appointment_time, 'HH24:MI') AS appointment_time, t.comment,
  t.audited, t.upload_fbd, t.color AS color_id, c.hex_code AS color, c.name AS color_name, p.name AS practice_name`;

/**
 * Counting stops here (100 pages of 25): past it the pager shows "more than" rather than a page
 * count. A count(*) over every match was the slowest part of a wide list (300 practices over a
 * month: 120 ms), and nobody pages that far; a capped count stops at this many matches.
 */
export const COUNT_CAP = 2_500;

/**
 * The rows of a page, in the order of the ids `ids` (an SQL array expression) lists, with their
 * practice names and flag colours; `list_order` is each row's place on the page.
 */
function pageRowsSql(ids: string): string {
  return `SELECT ${ROW_COLUMNS}, page.ord AS list_order
FROM unnest(${ids}) WITH ORDINALITY AS page(id, ord)
JOIN transaction t ON t.id = page.id
LEFT JOIN practice p ON p.practice_id = t.practice_id
LEFT JOIN color_scheme c ON c.id = t.color AND c.client_id = t.client_id`;
}

/**
 * The data version of the practices' lists (the ListVersions migration): the database's epoch and the
 * sum of the practices' versions. Two reads that answer the same version see the same transactions.
 */
function listVersionSql(practiceIds: string): string {
  return `(SELECT epoch FROM list_epoch) || ':' || (SELECT coalesce(sum(version), 0) FROM list_version WHERE practice_id = ANY(${practiceIds}::text[]))`;
}

/** The scope with its practices in one order, for cache keys: the same practices always make the same key. */
export function inKeyOrder(scope: PracticeScope): PracticeScope {
  return { ...scope, practiceIds: [...scope.practiceIds].sort() };
}

/**
 * The list's data version for a scope ($1: its practice ids), read on its own (in the snapshot of the
 * answer it goes with). Prepared: every request through the answer cache reads it.
 */
export const LIST_VERSION = new PreparedStatement<{ version: string }, [practiceIds: string[]]>(
  'verification.list-version',
  `SELECT ${listVersionSql('$1')} AS version`,
);

export function listVersionStatement(scope: PracticeScope): SqlStatement {
  return { text: LIST_VERSION.text, values: [scope.practiceIds] };
}

/**
 * Each client of the practices `practiceIds` (an SQL text[] expression) names, with its number of
 * practices in the projection (removed ones included, as their transactions stay) and how many of
 * them the scope names.
 */
function clientsOfPracticesSql(practiceIds: string): string {
  return `SELECT client_id, count(*)::int AS practices, count(*) FILTER (WHERE practice_id = ANY(${practiceIds}::text[]))::int AS granted
  FROM practice WHERE client_id IN (SELECT client_id FROM practice WHERE practice_id = ANY(${practiceIds}::text[]))
  GROUP BY client_id`;
}

/** A client of the scope's practices as clientsOfPracticesSql reads it. */
export interface ClientOfPractices {
  client_id: string;
  practices: number;
  granted: number;
}

/** The clients of a scope's practices ($1: its practice ids). Prepared: read for every wide list request. */
export const CLIENTS_OF_PRACTICES = new PreparedStatement<ClientOfPractices, [practiceIds: string[]]>(
  'verification.clients-of-practices',
  clientsOfPracticesSql('$1'),
);

/**
 * The client whose practices are exactly the scope's, when there is one (and it is the client the
 * caller named, if any): the list may then read `client_id = $1`. One practice is already a single
 * comparison, so only wider scopes are read by client.
 */
export function wholeClientOf(scope: PracticeScope, clients: readonly ClientOfPractices[]): string | undefined {
  if (scope.practiceIds.length < 2 || clients.length !== 1) return undefined;
  const [client] = clients;
  const whole = client.practices === client.granted && client.granted === new Set(scope.practiceIds).size;
  return whole && (!scope.clientId || scope.clientId === client.client_id) ? client.client_id : undefined;
}

/** A row of freshPageSql: the page's row (its columns null when the page is empty) with what was read beside it. */
export type FreshPageRecord = { [K in keyof TransactionListRecord]: TransactionListRecord[K] | null } & {
  version: string;
  clients: ClientOfPractices[] | null;
  total: number | null;
};

/**
 * A page not read before, in one statement, so in one snapshot and one round trip: the scope's data
 * version, its clients (to check the whole-client reading `sql` was built for), and the page's rows;
 * and the capped count, unless `count` says otherwise (then `total` is null): `{ keptAt }` leaves it
 * out while the version is still the one a kept count was read at, `'apart'` leaves it out for
 * versionedCountSql to read beside the page. The count and the clients are uncorrelated subqueries,
 * which Postgres runs once for the statement.
 */
export function freshPageSql(sql: TransactionListSql, scope: PracticeScope, count: { keptAt: string | null } | 'apart'): SqlStatement {
  const values = [...sql.page.values];
  const practiceIds = `$${values.push(scope.practiceIds)}`;
  const total =
    count === 'apart' ? 'NULL::int' : `CASE WHEN v.version = $${values.push(count.keptAt)}::text THEN NULL ELSE (${sql.count.text}) END`;
  return {
    text: `WITH v AS (SELECT ${listVersionSql(practiceIds)} AS version)
SELECT v.version,
  (SELECT json_agg(c) FROM (${clientsOfPracticesSql(practiceIds)}) c) AS clients,
  ${total} AS total,
  r.*
FROM v LEFT JOIN LATERAL (${sql.page.text}) r ON true
ORDER BY r.list_order`,
    values,
  };
}

/**
 * The capped count of `sql` and the scope's data version, in one statement: read on a second
 * connection while freshPageSql(..., 'apart') reads the page on the first. The two statements take
 * snapshots of their own; when both answer the same version they saw the same transactions (see
 * listVersionSql), so the count goes with the page as if read in one snapshot.
 */
export function versionedCountSql(sql: TransactionListSql, scope: PracticeScope): SqlStatement {
  const values = [...sql.count.values];
  const practiceIds = `$${values.push(scope.practiceIds)}`;
  return { text: `SELECT ${listVersionSql(practiceIds)} AS version, (${sql.count.text}) AS total`, values };
}

/**
 * A page whose ids were found before (the answer cache), read again with its current columns, and the
 * scope's data version in the same statement, so the caller can tell whether those ids still hold.
 * Answers one row with only the version (its columns null) when no id is given. Prepared: every
 * repeated request reads it.
 */
export const CACHED_PAGE = new PreparedStatement<TransactionListRecord & { version: string }, [practiceIds: string[], ids: string[]]>(
  'verification.cached-page',
  `SELECT v.version, r.* FROM (SELECT ${listVersionSql('$1')} AS version) v
LEFT JOIN LATERAL (${pageRowsSql('$2::text[]')}) r ON true
ORDER BY r.list_order`,
);

/**
 * One page and the total (capped at COUNT_CAP). The page first picks its ids from the index alone
 * (deferred join) in the user's order, then reads only those rows, their practice names and colours.
 */
export function transactionListSql(query: TransactionListQuery, scope: PracticeScope, order?: ListOrder): TransactionListSql {
  const { conditions, values } = listConditions(query, scope);
  const where = conditions.join('\n  AND ');
  const params = new Parameters();
  params.values.push(...values);
  const orderSql = orderBy(order, params);
  const limit = params.add(query.limit);
  const offset = params.add(query.offset);
  return {
    page: {
      text: `${pageRowsSql(`ARRAY(
  SELECT id FROM transaction
  WHERE ${where}
  ORDER BY ${orderSql}
  LIMIT ${limit} OFFSET ${offset}
)`)}
ORDER BY page.ord`,
      values: params.values,
    },
    count: {
      text: `SELECT count(*)::int AS total FROM (SELECT 1 FROM transaction\nWHERE ${where}\nLIMIT ${COUNT_CAP}) capped`,
      values,
    },
  };
}

/** A row as the page statement returns it. */
export interface TransactionListRecord {
  id: string;
  type: string;
  created: Date;
  patient_name: string;
  practice_id: string;
  client_id: string;
  carrier_name: string;
  missing_required_input_qty: number;
  total_required_fields: number;
  verification_type: string;
  status_patient: string;
  iv_status: string;
  iv_process_result: string;
  provider: string;
  appointment_date: string;
  appointment_time: string | null;
  comment: string;
  audited: boolean;
  upload_fbd: boolean;
  color_id: string | null;
  color: string | null;
  color_name: string | null;
  practice_name: string | null;
}

/** The documented row shape (contracts TransactionRow), with the spec's wire names. */
export function toTransactionRow(r: TransactionListRecord): TransactionRow {
  return {
    _id: r.id,
    type: r.type,
    Created: r.created.toISOString(),
    PatientName: r.patient_name,
    patientName: r.patient_name,
    PracticeName: r.practice_name ?? '',
    practiceId: r.practice_id,
    clientId: r.client_id,
    CarrierName: r.carrier_name,
    carrier: r.carrier_name,
    missingRequiredInputQty: r.missing_required_input_qty,
    totalRequiredFields: r.total_required_fields,
    VerificationType: r.verification_type,
    StatusPatient: r.status_patient,
    iv_status: r.iv_status,
    iv_process_result: r.iv_process_result,
    provider: r.provider,
    appointment_date: r.appointment_date,
    appointment_time: r.appointment_time ?? '',
    comment: r.comment,
    audited: r.audited,
    uploadFBD: r.upload_fbd,
    color: r.color,
    colorId: r.color_id,
    colorName: r.color_name,
  };
}

/** Every match in the user's order, for the export: read through a cursor, never whole. */
export function transactionExportSql(query: TransactionListQuery, scope: PracticeScope, order?: ListOrder): SqlStatement {
  const { conditions, values } = listConditions(query, scope);
  const params = new Parameters();
  params.values.push(...values);
  const orderSql = orderBy(order, params);
  return {
    text: `SELECT to_char(appointment_date, 'MM/DD/YYYY') AS appointment_date, coalesce(to_char(appointment_time, 'HH24:MI'), '') AS appointment_time,
  patient_name, coalesce(p.practice_name, '') AS practice_name, type, carrier_name, missing_required_input_qty,
  total_required_fields, iv_process_result, iv_status, provider, audited
FROM transaction
LEFT JOIN LATERAL (SELECT name AS practice_name FROM practice WHERE practice.practice_id = transaction.practice_id) p ON true
WHERE ${conditions.join('\n  AND ')}
ORDER BY ${orderSql}`,
    values: params.values,
  };
}

/** Every match, uncapped: the export's progress is measured against it. */
export function transactionCountSql(query: TransactionListQuery, scope: PracticeScope): SqlStatement {
  const { conditions, values } = listConditions(query, scope);
  return { text: `SELECT count(*)::int AS total FROM transaction WHERE ${conditions.join(' AND ')}`, values };
}

export interface TransactionExportRecord {
  appointment_date: string;
  appointment_time: string;
  patient_name: string;
  practice_name: string;
  type: string;
  carrier_name: string;
  missing_required_input_qty: number;
  total_required_fields: number;
  iv_process_result: string;
  iv_status: string;
  provider: string;
  audited: boolean;
}
