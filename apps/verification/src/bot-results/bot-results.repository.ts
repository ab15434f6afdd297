import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { BotTransactionColumns } from './bot-result-mapping';

export type BotResultOutcome =
  | { outcome: 'created' | 'updated'; transactionId: string }
  /** The transaction already holds a newer result of this verification. */
  | { outcome: 'stale'; transactionId: string }
  /** The verificationId already names a transaction of another client: never overwrite across tenants. */
  | { outcome: 'other-client'; transactionId: string };

/** A bot result to record: the new transaction's id (used only if none exists yet) and its columns. */
export interface BotResultRecord {
  id: string;
  columns: BotTransactionColumns;
}

@Injectable()
export class BotResultsRepository {
  /**
   * Creates the transaction of each bot verification, or updates the one with the same verificationId,
   * in the caller's database transaction, all in one statement. The results must name distinct
   * verifications (one statement cannot change a row twice). Answers each result's outcome, in order.
   */
  async recordMany(manager: EntityManager, results: BotResultRecord[]): Promise<BotResultOutcome[]> {
    if (results.length === 0) return [];
    // Column names come from the mapping's fixed keys; the rows travel as one JSON parameter, read
    // back with the table's own column types.
    const names = Object.keys(results[0].columns) as (keyof BotTransactionColumns)[];
    const rows = results.map(({ id, columns }) => ({ ...columns, id, created: columns.bot_result_at }));
    const written: { id: string; verification_id: string; inserted: boolean }[] = await manager.query(
      `INSERT INTO transaction AS t (id, created, ${names.join(', ')})
       SELECT id, created, ${names.join(', ')} FROM jsonb_populate_recordset(NULL::transaction, $1::jsonb)
       ON CONFLICT (bot_verification_id) DO UPDATE
         SET ${names.map((name) => `${name} = EXCLUDED.${name}`).join(', ')}, updated_at = now()
         WHERE t.client_id = EXCLUDED.client_id AND t.bot_result_at <= EXCLUDED.bot_result_at
       RETURNING t.id, t.bot_verification_id AS verification_id, (t.xmax = 0) AS inserted`,
      [JSON.stringify(rows)],
    );
    const byVerification = new Map(written.map((row) => [row.verification_id, row]));
    const unwritten = results.map((r) => r.columns.bot_verification_id).filter((id) => !byVerification.has(id));
    const kept: { id: string; client_id: string; verification_id: string }[] =
      unwritten.length === 0
        ? []
        : await manager.query(
            'SELECT id, client_id, bot_verification_id AS verification_id FROM transaction WHERE bot_verification_id = ANY($1::text[])',
            [unwritten],
          );
    const existing = new Map(kept.map((row) => [row.verification_id, row]));
    return results.map(({ columns }): BotResultOutcome => {
      const row = byVerification.get(columns.bot_verification_id);
      if (row) return { outcome: row.inserted ? 'created' : 'updated', transactionId: row.id };
      const other = existing.get(columns.bot_verification_id)!;
      return { outcome: other.client_id === columns.client_id ? 'stale' : 'other-client', transactionId: other.id };
    });
  }
}
