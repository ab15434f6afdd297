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
   * arrive out of order after a retry) changes nothing. Answers whether the copy changed and, if it
   * did, the template the practice used before ('' for a new practice).
   */
  async upsert(
    manager: EntityManager,
    practice: Omit<PracticeChangedEvent, 'occurredAt'>,
    changedAt: Date,
  ): Promise<{ changed: false } | { changed: true; previousTemplateId: string }> {
    const rows: { previous_template_id: string | null }[] = await manager.query(
      `WITH previous AS (SELECT template_id FROM practice WHERE practice_id = $1)
       INSERT INTO practice AS p (practice_id, client_id, name, client_name, state, deleted, template_id, changed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (practice_id) DO UPDATE
         SET client_id = EXCLUDED.client_id, name = EXCLUDED.name, client_name = EXCLUDED.client_name,
             state = EXCLUDED.state, deleted = EXCLUDED.deleted, template_id = EXCLUDED.template_id,
             changed_at = EXCLUDED.changed_at, updated_at = now()
         WHERE p.changed_at <= EXCLUDED.changed_at
       RETURNING (SELECT template_id FROM previous) AS previous_template_id`,
      [
        practice.practiceId,
        practice.clientId,
        practice.name,
        practice.clientName,
        practice.state,
        practice.deleted,
        practice.templateId,
        changedAt,
      ],
    );
    return rows[0] ? { changed: true, previousTemplateId: rows[0].previous_template_id ?? '' } : { changed: false };
  }

  /** The known practices among these ids (for a batch of bot results), by id. */
  async findMany(manager: EntityManager, practiceIds: string[]): Promise<Map<string, KnownPractice>> {
    const rows: KnownPractice[] = await manager.query(
      `SELECT practice_id AS "practiceId", client_id AS "clientId", name, deleted FROM practice WHERE practice_id = ANY($1::text[])`,
      [practiceIds],
    );
    return new Map(rows.map((row) => [row.practiceId, row]));
  }
}
