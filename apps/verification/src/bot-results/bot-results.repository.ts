import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { BotTransactionColumns } from './bot-result-mapping';

export type BotResultOutcome =
  | { outcome: 'created' | 'updated'; transactionId: string }
  /** The transaction already holds a newer result of this verification. */
  | { outcome: 'stale'; transactionId: string }
  /** The verificationId already names a transaction of another client: never overwrite across tenants. */
  | { outcome: 'other-client'; transactionId: string };

@Injectable()
export class BotResultsRepository {
  /**
   * Creates the transaction of a bot verification, or updates the one with the same verificationId,
   * in the caller's database transaction. One statement, so two results of one verification arriving
   * at once still make one transaction.
   */
  async record(manager: EntityManager, id: string, columns: BotTransactionColumns): Promise<BotResultOutcome> {
    // Column names come from the mapping's fixed keys; every value is a parameter.
    const names = Object.keys(columns) as (keyof BotTransactionColumns)[];
    const values = names.map((name) => columns[name]);
    const rows: { id: string; inserted: boolean }[] = await manager.query(
      `INSERT INTO transaction AS t (id, created, ${names.join(', ')})
       VALUES ($1, $2, ${names.map((_, i) => `$${i + 3}`).join(', ')})
       ON CONFLICT (bot_verification_id) DO UPDATE
         SET ${names.map((name) => `${name} = EXCLUDED.${name}`).join(', ')}, updated_at = now()
         WHERE t.client_id = EXCLUDED.client_id AND t.bot_result_at <= EXCLUDED.bot_result_at
       RETURNING t.id, (t.xmax = 0) AS inserted`,
      [id, columns.bot_result_at, ...values],
    );
    if (rows.length > 0) return { outcome: rows[0].inserted ? 'created' : 'updated', transactionId: rows[0].id };
    const [existing]: { id: string; client_id: string }[] = await manager.query(
      'SELECT id, client_id FROM transaction WHERE bot_verification_id = $1',
      [columns.bot_verification_id],
    );
    return { outcome: existing.client_id === columns.client_id ? 'stale' : 'other-client', transactionId: existing.id };
  }
}
