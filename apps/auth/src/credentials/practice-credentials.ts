/**
 * Credential sets (spec 02 §2 `/credentials`): one per practice, encrypted at rest, never in lists,
 * and masked in answers unless the caller holds 'clientCredentials.reveal' and asks to reveal.
 */
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  AppError,
  ErrorCode,
  MASKED_SECRET,
  newId,
  type Actor,
  type AuthCommands,
  type CommandInput,
  type CredentialSet,
  type CredentialSummary,
  type CallProvider,
  type ProviderCredentialAnswer,
  type ProviderWebhookTokenAnswer,
  type WebhookProvider,
  ProviderCredentialGroups,
  ProviderWebhookKeys,
} from '@dental/contracts';
import { notFound } from '../access/actor';
import { AUTH_CONFIG, type AuthConfig } from '../config';
import { CredentialCipher } from './credential-cipher';

export const REVEAL_PERMISSION = 'clientCredentials.reveal';
type Groups = Record<string, Record<string, string>>;

interface CredentialRow {
  id: string;
  client_id: string;
  practice_id: string;
  client_name: string;
  practice_name: string;
  created_at: Date;
  sealed: string;
}

const SELECT = `SELECT cc.id, cc.client_id, cc.practice_id, c.name AS client_name, p.name AS practice_name, cc.created_at, cc.sealed
                  FROM client_credential cc JOIN client c ON c.id = cc.client_id JOIN practice p ON p.id = cc.practice_id`;

