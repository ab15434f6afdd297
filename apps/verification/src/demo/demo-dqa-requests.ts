/**
 * The demo's data quality requests: what the patient-contact bot would have sent the patients of
 * demo transactions still missing fields, and what some of them answered (spec 03 "Data Quality
 * Records"). No bot runs while `npm start` seeds, so the seed leaves these messages in the
 * verification service's outbox on the bot's topic (`bot.dqa.request`); they reach the reports
 * service like the bot's own when the services start, so /dataquality and /recall-transactions show
 * rows on a fresh start. The same transactions always give the same messages (deterministic ids).
 */
import { createHash } from 'node:crypto';
import { idFrom, type DqaRequestEventInput } from '@dental/contracts';
import type { DemoTransaction } from './demo-transactions';

/** As demo-transactions.ts: 2026-01-01T00:00:00Z. Request serials start clear of the transactions'. */
const DEMO_EPOCH = 1_767_225_600;
const FIRST_REQUEST_SERIAL = 0x20000;
/** Requests per demo practice; two of every three are answered. */
const PER_PRACTICE = 3;
const FIELDS = ['Subscriber ID', 'Employer', 'Group number', 'Patient DOB', 'Member ID', 'Subscriber DOB'];
const STREETS = ['Oak St', 'Maple Ave', 'Cedar Ln', 'Pine Rd', 'Elm St'];

/** A UUID derived from the text (name-based, as UUID v5 does), so a message keeps its eventId across runs. */
function uuidOf(text: string): string {
  const h = createHash('sha1').update(`demo-dqa:${text}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16], 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const hoursAfter = (iso: string, hours: number): string => new Date(Date.parse(iso) + hours * 3_600_000).toISOString();

/** The bot's messages for the first PER_PRACTICE editable transactions of each practice that miss fields. */
export function demoDqaRequests(transactions: DemoTransaction[]): DqaRequestEventInput[] {
  const taken = new Map<string, number>();
  const messages: DqaRequestEventInput[] = [];
  let serial = 0;
  for (const t of transactions) {
    if (t.missing_required_input_qty === 0 || t.audited) continue;
    const n = taken.get(t.practice_id) ?? 0;
    if (n >= PER_PRACTICE) continue;
    taken.set(t.practice_id, n + 1);
    const requestId = idFrom(DEMO_EPOCH, FIRST_REQUEST_SERIAL + serial++);
    const missingFields = FIELDS.slice(serial % 3, (serial % 3) + Math.min(3, t.missing_required_input_qty));
    const onFile = { firstName: t.patient_first_name, lastName: t.patient_last_name, dob: t.patient_dob };
    const sent: DqaRequestEventInput = {
      eventId: uuidOf(`${requestId}:sent`),
      requestId,
      practiceId: t.practice_id,
      transactionId: t.id,
      stage: 'sent',
      occurredAt: hoursAfter(t.created, 2),
      missingFields,
      patient: onFile,
    };
    messages.push(sent);
    if (n === PER_PRACTICE - 1) continue;
    const local = (t.patient_first_name[0] + t.patient_last_name).toLowerCase();
    messages.push({
      ...sent,
      eventId: uuidOf(`${requestId}:answered`),
      stage: 'answered',
      occurredAt: hoursAfter(t.created, 8),
      patient: {
        ...onFile,
        phone: `+1512555${t.patient_id.slice(0, 4)}`,
        email: `${local}@example.com`,
        address: `${10 + (serial % 80)} ${STREETS[serial % STREETS.length]}, Austin TX`,
        zipCode: `787${String(serial % 100).padStart(2, '0')}`,
      },
      comment: n === 0 ? 'Here is my current information' : 'My employer changed this year',
      trustedInfo: n === 0,
    });
  }
  return messages;
}
