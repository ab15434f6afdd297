/**
 * The progress indicator of a grid row (spec 01 §4), first matching rule wins: done, a carrier that
 * needs no breakdown, no insurance, unchecked, a known failure, an ELG done by someone, nothing
 * required or nothing missing, otherwise a bar of completed fields.
 */
export type ProgressIndicator =
  { kind: 'done' } | { kind: 'check' } | { kind: 'cancel' } | { kind: 'bar'; missing: number; total: number; percent: number };

export interface ProgressRow {
  type: string;
  iv_process_result: string;
  iv_status: string;
  StatusPatient: string;
  carrier: string;
  missingRequiredInputQty: number;
  totalRequiredFields: number;
}

const DONE = 'done by dr';
/** Carriers for which the breakdown is not filled in: no insurance company at all. */
const NO_BREAKDOWN_CARRIERS = ['', 'empty'];
const FAILURE_STATUSES = ['not found', 'no content loaded', 'error'];

const norm = (text: string | null | undefined) => (text ?? '').replace(/^\*/, '').trim().toLowerCase();

export function progressIndicator(row: ProgressRow): ProgressIndicator {
  const result = norm(row.iv_process_result);
  const status = norm(row.StatusPatient || row.iv_status);
  if (result === DONE || status === DONE) return { kind: 'done' };
  if (NO_BREAKDOWN_CARRIERS.includes(norm(row.carrier))) return { kind: 'check' };
  if (status.includes('no insurance')) return { kind: 'cancel' };
  if (result === 'unchecked') return { kind: 'cancel' };
  if (FAILURE_STATUSES.includes(status)) return { kind: 'cancel' };
  if (row.type === 'ELG' && result.includes('done by')) return { kind: 'check' };
  if (row.totalRequiredFields <= 0 || row.missingRequiredInputQty <= 0) return { kind: 'check' };
  const missing = Math.min(row.missingRequiredInputQty, row.totalRequiredFields);
  return { kind: 'bar', missing, total: row.totalRequiredFields, percent: Math.round(100 - (100 * missing) / row.totalRequiredFields) };
}
