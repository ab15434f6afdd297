/**
 * A transaction written straight into the verification schema's table, as a bot result leaves it,
 * for tests that need one without going through the intake. Every column not given takes the value
 * below: an FBD result of Ana Lopez with Delta Dental at client A's first practice, on 22 November
 * 2026, with a member id of its own (so tests never link transactions by accident).
 */
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { newId } from '@dental/contracts';
import { CLIENT_A, PRACTICE_A } from './fixtures';

/** Column names of `transaction` and their values. */
export type TransactionColumns = Record<string, string | number | boolean | null>;

export async function storeTransaction(db: DataSource | EntityManager, columns: TransactionColumns = {}): Promise<string> {
  const row: TransactionColumns = {
    id: newId(),
    type: 'FBD',
    client_id: CLIENT_A._id,
    practice_id: PRACTICE_A._id,
    patient_first_name: 'Ana',
    patient_last_name: 'Lopez',
    patient_name: 'Ana Lopez',
    subscriber_first_name: 'Ana',
    subscriber_last_name: 'Lopez',
    carrier_name: 'Delta Dental',
    policy_type: 'PPO',
    member_id: `M${randomUUID().slice(0, 8)}`,
    appointment_date: '2026-11-22',
    source: 'bot',
    ...columns,
  };
  const names = Object.keys(row);
  await db.query(
    `INSERT INTO transaction (created, ${names.join(', ')}) VALUES (now(), ${names.map((_, i) => `$${i + 1}`).join(', ')})`,
    Object.values(row),
  );
  return row.id as string;
}
