/** Reads and writes of `call_verification`, the Call Center's phone verification of a transaction. */
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CallCenterSave, CallCenterVerification } from '@dental/contracts';

interface CallVerificationRow {
  coverage_date_start: string;
  coverage_date_end: string;
  annual: string;
  remaining: string;
  reference_number: string;
  notes: string;
  items: CallCenterVerification['items'];
  created_by: string;
  updated_by: string;
  created_at: Date;
  updated_at: Date;
}

@Injectable()
export class CallVerificationsRepository {
  async find(manager: EntityManager, transactionId: string): Promise<CallCenterVerification | null> {
    const [row] = await manager.query<CallVerificationRow[]>(
      `SELECT to_char(coverage_date_start, 'YYYY-MM-DD') AS coverage_date_start, to_char(coverage_date_end, 'YYYY-MM-DD') AS coverage_date_end,
              annual, remaining, reference_number, notes, items, created_by, updated_by, created_at, updated_at
         FROM call_verification WHERE transaction_id = $1`,
      [transactionId],
    );
    if (!row) return null;
    return {
      coverageDateStart: row.coverage_date_start,
      coverageDateEnd: row.coverage_date_end,
      annual: row.annual,
      remaining: row.remaining,
      referenceNumber: row.reference_number,
      notes: row.notes,
      items: row.items,
      userCreated: row.created_by,
      userUpdate: row.updated_by,
      dateCreated: row.created_at.toISOString(),
      dateUpdated: row.updated_at.toISOString(),
    };
  }

  /** Saves the verification; answers whether it existed before (Save or Update). */
  async save(manager: EntityManager, transactionId: string, input: CallCenterSave, userId: string): Promise<{ existed: boolean }> {
    const [row] = await manager.query<{ inserted: boolean }[]>(
      `INSERT INTO call_verification AS v (transaction_id, coverage_date_start, coverage_date_end, annual, remaining, reference_number,
                                           notes, items, created_by, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
       ON CONFLICT (transaction_id) DO UPDATE
         SET coverage_date_start = EXCLUDED.coverage_date_start, coverage_date_end = EXCLUDED.coverage_date_end,
             annual = EXCLUDED.annual, remaining = EXCLUDED.remaining, reference_number = EXCLUDED.reference_number,
             notes = EXCLUDED.notes, items = EXCLUDED.items, updated_by = EXCLUDED.updated_by, updated_at = now()
       RETURNING (xmax = 0) AS inserted`,
      [
        transactionId,
        input.coverageDateStart,
        input.coverageDateEnd,
        input.annual,
        input.remaining,
        input.referenceNumber,
        input.notes,
        JSON.stringify(input.items),
        userId,
      ],
    );
    return { existed: !row.inserted };
  }
}