@Injectable()
export class PracticeCredentials {
  private readonly cipher: CredentialCipher;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(AUTH_CONFIG) config: Pick<AuthConfig, 'CREDENTIALS_KEY'>,
  ) {
    this.cipher = new CredentialCipher(config.CREDENTIALS_KEY);
  }

  async list(actor: Actor): Promise<CredentialSummary[]> {
    const rows = await this.dataSource.query<CredentialRow[]>(
      `${SELECT} WHERE cc.client_id = ANY($1) AND cc.practice_id = ANY($2) AND p.deleted_at IS NULL ORDER BY lower(c.name), lower(p.name)`,
      [actor.clientIds, actor.practiceIds],
    );
    return rows.map(summaryOf);
  }

  async get(id: string, reveal: boolean, actor: Actor): Promise<CredentialSet> {
    if (reveal && !actor.permissions.includes(REVEAL_PERMISSION))
      throw new AppError(ErrorCode.Forbidden, `You do not have permission '${REVEAL_PERMISSION}'`);
    const row = await this.reachable(id, actor);
    const groups = this.cipher.open<Groups>(row.sealed, row.id);
    return { ...summaryOf(row), credentials: reveal ? groups : masked(groups), revealed: reveal };
  }

  /**
   * Replaces the practice's groups. A value sent back masked keeps what was stored for it: under the
   * group and key it was loaded from (`origins`), so renaming a group or a key keeps its secret, else
   * under the same label and key. Nothing is stored when a masked value finds nothing.
   */
  async save(input: CommandInput<typeof AuthCommands.saveCredentials>, actor: Actor): Promise<CredentialSet> {
    if (!actor.clientIds.includes(input.clientId) || !actor.practiceIds.includes(input.practiceId)) throw notFound('Practice');
    const [practice] = await this.dataSource.query<{ id: string }[]>(
      `SELECT id FROM practice WHERE id = $1 AND client_id = $2 AND deleted_at IS NULL`,
      [input.practiceId, input.clientId],
    );
    if (!practice) throw notFound('Practice');
    const [existing] = await this.dataSource.query<CredentialRow[]>(`${SELECT} WHERE cc.practice_id = $1`, [input.practiceId]);
    const stored = existing ? this.cipher.open<Groups>(existing.sealed, existing.id) : {};
    const groups: Groups = {};
    for (const [label, group] of Object.entries(input.credentials)) {
      const origin = input.origins[label];
      const storedLabel = origin?.label ?? label;
      groups[label] = Object.fromEntries(
        Object.entries(group).map(([key, value]) => {
          if (value !== MASKED_SECRET) return [key, value];
          const storedKey = origin?.keys[key] ?? key;
          const kept =
            Object.hasOwn(stored, storedLabel) && Object.hasOwn(stored[storedLabel], storedKey)
              ? stored[storedLabel][storedKey]
              : undefined;
          if (kept === undefined) {
            const path = `credentials.${label}.${key}`;
            const message = `is masked but nothing is stored under ${storedLabel} / ${storedKey}`;
            throw new AppError(ErrorCode.BadInput, `${path} ${message}`, true, [{ path, message }]);
          }
          return [key, kept];
        }),
      );
    }
    const id = existing?.id ?? newId();
    await this.dataSource.query(
      `INSERT INTO client_credential (id, client_id, practice_id, sealed, created_by) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (practice_id) DO UPDATE SET sealed = EXCLUDED.sealed, updated_at = now()`,
      [id, input.clientId, input.practiceId, this.cipher.seal(groups, id), actor.userId],
    );
    return this.get(id, false, actor);
  }

  /**
   * The group labelled with the provider's name (any case) on a practice of the client the caller
   * works for, that the caller may reach; the oldest credential set holding it when several do.
   */
  async providerGroup(provider: CallProvider, clientId: string | undefined, actor: Actor): Promise<ProviderCredentialAnswer> {
    const client = clientId && actor.clientIds.includes(clientId) ? clientId : actor.clientId;
    const rows = await this.dataSource.query<CredentialRow[]>(
      `${SELECT} WHERE cc.client_id = $1 AND cc.practice_id = ANY($2) AND p.deleted_at IS NULL ORDER BY cc.created_at, cc.id`,
      [client, actor.practiceIds],
    );
    const label = ProviderCredentialGroups[provider].label.toLowerCase();
    for (const row of rows) {
      const groups = this.cipher.open<Groups>(row.sealed, row.id);
      const found = Object.entries(groups).find(([name]) => name.trim().toLowerCase() === label);
      if (found) return { values: found[1] };
    }
    return null;
  }

  /**
   * The token a provider's webhook for the client is checked with: the webhook key of the client's
   * group labelled with the provider's name, on any live practice of the client (the oldest set
   * first). Asked by the files service for a webhook, which has no signed-in person; only that one
   * key is answered, never the API credentials beside it.
   */
  async webhookToken(provider: WebhookProvider, clientId: string): Promise<ProviderWebhookTokenAnswer> {
    const rows = await this.dataSource.query<CredentialRow[]>(
      `${SELECT} WHERE cc.client_id = $1 AND p.deleted_at IS NULL ORDER BY cc.created_at, cc.id`,
      [clientId],
    );
    const label = ProviderCredentialGroups[provider].label.toLowerCase();
    const key = ProviderWebhookKeys[provider];
    for (const row of rows) {
      const groups = this.cipher.open<Groups>(row.sealed, row.id);
      const found = Object.entries(groups).find(([name, values]) => name.trim().toLowerCase() === label && values[key]);
      if (found) return { token: found[1][key] };
    }
    return null;
  }

  async remove(id: string, actor: Actor): Promise<{ deleted: true }> {
    await this.reachable(id, actor);
    await this.dataSource.query(`DELETE FROM client_credential WHERE id = $1`, [id]);
    return { deleted: true };
  }

  private async reachable(id: string, actor: Actor): Promise<CredentialRow> {
    const [row] = await this.dataSource.query<CredentialRow[]>(
      `${SELECT} WHERE cc.id = $1 AND cc.client_id = ANY($2) AND cc.practice_id = ANY($3) AND p.deleted_at IS NULL`,
      [id, actor.clientIds, actor.practiceIds],
    );
    if (!row) throw notFound('Credential');
    return row;
  }
}

function summaryOf(row: CredentialRow): CredentialSummary {
  return {
    _id: row.id,
    clientId: row.client_id,
    practiceId: row.practice_id,
    client: row.client_name,
    practice: row.practice_name,
    dateCreated: row.created_at.toISOString(),
  };
}

function masked(groups: Groups): Groups {
  return Object.fromEntries(
    Object.entries(groups).map(([label, group]) => [label, Object.fromEntries(Object.keys(group).map((k) => [k, MASKED_SECRET]))]),
  );
}
