import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PracticeChangedEvent } from '@dental/contracts';

export interface KnownPractice {
  practiceId: string;
  clientId: string;
  name: string;
  deleted: boolean;
}

@Injectable()
export class PracticesRepository {
  /**
   * Creates or replaces this service's copy of a practice. An event older than the copy (events can
   * arrive out of order after a retry) changes nothing. Returns whether the copy changed.
   */
  async upsert(manager: EntityManager, practice: Omit<PracticeChangedEvent, 'occurredAt'>, changedAt: Date): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO practice AS p (practice_id, client_id, name, client_name, state, deleted, changed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (practice_id) DO UPDATE
         SET client_id = EXCLUDED.client_id, name = EXCLUDED.name, client_name = EXCLUDED.client_name,
             state = EXCLUDED.state, deleted = EXCLUDED.deleted, changed_at = EXCLUDED.changed_at, updated_at = now()
         WHERE p.changed_at <= EXCLUDED.changed_at
       RETURNING practice_id`,
      [practice.practiceId, practice.clientId, practice.name, practice.clientName, practice.state, practice.deleted, changedAt],
    );
    return rows.length > 0;
  }

  async find(manager: EntityManager, practiceId: string): Promise<KnownPractice | undefined> {
    const rows: KnownPractice[] = await manager.query(
      `SELECT practice_id AS "practiceId", client_id AS "clientId", name, deleted FROM practice WHERE practice_id = $1`,
      [practiceId],
    );
    return rows[0];
  }
}
