/**
 * Creates and changes clients and practices. Every created or changed practice (and every practice
 * of a client whose name or template changed, since the event carries the client's name and the
 * practice's template resolved against the client's) is reported as PracticeChanged through the
 * outbox, in the same transaction as the change.
 */
import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { AppError, ErrorCode, Topics, type PracticeChangedEvent } from '@dental/contracts';
import { OutboxWriter } from '@dental/messaging';
import { Client } from './client.entity';
import { Practice } from './practice.entity';

export type SaveOutcome = 'created' | 'updated' | 'unchanged';

export interface ClientInput {
  id: string;
  name: string;
  email?: string;
  phone?: string;
  state?: string;
  city?: string;
  address?: string;
  zipCode?: string;
  templateId?: string;
  planTemplateId?: string;
}

export interface PracticeInput {
  id: string;
  clientId: string;
  name: string;
  state?: string;
  city?: string;
  address?: string;
  description?: string;
  folderId?: string;
  spreadsheetId?: string;
  /** The practice's own template; '' (or absent) uses its client's. */
  templateId?: string;
}

@Injectable()
export class TenancyDirectory {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
  ) {}

  /** In a transaction of its own, or in `outer` when the caller saves more with it. */
  saveClient(input: ClientInput, outer?: EntityManager): Promise<SaveOutcome> {
    const save = async (manager: EntityManager): Promise<SaveOutcome> => {
      const fields = {
        name: input.name,
        email: input.email ?? '',
        phone: input.phone ?? '',
        state: input.state ?? '',
        city: input.city ?? '',
        address: input.address ?? '',
        zipCode: input.zipCode ?? '',
        templateId: input.templateId ?? '',
        planTemplateId: input.planTemplateId ?? '',
      };
      const existing = await manager.findOne(Client, { where: { id: input.id }, lock: { mode: 'pessimistic_write' } });
      if (!existing) {
        await manager.insert(Client, { id: input.id, ...fields });
        return 'created';
      }
      if (sameFields(existing, fields)) return 'unchanged';
      await manager.update(Client, { id: input.id }, fields);
      if (existing.name !== fields.name || existing.templateId !== fields.templateId) {
        const practices = await manager.find(Practice, { where: { clientId: input.id, deletedAt: IsNull() } });
        await this.reportPractices(manager, practices, { name: fields.name, templateId: fields.templateId });
      }
      return 'updated';
    };
    return outer ? save(outer) : this.dataSource.transaction(save);
  }

  /** In a transaction of its own, or in `outer` when the caller saves more with it. */
  savePractice(input: PracticeInput, outer?: EntityManager): Promise<SaveOutcome> {
    const save = async (manager: EntityManager): Promise<SaveOutcome> => {
      const client = await manager.findOne(Client, { where: { id: input.clientId } });
      if (!client) throw new AppError(ErrorCode.NotFound, `Client '${input.clientId}' does not exist`);
      const fields = {
        clientId: input.clientId,
        name: input.name,
        state: input.state ?? '',
        city: input.city ?? '',
        address: input.address ?? '',
        description: input.description ?? '',
        folderId: input.folderId ?? '',
        spreadsheetId: input.spreadsheetId ?? '',
        templateId: input.templateId ?? '',
        deletedAt: null,
      };
      const existing = await manager.findOne(Practice, { where: { id: input.id }, lock: { mode: 'pessimistic_write' } });
      if (existing && sameFields(existing, fields)) return 'unchanged';
      if (existing) await manager.update(Practice, { id: input.id }, fields);
      else await manager.insert(Practice, { id: input.id, ...fields });
      await this.reportPractices(manager, [{ id: input.id, ...fields }], client);
      return existing ? 'updated' : 'created';
    };
    return outer ? save(outer) : this.dataSource.transaction(save);
  }

  /** Marks the practice deleted (transactions keep naming it) and reports it; false when already gone. */
  deletePractice(id: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const existing = await manager.findOne(Practice, { where: { id, deletedAt: IsNull() }, lock: { mode: 'pessimistic_write' } });
      if (!existing) return false;
      const client = await manager.findOneOrFail(Client, { where: { id: existing.clientId } });
      const deletedAt = new Date();
      await manager.update(Practice, { id }, { deletedAt });
      await this.reportPractices(manager, [{ ...existing, deletedAt }], client);
      return true;
    });
  }

  private async reportPractices(
    manager: EntityManager,
    practices: Pick<Practice, 'id' | 'clientId' | 'name' | 'state' | 'templateId' | 'deletedAt'>[],
    client: Pick<Client, 'name' | 'templateId'>,
  ): Promise<void> {
    const occurredAt = new Date().toISOString();
    await this.outbox.add(
      manager,
      ...practices.map((p) => {
        const event: PracticeChangedEvent = {
          practiceId: p.id,
          clientId: p.clientId,
          name: p.name,
          clientName: client.name,
          state: p.state,
          deleted: p.deletedAt !== null,
          templateId: p.templateId || client.templateId,
          occurredAt,
        };
        return { topic: Topics.PracticeChanged, key: p.id, payload: event };
      }),
    );
  }
}

function sameFields<T extends object>(existing: T, fields: Partial<T>): boolean {
  return Object.entries(fields).every(([key, value]) => {
    const current = (existing as Record<string, unknown>)[key];
    if (current instanceof Date || value instanceof Date) return String(current) === String(value);
    return current === value;
  });
}
