/**
 * The detail screen's pure rules (spec 01 §2, §4, §6): which permissions the screen honours, which
 * tabs show, what the audit confirmation lists, and the note's line-break rule. The service checks
 * the same things again; these only decide what the screen shows.
 */
import { DetailMessages, DetailPermission, policyCheck, type FileCheck, type TransactionDetail } from '@dental/contracts';

export interface DetailPermissions {
  updatePatientInfo: boolean;
  audit: boolean;
  unaudit: boolean;
  comment: boolean;
  updateNotes: boolean;
  addFiles: boolean;
  editFiles: boolean;
  deleteFiles: boolean;
  downloadFiles: boolean;
  updateEligibilityStatus: boolean;
  updateFbd: boolean;
  uploadFbd: boolean;
  subscriberPolicy: boolean;
  updatePms: boolean;
  editMissingCode: boolean;
}

/** With overridePermissions (navigation state) every permission is granted on screen; the API still checks. */
export function detailPermissions(granted: readonly string[], overridePermissions = false): DetailPermissions {
  const has = (...keys: string[]) => overridePermissions || keys.some((k) => granted.includes(k));
  return {
    updatePatientInfo: has(DetailPermission.updatePatientInfo),
    audit: has(DetailPermission.audit, DetailPermission.auditFromMissingCode),
    unaudit: has(DetailPermission.unaudit),
    comment: has(DetailPermission.comment),
    updateNotes: has(DetailPermission.updateNotes),
    addFiles: has(DetailPermission.addFiles),
    editFiles: has(DetailPermission.editFiles),
    deleteFiles: has(DetailPermission.deleteFiles),
    downloadFiles: has(DetailPermission.downloadFiles),
    updateEligibilityStatus: has(DetailPermission.updateEligibilityStatus),
    updateFbd: has(DetailPermission.updateFbd),
    uploadFbd: has(DetailPermission.uploadFbd),
    subscriberPolicy: has(DetailPermission.subscriberPolicy),
    updatePms: has(DetailPermission.updatePms, DetailPermission.audit),
    editMissingCode: has(DetailPermission.editMissingCode),
  };
}

export type DetailTab = 'patientInfo' | 'files' | 'notes' | 'fbd' | 'subscriberPolicy';

export const TAB_LABELS: Record<DetailTab, string> = {
  patientInfo: 'Patient Info',
  files: 'Files',
  notes: 'Notes',
  fbd: 'FBD',
  subscriberPolicy: 'Subscriber policy',
};

/** Notes only when the practice has a notes field; FBD for FBD with FBD permissions; Subscriber policy for FBD not audited. */
export function visibleTabs(detail: Pick<TransactionDetail, 'type' | 'audited' | 'practice'>, can: DetailPermissions): DetailTab[] {
  const tabs: DetailTab[] = ['patientInfo', 'files'];
  const fields = detail.practice.spreadsheetFields;
  if (fields.note || fields.history || fields.elgCodes) tabs.push('notes');
  const fbd = detail.type === 'FBD';
  if (fbd && (can.updateFbd || can.uploadFbd)) tabs.push('fbd');
  if (fbd && !detail.audited && can.subscriberPolicy) tabs.push('subscriberPolicy');
  return tabs;
}

/** The left summary card shows while the tab is neither FBD nor Subscriber policy. */
export const showsSummary = (tab: DetailTab) => tab !== 'fbd' && tab !== 'subscriberPolicy';

export interface AuditConfirmation {
  /** Set when the policy check fails: the audit cannot go on. */
  blocked?: { title: string; message: string };
  question: string;
  missing: string[];
}

/**
 * What setting verified (or not) asks (spec 01 §4): the policy check first (only when setting
 * verified), then the question with the missing files and, for FBD with an uploaded FBD file, the
 * missing required field count.
 */
export function auditConfirmation(
  verified: boolean,
  detail: Pick<TransactionDetail, 'type' | 'uploadFBD'> & Parameters<typeof policyCheck>[0],
  check?: FileCheck,
): AuditConfirmation {
  if (verified) {
    // The policy check the Subscriber policy tab shows and the service's audit applies.
    const policy = policyCheck(detail);
    if (!policy.passes) return { blocked: { title: DetailMessages.cannotAudit, message: policy.message }, question: '', missing: [] };
  }
  const missing: string[] = [];
  if (verified && check) {
    for (const file of check.missingFiles) missing.push(`Missing file: ${file}`);
    if (detail.type === 'FBD' && check.uploadFBD && check.missingRequiredInputQty > 0) {
      missing.push(`Missing required fields: ${check.missingRequiredInputQty}`);
    }
  }
  return { question: DetailMessages.auditQuestion(verified), missing };
}

/** Notes: line breaks are replaced by '-' before sending (spec 01 §5). */
export function noteForSending(note: string): string {
  return note.replace(/\r?\n/g, '-');
}

/** MemberID is masked by default: all but the last 4 characters hidden. */
export function maskMemberId(memberId: string): string {
  return memberId.length <= 4 ? '•'.repeat(memberId.length) : `${'•'.repeat(memberId.length - 4)}${memberId.slice(-4)}`;
}
