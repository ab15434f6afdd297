/**
 * The verification transaction as the documented API shows it (spec 01 §3). Wire names keep the
 * spec's spelling and casing (PatientName, iv_status, ...), since the web app and integrations use them.
 */
import { z } from 'zod';

export const RECORD_TYPES = ['FBD', 'ELG'] as const;
export const recordTypeSchema = z.enum(RECORD_TYPES, { message: 'must be FBD or ELG' });
export type RecordType = z.infer<typeof recordTypeSchema>;

/** 'Verification By' labels (spec 01 §4) and the tone and tooltip the grid shows for each. */
export const VERIFICATION_BY = {
  'Done by DR': { tone: 'success', tooltip: 'Insurance Verification Completed' },
  Check: { tone: 'warning', tooltip: 'Patient Info not found in the Carrier' },
  Unchecked: { tone: 'danger', tooltip: 'Issue in the Carrier Website' },
  'Done by CC': { tone: 'success', tooltip: '' },
  'NO ACTION TAKEN': { tone: 'success', tooltip: '' },
} as const;
export type VerificationByLabel = keyof typeof VERIFICATION_BY;
export type Tone = 'success' | 'warning' | 'danger';

export function verificationByTone(label: string | null | undefined): { tone: Tone; tooltip: string } {
  const key = (label ?? '').replace(/^\*/, '').trim() as VerificationByLabel;
  return VERIFICATION_BY[key] ?? { tone: 'danger', tooltip: '' };
}

/** Eligibility status colour (spec 01 §4): INACTIVE warning, ACTIVE success, anything else danger. */
export function eligibilityTone(status: string | null | undefined): Tone {
  const s = (status ?? '').toUpperCase();
  if (s.includes('INACTIVE')) return 'warning';
  if (s.includes('ACTIVE')) return 'success';
  return 'danger';
}

export const ELIGIBILITY_STATUSES = ['Active', 'Max out', 'Inactive', 'Not Found', 'Empty', 'Check'] as const;

/** Splits 'X/Y' into main and sub part when X is a known status (spec 01 §4). */
export function splitEligibilityStatus(status: string | null | undefined): { main: string; sub?: string } {
  const text = status ?? '';
  const slash = text.indexOf('/');
  if (slash > 0) {
    const main = text.slice(0, slash).trim();
    if (ELIGIBILITY_STATUSES.some((known) => known.toLowerCase() === main.toLowerCase())) {
      return { main, sub: text.slice(slash + 1).trim() };
    }
  }
  return { main: text };
}

/** A carrier of '' or 'empty' displays 'No Insurance Company' (spec 01 §9). */
export function carrierLabel(carrier: string | null | undefined): string {
  const c = (carrier ?? '').trim();
  return c === '' || c.toLowerCase() === 'empty' ? 'No Insurance Company' : c;
}

export const driveFileSchema = z.object({ id: z.string(), filename: z.string(), type: z.string() });
export type DriveFile = z.infer<typeof driveFileSchema>;

/** One row of All Transactions, as `POST /api/iv/transaction/getAllTransaction` answers it. */
export interface TransactionRow {
  _id: string;
  type: string;
  Created: string;
  PatientName: string;
  patientName: string;
  PracticeName: string;
  practiceId: string;
  clientId: string;
  CarrierName: string;
  carrier: string;
  missingRequiredInputQty: number;
  totalRequiredFields: number;
  VerificationType: string;
  StatusPatient: string;
  iv_status: string;
  iv_process_result: string;
  provider: string;
  /** yyyy-MM-DD (spec 01 §9: list rows). */
  appointment_date: string;
  /** HH:mm, '' when the appointment has no time. */
  appointment_time: string;
  comment: string;
  audited: boolean;
  uploadFBD: boolean;
  /** The flag's hexCode, its colour scheme id and name; null when not flagged. */
  color: string | null;
  colorId: string | null;
  colorName: string | null;
}

export interface TransactionPage {
  records: TransactionRow[];
  /** Matches, counted up to a cap (COUNT_CAP of the service); `recordsCapped` says the real number is larger. */
  recordsQty: number;
  recordsCapped?: boolean;
}
