import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  AppError,
  ColorMessages,
  ErrorCode,
  VerificationCommands,
  newId,
  type Actor,
  type ColorPage,
  type CommandInput,
  type FlagColor,
  type TransactionRecordedEvent,
} from '@dental/contracts';
import { HandlesCommand, OutboxWriter } from '@dental/messaging';
import { transactionsRecorded } from '../transactions/transactions-recorded';
import { ownClient, signedIn } from '../user-preferences/signed-in';
import { ColorsRepository } from './colors.repository';

/** The Flag Color screen's calls and the flag of a transaction (`/api/scheme/color/...`, `PUT /api/iv/transaction/color/{a}/{b}`). */
@Injectable()
export class ColorsHandlers {
  constructor(
    private readonly colors: ColorsRepository,
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
  ) {}

  @HandlesCommand(VerificationCommands.listColors)
  list(input: CommandInput<typeof VerificationCommands.listColors>, actor: Actor | null): Promise<FlagColor[]> {
    return this.colors.all(ownClient(signedIn(actor), input.id));
  }

  @HandlesCommand(VerificationCommands.colorGrid)
  grid(input: CommandInput<typeof VerificationCommands.colorGrid>, actor: Actor | null): Promise<ColorPage> {
    return this.colors.page(ownClient(signedIn(actor), input.clientId), input);
  }

  @HandlesCommand(VerificationCommands.createColor)
  async create(input: CommandInput<typeof VerificationCommands.createColor>, actor: Actor | null): Promise<FlagColor> {
    const clientId = ownClient(signedIn(actor), input.id);
    const created = await this.colors.create({
      _id: newId(),
      clientId,
      name: input.name,
      hexCode: input.hexCode,
      colorPriority: input.colorPriority,
    });
    if (!created) throw new AppError(ErrorCode.Conflict, ColorMessages.exists);
    return created;
  }

  @HandlesCommand(VerificationCommands.updateColor)
  async update(input: CommandInput<typeof VerificationCommands.updateColor>, actor: Actor | null): Promise<FlagColor> {
    const clientId = ownClient(signedIn(actor), input.id);
    const updated = await this.colors.update({
      _id: input.colorId,
      clientId,
      name: input.name,
      hexCode: input.hexCode,
      colorPriority: input.colorPriority,
    });
    if (updated === 'missing') throw new AppError(ErrorCode.NotFound, 'Color not found');
    if (updated === 'duplicate') throw new AppError(ErrorCode.Conflict, ColorMessages.exists);
    return updated;
  }

  @HandlesCommand(VerificationCommands.deleteColor)
  async remove(input: CommandInput<typeof VerificationCommands.deleteColor>, actor: Actor | null): Promise<{ deleted: true }> {
    const clientId = ownClient(signedIn(actor), input.id);
    if (!(await this.colors.remove(clientId, input.colorId))) throw new AppError(ErrorCode.NotFound, 'Color not found');
    return { deleted: true };
  }

  /** Flags (or, with colorSchemeId '', unflags) a transaction; the colour must be one of the transaction's client. */
  @HandlesCommand(VerificationCommands.assignColor)
  async assign(
    input: CommandInput<typeof VerificationCommands.assignColor>,
    actor: Actor | null,
  ): Promise<{ _id: string; color: FlagColor | null }> {
    const who = signedIn(actor);
    if (!who.practiceIds.includes(input.b)) throw new AppError(ErrorCode.NotFound, 'Transaction not found');
    return this.dataSource.transaction(async (manager) => {
      const rows = await manager.query<{ client_id: string; type: string }[]>(
        'SELECT client_id, type FROM transaction WHERE id = $1 AND practice_id = $2 FOR UPDATE',
        [input.a, input.b],
      );
      const transaction = rows[0];
      if (!transaction || !who.clientIds.concat(who.clientId).includes(transaction.client_id)) {
        throw new AppError(ErrorCode.NotFound, 'Transaction not found');
      }
      const color = input.colorSchemeId ? await this.colors.find(transaction.client_id, input.colorSchemeId) : null;
      if (input.colorSchemeId && !color) throw new AppError(ErrorCode.NotFound, 'Color not found');
      await manager.query('UPDATE transaction SET color = $2, updated_at = now() WHERE id = $1', [input.a, color?._id ?? null]);
      const event: TransactionRecordedEvent = {
        transactionId: input.a,
        clientId: transaction.client_id,
        practiceId: input.b,
        type: transaction.type,
        change: 'updated',
        source: 'edit',
        occurredAt: new Date().toISOString(),
      };
      await this.outbox.add(manager, ...transactionsRecorded([event]));
      return { _id: input.a, color };
    });
  }
}
