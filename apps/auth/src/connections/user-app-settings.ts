/**
 * The practices a user selected (Connections and the footer's Select Practices modal), kept on the
 * server so a new browser starts from the same choice. A selection names only practices the user
 * holds, all of one client, and a single one for a user without multi-practice.
 */
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type Actor, type UserAppSettings } from '@dental/contracts';
import { badInput } from '../access/actor';

@Injectable()
export class UserAppSettingsService {
  constructor(private readonly dataSource: DataSource) {}

  async get(actor: Actor): Promise<UserAppSettings> {
    const [row] = await this.dataSource.query<{ selected_practice_ids: string[] | null; can_use_multi_practice: boolean }[]>(
      `SELECT s.selected_practice_ids, u.can_use_multi_practice
         FROM app_user u LEFT JOIN user_app_setting s ON s.user_id = u.id WHERE u.id = $1`,
      [actor.userId],
    );
    // Practices withdrawn since they were saved drop out of the answer.
    const held = new Set(actor.practiceIds);
    return {
      selectedPractices: (row?.selected_practice_ids ?? []).filter((id) => held.has(id)),
      canUseMultiPractice: row?.can_use_multi_practice ?? false,
    };
  }

  async save(selectedPractices: string[], actor: Actor): Promise<UserAppSettings> {
    const ids = [...new Set(selectedPractices)];
    const foreign = ids.filter((id) => !actor.practiceIds.includes(id));
    if (foreign.length > 0) throw badInput('selectedPractices', `${foreign.join(', ')} is not a practice granted to you`);
    const clients = await this.dataSource.query<{ client_id: string }[]>(
      `SELECT DISTINCT client_id FROM practice WHERE id = ANY($1) AND deleted_at IS NULL`,
      [ids],
    );
    if (clients.length > 1) throw badInput('selectedPractices', 'must all belong to one client');
    const { canUseMultiPractice } = await this.get(actor);
    if (!canUseMultiPractice && ids.length > 1)
      throw badInput('selectedPractices', 'must be a single practice for a user without multi-practice');
    await this.dataSource.query(
      `INSERT INTO user_app_setting (user_id, selected_practice_ids) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET selected_practice_ids = EXCLUDED.selected_practice_ids, updated_at = now()`,
      [actor.userId, ids],
    );
    return { selectedPractices: ids, canUseMultiPractice };
  }
}
