import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppError, ErrorCode, TemplateMessages, TemplatesCommands as C, type CommandInput, type SharedElements } from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { notFound } from '../templates/template-store';

interface SharedRow {
  template_id: string;
  template_name: string;
  id: string;
  code: string;
  label: string;
  category_name: string;
}

/**
 * Shared elements (spec 02 §3): the bookmarks of one template, with their settings, that other
 * templates may bring in (`POST /api/tmp/bookmarks/store` with `sharedElements`).
 */
@Injectable()
export class SharedElementsHandlers {
  constructor(private readonly dataSource: DataSource) {}

  @HandlesCommand(C.sharedElements)
  async get(input: CommandInput<typeof C.sharedElements>): Promise<SharedElements[]> {
    const rows: SharedRow[] = await this.dataSource.query(
      `SELECT t.id AS template_id, t.name AS template_name, tb.id, b.code, coalesce(tb.label, b.label) AS label, s.category_name
       FROM shared_element se JOIN template t ON t.id = se.template_id
       JOIN template_bookmark tb ON tb.id = ANY(se.elements) AND tb.template_id = se.template_id
       JOIN bookmark b ON b.id = tb.bookmark_id JOIN template_section s ON s.id = tb.section_id
       WHERE ($1::text IS NULL OR se.template_id = $1)
       ORDER BY lower(t.name), t.id, s.order_number, tb.order_number`,
      [input.templateId ?? null],
    );
    const out = new Map<string, SharedElements>();
    for (const r of rows) {
      const entry = out.get(r.template_id) ?? { templateId: r.template_id, templateName: r.template_name, elements: [] };
      entry.elements.push({ _id: r.id, bookmark: r.code, label: r.label, categoryName: r.category_name });
      out.set(r.template_id, entry);
    }
    return [...out.values()];
  }

  @HandlesCommand(C.shareElements)
  async save(input: CommandInput<typeof C.shareElements>): Promise<SharedElements> {
    const template: { id: string }[] = await this.dataSource.query(`SELECT id FROM template WHERE id = $1`, [input.templateId]);
    if (!template[0]) throw notFound('template');
    const elements = [...new Set(input.elements)];
    const found: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM template_bookmark WHERE template_id = $1 AND id = ANY($2::text[])`,
      [input.templateId, elements],
    );
    if (found.length !== elements.length) {
      const missing = elements.filter((e) => !found.some((f) => f.id === e));
      throw new AppError(ErrorCode.BadInput, `elements names bookmarks that are not in this template: ${missing.join(', ')}`, true, [
        { path: 'elements', message: TemplateMessages.selectBookmark },
      ]);
    }
    await this.dataSource.query(
      `INSERT INTO shared_element (template_id, elements) VALUES ($1, $2)
       ON CONFLICT (template_id) DO UPDATE SET elements = EXCLUDED.elements, updated_at = now()`,
      [input.templateId, elements],
    );
    const [saved] = await this.get({ templateId: input.templateId });
    return saved;
  }
}
