import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  DOCX_TYPE,
  TemplatesCommands as C,
  type Actor,
  type CommandInput,
  type DocumentFile,
  type MergedDocument,
} from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { ObjectStorage } from '@dental/storage';
import { TemplateStore, notFound } from '../templates/template-store';
import { mergeDocx } from './merge-docx';
import { templateDocx } from './template-docx';

interface MergedRow {
  data_id: string;
  practice_id: string;
  template_id: string;
  version: number;
  file_name: string;
  content: Buffer;
}

/**
 * A transaction's values merged into its template's document (spec 01 §7: merge, then download).
 * The document is kept per transaction under its practice; only users of that practice may read it
 * (the gateway checks the practice of the merge; the download checks the stored one).
 */
@Injectable()
export class DocumentsHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: TemplateStore,
    private readonly storage: ObjectStorage,
  ) {}

  @HandlesCommand(C.merge)
  async merge(input: CommandInput<typeof C.merge>, actor: Actor | null): Promise<MergedDocument> {
    if (!actor?.practiceIds.includes(input.practiceId)) throw notFound('transaction');
    const form = input.version
      ? await this.store.formAt(input.templateId, input.version)
      : await this.store.form(this.dataSource.manager, input.templateId);
    const content = mergeDocx(await templateDocx(form), form, input.values);
    const fileName = (input.fileName || 'Insurance_verification.docx').replace(/[^\w .'-]+/g, '_');
    const name = fileName.toLowerCase().endsWith('.docx') ? fileName : `${fileName}.docx`;
    await this.dataSource.query(
      `INSERT INTO merged_document (data_id, practice_id, template_id, version, file_name, content) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (data_id) DO UPDATE SET practice_id = $2, template_id = $3, version = $4, file_name = $5, content = $6, object_key = NULL, updated_at = now()`,
      [input.dataId, input.practiceId, form._id, form.version, name, content],
    );
    return { dataId: input.dataId, fileName: name, size: content.length, templateId: form._id, version: form.version };
  }

  @HandlesCommand(C.mergedDownload)
  async download(input: CommandInput<typeof C.mergedDownload>, actor: Actor | null): Promise<DocumentFile> {
    const row = await this.mine(input.id, actor);
    return { fileName: row.file_name, contentType: DOCX_TYPE, base64: row.content.toString('base64') };
  }

  /** Update PMS: the merged document goes to the practice's document storage (the product's bucket, under the practice). */
  @HandlesCommand(C.driveUpload)
  async driveUpload(input: CommandInput<typeof C.driveUpload>, actor: Actor | null): Promise<MergedDocument & { objectKey: string }> {
    const row = await this.mine(input.dataId, actor);
    const objectKey = `practices/${row.practice_id}/documents/${row.data_id}/${row.file_name}`;
    await this.storage.put(objectKey, row.content, DOCX_TYPE);
    await this.dataSource.query(`UPDATE merged_document SET object_key = $2, updated_at = now() WHERE data_id = $1`, [
      row.data_id,
      objectKey,
    ]);
    return {
      dataId: row.data_id,
      fileName: row.file_name,
      size: row.content.length,
      templateId: row.template_id,
      version: row.version,
      objectKey,
    };
  }

  /** A merged document of one of the actor's practices; any other is "not found", never its content. */
  private async mine(dataId: string, actor: Actor | null): Promise<MergedRow> {
    const rows: MergedRow[] = await this.dataSource.query(
      `SELECT data_id, practice_id, template_id, version, file_name, content FROM merged_document WHERE data_id = $1`,
      [dataId],
    );
    if (!rows[0] || !actor?.practiceIds.includes(rows[0].practice_id)) throw notFound('merged document');
    return rows[0];
  }
}
