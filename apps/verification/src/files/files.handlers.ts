import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  AppError,
  DetailCommands,
  DetailMessages,
  DetailPermission,
  ErrorCode,
  newId,
  storedFileName,
  type Actor,
  type CommandInput,
  type FileKind,
  type RemovedFiles,
  type TransactionFile,
} from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { TransactionAccess, hasPermission, notFound, requireActor } from '../transaction-detail/transaction-access';
import { TransactionFilesRepository, publicFile } from './transaction-files.repository';

function fileName(name: string, kind: FileKind): string {
  const stored = storedFileName(name, kind);
  if (stored === `.${kind}`)
    throw new AppError(ErrorCode.BadInput, DetailMessages.nameAllFiles, true, [{ path: 'name', message: DetailMessages.nameAllFiles }]);
  return stored;
}

/**
 * Files tab. The gateway has checked each file's content and put it in object storage; these
 * commands record the object keys. A removal answers the keys, and the gateway removes the objects
 * once the records are gone.
 */
@Injectable()
export class FilesHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: TransactionAccess,
    private readonly files: TransactionFilesRepository,
  ) {}

  @HandlesCommand(DetailCommands.addFiles)
  addFiles(input: CommandInput<typeof DetailCommands.addFiles>, actor: Actor | null): Promise<TransactionFile[]> {
    const who = requireActor(actor);
    return this.dataSource.transaction(async (manager) => {
      const record = await this.access.findEditable(manager, input.transactionId, who);
      const status = input.statusPatient ?? '';
      const statusChanged = status !== '' && status !== record.iv_status;
      if (statusChanged && !hasPermission(who, DetailPermission.updateEligibilityStatus)) {
        throw new AppError(ErrorCode.Forbidden, `You do not have permission '${DetailPermission.updateEligibilityStatus}'`);
      }
      if (!statusChanged && input.files.length === 0) {
        throw new AppError(ErrorCode.BadInput, 'files: choose at least one file or a new eligibility status', true, [
          { path: 'files', message: 'is required' },
        ]);
      }
      const names = input.files.map((f) => fileName(f.name, f.kind));
      for (const [i, file] of input.files.entries()) {
        await this.files.insert(manager, {
          id: newId(),
          transactionId: record.id,
          key: file.key,
          filename: names[i],
          kind: file.kind,
          type: 'elg',
          size: file.size,
          contentType: file.contentType,
          uploadedBy: who.userId,
        });
      }
      if (statusChanged) await manager.query(`UPDATE transaction SET iv_status = $2 WHERE id = $1`, [record.id, status]);
      await this.access.recordChange(manager, record, who, 'files.uploaded', {
        ...(statusChanged ? { fields: ['iv_status'] } : {}),
        detail: names.join(', '),
      });
      return (await this.files.list(manager, record.id)).map(publicFile);
    });
  }

  @HandlesCommand(DetailCommands.replaceFile)
  replaceFile(
    input: CommandInput<typeof DetailCommands.replaceFile>,
    actor: Actor | null,
  ): Promise<{ file: TransactionFile; replacedKey: string }> {
    const who = requireActor(actor);
    return this.dataSource.transaction(async (manager) => {
      const record = await this.access.findEditable(manager, input.transactionId, who);
      const current = await this.files.find(manager, record.id, input.fileId);
      if (!current) throw notFound();
      if (current.kind !== input.file.kind) {
        throw new AppError(ErrorCode.BadInput, DetailMessages.sameFileType, true, [{ path: 'file', message: DetailMessages.sameFileType }]);
      }
      const replaced = await this.files.replace(manager, current.id, {
        key: input.file.key,
        filename: current.filename,
        size: input.file.size,
        contentType: input.file.contentType,
        uploadedBy: who.userId,
      });
      await this.access.recordChange(manager, record, who, 'file.replaced', { detail: current.filename });
      return { file: publicFile(replaced), replacedKey: current.key };
    });
  }

  @HandlesCommand(DetailCommands.renameFile)
  renameFile(input: CommandInput<typeof DetailCommands.renameFile>, actor: Actor | null): Promise<TransactionFile> {
    return this.dataSource.transaction(async (manager) => {
      const record = await this.access.findEditable(manager, input.transactionId, actor);
      const current = await this.files.find(manager, record.id, input.fileId);
      if (!current) throw notFound();
      const renamed = await this.files.rename(manager, current.id, fileName(input.filename, current.kind as FileKind));
      await this.access.recordChange(manager, record, actor, 'file.renamed', { detail: `${current.filename} → ${renamed.filename}` });
      return publicFile(renamed);
    });
  }

  @HandlesCommand(DetailCommands.locateFile)
  async locateFile(input: CommandInput<typeof DetailCommands.locateFile>, actor: Actor | null) {
    const manager = this.dataSource.manager;
    const record = await this.access.find(manager, input.transactionId, actor);
    const file = await this.files.find(manager, record.id, input.fileId);
    if (!file) throw notFound();
    return { key: file.key, filename: file.filename, contentType: file.contentType };
  }

  @HandlesCommand(DetailCommands.deleteFile)
  deleteFile(input: CommandInput<typeof DetailCommands.deleteFile>, actor: Actor | null): Promise<RemovedFiles> {
    return this.dataSource.transaction(async (manager) => {
      const record = await this.access.findEditable(manager, input.transactionId, actor);
      const removed = await this.files.delete(manager, record.id, input.fileId);
      if (removed.length === 0) throw notFound();
      await this.access.recordChange(manager, record, actor, 'file.deleted', { detail: removed[0].filename });
      return { removedKeys: removed.map((f) => f.key), files: (await this.files.list(manager, record.id)).map(publicFile) };
    });
  }

  @HandlesCommand(DetailCommands.cleanFiles)
  cleanFiles(input: CommandInput<typeof DetailCommands.cleanFiles>, actor: Actor | null): Promise<RemovedFiles> {
    return this.dataSource.transaction(async (manager) => {
      const record = await this.access.findEditable(manager, input.transactionId, actor);
      if (input.practiceId && input.practiceId !== record.practice_id) throw notFound();
      const removed = await this.files.delete(manager, record.id);
      if (removed.length > 0)
        await this.access.recordChange(manager, record, actor, 'files.cleaned', { detail: `${removed.length} file(s)` });
      return { removedKeys: removed.map((f) => f.key), files: [] };
    });
  }
}
