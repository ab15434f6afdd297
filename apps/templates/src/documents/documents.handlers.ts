import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  AppError,
  DOCX_TYPE,
  DetailPermission,
  DocumentMessages,
  ErrorCode,
  TemplatesCommands as C,
  type Actor,
  type CommandInput,
  type DocumentFile,
  type FbdDocumentData,
  type MergedDocument,
  type PmsUpdate,
} from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { ObjectStorage } from '@dental/storage';
import { notFound } from '../templates/template-store';
import { mergeDocx } from './merge-docx';
import { templateDocx } from './template-docx';
import { TransactionDocuments, hasValues } from './transaction-documents';

interface MergedRow {
  data_id: string;
  practice_id: string;
  template_id: string;
  version: number;
  file_name: string;
  content: Buffer;
  object_key: string | null;
}

/** Update PMS needs either permission (spec 01 §2 "needs update_pms / transaction.audit"). */
const PMS_PERMISSIONS = [DetailPermission.updatePms, DetailPermission.audit];

/**
 * A transaction's values merged into its template's document (spec 01 §7: merge, then download;
 * Update PMS). The values, the form and the practice come from the verification service for the
 * caller (so only users of the transaction's practice get anything); the merged document is kept
 * per transaction under its practice, and the download checks that practice again.
 */
@Injectable()
export class DocumentsHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: ObjectStorage,
    private readonly transactions: TransactionDocuments,
  ) {}

  @HandlesCommand(C.merge)
  async merge(input: CommandInput<typeof C.merge>, actor: Actor | null): Promise<MergedDocument> {
    const data = await this.transactions.dataOf(input.dataId, actor);
    if (!hasValues(data.values)) throw new AppError(ErrorCode.NotFound, DocumentMessages.noDataToDownload);
    const { summary } = await this.keep(data);
    return summary;
  }

  @HandlesCommand(C.mergedDownload)
  async download(input: CommandInput<typeof C.mergedDownload>, actor: Actor | null): Promise<DocumentFile> {
    const row = await this.mine(input.id, actor);
    return { fileName: row.file_name, contentType: DOCX_TYPE, base64: row.content.toString('base64') };
  }

  /** Update PMS: merges the transaction's current values and stores the .docx in the practice's document storage. */
  @HandlesCommand(C.driveUpload)
  async driveUpload(input: CommandInput<typeof C.driveUpload>, actor: Actor | null): Promise<PmsUpdate> {
    if (!actor || !PMS_PERMISSIONS.some((p) => actor.permissions.includes(p))) {
      throw new AppError(ErrorCode.Forbidden, `You do not have permission '${DetailPermission.updatePms}' or '${DetailPermission.audit}'`);
    }
    const data = await this.transactions.dataOf(input.dataId, actor);
    if (!hasValues(data.values)) throw new AppError(ErrorCode.Conflict, DocumentMessages.noDataForPms);
    const { summary, content, previousKey } = await this.keep(data);
    const objectKey = `practices/${summary.practiceId}/documents/${summary.dataId}/${summary.fileName}`;
    await this.storage.put(objectKey, content, DOCX_TYPE);
    await this.dataSource.query(`UPDATE merged_document SET object_key = $2, updated_at = now() WHERE data_id = $1`, [
      summary.dataId,
      objectKey,
    ]);
    // A renamed document (its carrier or patient changed) replaces the one stored before, rather than sitting beside it.
    if (previousKey && previousKey !== objectKey) await this.storage.remove(previousKey);
    return { ...summary, objectKey };
  }

  /** Merges and keeps the document of a transaction; answers what it kept and the key stored for it before, if any. */
  private async keep(data: FbdDocumentData): Promise<{ summary: MergedDocument; content: Buffer; previousKey: string | null }> {
    const { form } = data;
    const content = mergeDocx(await templateDocx(form), form, data.values);
    const cleaned = data.fileName.replace(/[^\w .'-]+/g, '_');
    const fileName = cleaned.toLowerCase().endsWith('.docx') ? cleaned : `${cleaned}.docx`;
    const before: { object_key: string | null }[] = await this.dataSource.query(
      `SELECT object_key FROM merged_document WHERE data_id = $1`,
      [data.transactionId],
    );
    await this.dataSource.query(
      `INSERT INTO merged_document (data_id, practice_id, template_id, version, file_name, content) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (data_id) DO UPDATE SET practice_id = $2, template_id = $3, version = $4, file_name = $5, content = $6, updated_at = now()`,
      [data.transactionId, data.practiceId, form._id, form.version, fileName, content],
    );
    return {
      summary: {
        dataId: data.transactionId,
        practiceId: data.practiceId,
        fileName,
        size: content.length,
        templateId: form._id,
        version: form.version,
      },
      content,
      previousKey: before[0]?.object_key ?? null,
    };
  }

  /** A merged document of one of the actor's practices; any other is "not found", never its content. */
  private async mine(dataId: string, actor: Actor | null): Promise<MergedRow> {
    const rows: MergedRow[] = await this.dataSource.query(
      `SELECT data_id, practice_id, template_id, version, file_name, content, object_key FROM merged_document WHERE data_id = $1`,
      [dataId],
    );
    if (!rows[0] || !actor?.practiceIds.includes(rows[0].practice_id)) throw notFound('merged document');
    return rows[0];
  }
}
