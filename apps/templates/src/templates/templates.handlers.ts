import { Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  TemplatesCommands as C,
  newId,
  type CommandInput,
  type DocumentFile,
  type TemplateChange,
  type TemplateForm,
  type TemplateSummary,
} from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { templateDocx } from '../documents/template-docx';
import { TemplateStore, type TemplateRow } from './template-store';

const summaryOf = (t: TemplateRow): TemplateSummary => ({
  _id: t.id,
  name: t.name,
  description: t.description,
  version: t.version,
  updatedAt: new Date(t.updated_at).toISOString(),
});

/** Templates as a whole: list, create, rename, duplicate, read as a form, download as .docx. */
@Injectable()
export class TemplatesHandlers {
  constructor(private readonly templates: TemplateStore) {}

  @HandlesCommand(C.listTemplates)
  async list(input: CommandInput<typeof C.listTemplates>): Promise<TemplateSummary[]> {
    const rows: TemplateRow[] = await this.templates.dataSource.query(
      `SELECT id, name, description, version, updated_at FROM template
       WHERE ($1::text IS NULL OR name ILIKE '%' || $1 || '%') ORDER BY lower(name), id LIMIT $2 OFFSET $3`,
      [input.name || null, input.limit, input.offset],
    );
    return rows.map(summaryOf);
  }

  @HandlesCommand(C.storeTemplate)
  create(input: CommandInput<typeof C.storeTemplate>): Promise<TemplateChange> {
    return this.templates.dataSource.transaction(async (m) => {
      const id = newId();
      await m.query(`INSERT INTO template (id, name, description) VALUES ($1, $2, $3)`, [id, input.name, input.description]);
      const version = await this.templates.publish(m, id, 'created');
      return { _id: id, templateId: id, version };
    });
  }

  @HandlesCommand(C.updateTemplate)
  async update(input: CommandInput<typeof C.updateTemplate>): Promise<TemplateChange> {
    const { version } = await this.templates.change(input.templateId, (m) =>
      m.query(`UPDATE template SET name = $2, description = $3 WHERE id = $1`, [input.templateId, input.name, input.description]),
    );
    return { _id: input.templateId, templateId: input.templateId, version };
  }

  /** Copies sections, sub-sections and bookmarks with their settings; conditions name bookmark codes, so they hold in the copy. */
  @HandlesCommand(C.duplicateTemplate)
  duplicate(input: CommandInput<typeof C.duplicateTemplate>): Promise<TemplateChange> {
    return this.templates.dataSource.transaction(async (m) => {
      await this.templates.lock(m, input.templateId);
      const id = newId();
      await m.query(`INSERT INTO template (id, name, description) VALUES ($1, $2, $3)`, [id, input.name, input.description]);
      const ids = new Map<string, string>();
      const copyId = (old: string) => {
        const fresh = newId();
        ids.set(old, fresh);
        return fresh;
      };
      const sections: { id: string; category_name: string; section_type: string; order_number: number }[] = await m.query(
        `SELECT id, category_name, section_type, order_number FROM template_section WHERE template_id = $1`,
        [input.templateId],
      );
      for (const s of sections) {
        await m.query(
          `INSERT INTO template_section (id, template_id, category_name, section_type, order_number) VALUES ($1, $2, $3, $4, $5)`,
          [copyId(s.id), id, s.category_name, s.section_type, s.order_number],
        );
      }
      const subsections: { id: string; section_id: string; label: string; code: string; order_number: number }[] = await m.query(
        `SELECT id, section_id, label, code, order_number FROM template_subsection WHERE template_id = $1`,
        [input.templateId],
      );
      for (const s of subsections) {
        await m.query(
          `INSERT INTO template_subsection (id, template_id, section_id, label, code, order_number) VALUES ($1, $2, $3, $4, $5, $6)`,
          [copyId(s.id), id, ids.get(s.section_id), s.label, s.code, s.order_number],
        );
      }
      const placements: { id: string; section_id: string; subsection_id: string | null }[] = await m.query(
        `SELECT id, section_id, subsection_id FROM template_bookmark WHERE template_id = $1`,
        [input.templateId],
      );
      for (const p of placements) {
        await m.query(
          `INSERT INTO template_bookmark (id, template_id, section_id, subsection_id, bookmark_id, order_number, label, required, max_length, options, affects_on)
           SELECT $2, $3, $4, $5, bookmark_id, order_number, label, required, max_length, options, affects_on FROM template_bookmark WHERE id = $1`,
          [p.id, copyId(p.id), id, ids.get(p.section_id), p.subsection_id ? ids.get(p.subsection_id) : null],
        );
      }
      const version = await this.templates.publish(m, id, 'created');
      return { _id: id, templateId: id, version };
    });
  }

  /** `GET /api/tmp/data/{templateId}`: the newest form, or the version named. */
  @HandlesCommand(C.templateData)
  data(input: CommandInput<typeof C.templateData>): Promise<TemplateForm> {
    if (input.version !== undefined) return this.templates.formAt(input.templateId, input.version);
    return this.templates.form(this.templates.dataSource.manager, input.templateId);
  }

  @HandlesCommand(C.downloadTemplate)
  async download(input: CommandInput<typeof C.downloadTemplate>): Promise<DocumentFile> {
    const form = await this.templates.form(this.templates.dataSource.manager, input.templateId);
    const bytes = await templateDocx(form);
    if (bytes.length === 0) throw new AppError(ErrorCode.Internal, 'The document could not be built');
    return { fileName: `${form.name.replace(/[^\w .-]+/g, '_')}.docx`, contentType: DOCX, base64: bytes.toString('base64') };
  }
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
