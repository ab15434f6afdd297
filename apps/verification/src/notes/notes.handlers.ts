import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DetailCommands, type Actor, type CommandInput } from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { TransactionAccess, notFound } from '../transaction-detail/transaction-access';

/** Notes tab and the comment of a transaction. */
@Injectable()
export class NotesHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: TransactionAccess,
  ) {}

  /** Line breaks become '-' (spec 01 §5): the web app replaces them before sending, and so does the service for other callers. */
  @HandlesCommand(DetailCommands.saveNote)
  saveNote(input: CommandInput<typeof DetailCommands.saveNote>, actor: Actor | null): Promise<{ note: string }> {
    return this.dataSource.transaction(async (manager) => {
      const record = await this.access.findEditable(manager, input.transactionId, actor);
      const note = input.note.replace(/\r?\n/g, '-');
      await manager.query(`UPDATE transaction SET note = $2 WHERE id = $1`, [record.id, note]);
      await this.access.recordChange(manager, record, actor, 'note.saved');
      return { note };
    });
  }

  @HandlesCommand(DetailCommands.saveComment)
  saveComment(input: CommandInput<typeof DetailCommands.saveComment>, actor: Actor | null): Promise<{ comment: string }> {
    return this.dataSource.transaction(async (manager) => {
      const record = await this.access.findEditable(manager, input.transactionId, actor);
      if (record.practice_id !== input.practiceId) throw notFound();
      await manager.query(`UPDATE transaction SET comment = $2 WHERE id = $1`, [record.id, input.comment]);
      await this.access.recordChange(manager, record, actor, 'comment.saved');
      return { comment: input.comment };
    });
  }
}
