/** The missing-code list as SQL (spec 01 §2 and §3 "Missing-list filter"); pure, unit-tested. */
import {
  AppError,
  ErrorCode,
  DEFAULT_PRIORITY,
  adjustDayRange,
  type Actor,
  type CommandInput,
  type MissingCodeRow,
  type TransactionSort,
  type VerificationCommands,
} from '@dental/contracts';
import { Parameters, escapeLike, orderBy, type SqlStatement } from '../transactions/transaction-query';

export type MissingCodeQuery = CommandInput<typeof VerificationCommands.missingCodeList>;

/** The practices named (all of them granted) or every practice of the actor. */
export function missingCodePractices(query: MissingCodeQuery, actor: Actor | null): string[] {
  if (!actor) throw new AppError(ErrorCode.Unauthenticated, 'Sign in to list transactions');
  const requested = query.practiceIds ?? [];
  for (const id of requested)
    if (!actor.practiceIds.includes(id)) throw new AppError(ErrorCode.Forbidden, `You do not have access to practice ${id}`);
  return requested.length > 0 ? [...new Set(requested)] : [...actor.practiceIds];
}

export function missingCodeSql(query: MissingCodeQuery, practiceIds: string[]): { page: SqlStatement; count: SqlStatement } {
  const params = new Parameters();
  const conditions = [`practice_id = ANY(${params.add(practiceIds)}::text[])`];
  const range = adjustDayRange(query.startDate, query.endDate);
  if (range.start) conditions.push(`appointment_date >= ${params.add(range.start)}::date`);
  if (range.end) conditions.push(`appointment_date <= ${params.add(range.end)}::date`);
  if (query.carrier) conditions.push(`carrier_name ILIKE ${params.add(`%${escapeLike(query.carrier)}%`)} ESCAPE '\\'`);
  if (query.statusPatient) conditions.push(`iv_status ILIKE ${params.add(`${escapeLike(query.statusPatient)}%`)} ESCAPE '\\'`);
  const where = conditions.join(' AND ');
  const countValues = [...params.values];
  const order = orderBy({ sort: (query.sort ?? {}) as TransactionSort, priority: DEFAULT_PRIORITY }, params);
  const limit = params.add(query.limit);
  const offset = params.add(query.offset);
  return {
    page: {
      text: `SELECT t.id, t.type, t.practice_id, coalesce(p.name, '') AS practice_name, t.patient_name, t.carrier_name,
  to_char(t.appointment_date, 'YYYY-MM-DD') AS appointment_date, t.missing_required_input_qty, t.total_required_fields,
  t.verification_type, t.status_patient, t.iv_status, t.iv_process_result, t.audited
FROM unnest(ARRAY(SELECT id FROM transaction WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset})) WITH ORDINALITY AS page(id, ord)
JOIN transaction t ON t.id = page.id
LEFT JOIN practice p ON p.practice_id = t.practice_id
ORDER BY page.ord`,
      values: params.values,
    },
    count: { text: `SELECT count(*)::int AS total FROM transaction WHERE ${where}`, values: countValues },
  };
}

export interface MissingCodeRecord {
  id: string;
  type: string;
  practice_id: string;
  practice_name: string;
  patient_name: string;
  carrier_name: string;
  appointment_date: string;
  missing_required_input_qty: number;
  total_required_fields: number;
  verification_type: string;
  status_patient: string;
  iv_status: string;
  iv_process_result: string;
  audited: boolean;
}

export function toMissingCodeRow(r: MissingCodeRecord): MissingCodeRow {
  return {
    _id: r.id,
    type: r.type,
    practiceId: r.practice_id,
    PracticeName: r.practice_name,
    PatientName: r.patient_name,
    CarrierName: r.carrier_name,
    appointment_date: r.appointment_date,
    missingRequiredInputQty: r.type === 'ELG' ? 0 : r.missing_required_input_qty,
    totalRequiredFields: r.total_required_fields,
    VerificationType: r.verification_type,
    StatusPatient: r.status_patient,
    iv_status: r.iv_status,
    iv_process_result: r.iv_process_result,
    audited: r.audited,
  };
}
