import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DEFAULT_PRIORITY, DEFAULT_SORT, type PriorityEntry, type TransactionPreferences, type TransactionSort } from '@dental/contracts';

/** Each user's All Transactions sort and eligibility-status priority; the defaults until the user saves. */
@Injectable()
export class PreferencesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async get(userId: string): Promise<TransactionPreferences> {
    const rows = await this.dataSource.query<{ sort: [string, number][] | null; priority: PriorityEntry[] | null }[]>(
      'SELECT sort, priority FROM user_preference WHERE user_id = $1',
      [userId],
    );
    const sort = rows[0]?.sort;
    return {
      transaction: sort ? (Object.fromEntries(sort) as TransactionSort) : DEFAULT_SORT,
      priority: rows[0]?.priority ?? DEFAULT_PRIORITY,
    };
  }

  async saveSort(userId: string, sort: TransactionSort): Promise<TransactionPreferences> {
    await this.dataSource.query(
      `INSERT INTO user_preference (user_id, sort) VALUES ($1, $2::jsonb)
       ON CONFLICT (user_id) DO UPDATE SET sort = EXCLUDED.sort, updated_at = now()`,
      // jsonb reorders an object's keys, and the order of the sort keys is their priority: stored as [field, direction] pairs.
      [userId, JSON.stringify(Object.entries(sort))],
    );
    return this.get(userId);
  }

  async savePriority(userId: string, priority: PriorityEntry[]): Promise<TransactionPreferences> {
    const ranked = [...priority].sort((a, b) => a.v - b.v);
    await this.dataSource.query(
      `INSERT INTO user_preference (user_id, priority) VALUES ($1, $2::jsonb)
       ON CONFLICT (user_id) DO UPDATE SET priority = EXCLUDED.priority, updated_at = now()`,
      [userId, JSON.stringify(ranked)],
    );
    return this.get(userId);
  }
}
