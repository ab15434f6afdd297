/**
 * Reading a template as a form and publishing its versions. Every change to a template runs in one
 * database transaction that locks the template row, makes the change, then `publish` numbers the new
 * version, keeps the form of that version and queues `templates.template.changed` in the outbox, so
 * the event exists exactly when the change committed and versions never collide.
 */
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  AppError,
  ErrorCode,
  TemplateMessages,
  Topics,
  fieldKind,
  type AffectsOn,
  type BookmarkElementType,
  type BookmarkValueType,
  type FormField,
  type FormSection,
  type FormSubsection,
  type TemplateChangedEvent,
  type TemplateForm,
} from '@dental/contracts';
import { OutboxWriter } from '@dental/messaging';

export interface TemplateRow {
  id: string;
  name: string;
  description: string;
  version: number;
  updated_at: Date;
}

export interface PlacementOption {
  bookmark: string;
  label: string;
  include: boolean;
}

export interface PlacementRow {
  id: string;
  template_id: string;
  section_id: string;
  subsection_id: string | null;
  bookmark_id: string;
  order_number: number;
  label: string | null;
  required: boolean;
  max_length: number | null;
  options: PlacementOption[];
  affects_on: AffectsOn[];
  code: string;
  catalogue_label: string;
  element_type: BookmarkElementType;
  value_type: BookmarkValueType;
  symbol: string;
}

export const PLACEMENT_COLUMNS = `tb.id, tb.template_id, tb.section_id, tb.subsection_id, tb.bookmark_id, tb.order_number, tb.label,
  tb.required, tb.max_length, tb.options, tb.affects_on, b.code, b.label AS catalogue_label, b.element_type, b.value_type, b.symbol`;

export function notFound(what: string): AppError {
  return new AppError(ErrorCode.NotFound, TemplateMessages.notFound(what));
}

export function toFormField(p: PlacementRow): FormField {
  return {
    _id: p.id,
    type: fieldKind(p.element_type, p.value_type),
    elementType: p.element_type,
    bookmark: p.code,
    label: p.label ?? p.catalogue_label,
    required: p.required,
    cond: p.max_length,
    symbol: p.symbol,
    options: p.options.filter((o) => o.include).map((o) => ({ bookmark: o.bookmark, label: o.label, value: o.bookmark })),
    affectsOn: p.affects_on,
    value: p.element_type === 'multiple' ? [] : '',
  };
}

@Injectable()
export class TemplateStore {
  constructor(
    readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
  ) {}

  /** Runs a change to one template: locks it (404 when it does not exist), applies the change, publishes the new version. */
  async change<T>(
    templateId: string,
    apply: (m: EntityManager, template: TemplateRow) => Promise<T>,
  ): Promise<{ result: T; version: number }> {
    return this.dataSource.transaction(async (m) => {
      const template = await this.lock(m, templateId);
      const result = await apply(m, template);
      const version = await this.publish(m, templateId, 'updated');
      return { result, version };
    });
  }

  async lock(m: EntityManager, templateId: string): Promise<TemplateRow> {
    const rows: TemplateRow[] = await m.query(`SELECT id, name, description, version, updated_at FROM template WHERE id = $1 FOR UPDATE`, [
      templateId,
    ]);
    if (!rows[0]) throw notFound('template');
    return rows[0];
  }

  /** Numbers a new version (1 for a new template), keeps its form and queues the event. */
  async publish(m: EntityManager, templateId: string, change: TemplateChangedEvent['change']): Promise<number> {
    if (change === 'updated') await m.query(`UPDATE template SET version = version + 1, updated_at = now() WHERE id = $1`, [templateId]);
    const [{ version }]: { version: number }[] = await m.query(`SELECT version FROM template WHERE id = $1`, [templateId]);
    const form = await this.form(m, templateId);
    await m.query(`INSERT INTO template_version (template_id, version, form) VALUES ($1, $2, $3)`, [
      templateId,
      version,
      JSON.stringify(form),
    ]);
    const event: TemplateChangedEvent = { templateId, version, change, occurredAt: new Date().toISOString(), form };
    await this.outbox.add(m, { topic: Topics.TemplateChanged, key: templateId, payload: event });
    return version;
  }

  /**
   * Queues the newest kept version again, unchanged, for consumers that may have missed it: the local
   * Kafka keeps nothing between runs, so the demo seed announces its templates at every start.
   */
  async announce(m: EntityManager, templateId: string): Promise<void> {
    const [newest]: { version: number; form: TemplateForm }[] = await m.query(
      `SELECT version, form FROM template_version WHERE template_id = $1 ORDER BY version DESC LIMIT 1`,
      [templateId],
    );
    if (!newest) return;
    const event: TemplateChangedEvent = {
      templateId,
      version: newest.version,
      change: 'announced',
      occurredAt: new Date().toISOString(),
      form: newest.form,
    };
    await this.outbox.add(m, { topic: Topics.TemplateChanged, key: templateId, payload: event });
  }

  /** The template as it stands, in the element shape of spec 01 §3. */
  async form(m: EntityManager, templateId: string): Promise<TemplateForm> {
    const [template]: TemplateRow[] = await m.query(`SELECT id, name, description, version, updated_at FROM template WHERE id = $1`, [
      templateId,
    ]);
    if (!template) throw notFound('template');
    const sections: { id: string; category_name: string; section_type: 'info' | 'code' }[] = await m.query(
      `SELECT id, category_name, section_type FROM template_section WHERE template_id = $1 ORDER BY order_number, id`,
      [templateId],
    );
    const subsections: { id: string; section_id: string; label: string; code: string }[] = await m.query(
      `SELECT id, section_id, label, code FROM template_subsection WHERE template_id = $1 ORDER BY order_number, id`,
      [templateId],
    );
    const placements: PlacementRow[] = await m.query(
      `SELECT ${PLACEMENT_COLUMNS} FROM template_bookmark tb JOIN bookmark b ON b.id = tb.bookmark_id
       WHERE tb.template_id = $1 ORDER BY tb.order_number, tb.id`,
      [templateId],
    );
    const content: FormSection[] = sections.map((s) => {
      const items: (FormField | FormSubsection)[] = placements.filter((p) => p.section_id === s.id && !p.subsection_id).map(toFormField);
      for (const sub of subsections.filter((x) => x.section_id === s.id)) {
        items.push({
          _id: sub.id,
          type: 'subsection',
          label: sub.label,
          code: sub.code,
          items: placements.filter((p) => p.subsection_id === sub.id).map(toFormField),
        });
      }
      return { _id: s.id, type: s.section_type === 'code' ? 'section_code' : 'section_info', categoryName: s.category_name, items };
    });
    return { _id: template.id, name: template.name, description: template.description, version: template.version, content };
  }

  /** A version kept when it was published (what an audited transaction was audited with). */
  async formAt(templateId: string, version: number): Promise<TemplateForm> {
    const rows: { form: TemplateForm }[] = await this.dataSource.query(
      `SELECT form FROM template_version WHERE template_id = $1 AND version = $2`,
      [templateId, version],
    );
    if (!rows[0]) throw notFound(`version ${version} of the template`);
    return rows[0].form;
  }

  async section(m: EntityManager, templateId: string, sectionId: string): Promise<void> {
    const rows: unknown[] = await m.query(`SELECT 1 FROM template_section WHERE id = $1 AND template_id = $2`, [sectionId, templateId]);
    if (rows.length === 0) throw notFound('category');
  }

  async subsection(m: EntityManager, templateId: string, sectionId: string, subsectionId: string): Promise<void> {
    const rows: unknown[] = await m.query(`SELECT 1 FROM template_subsection WHERE id = $1 AND section_id = $2 AND template_id = $3`, [
      subsectionId,
      sectionId,
      templateId,
    ]);
    if (rows.length === 0) throw notFound('sub category');
  }

  async placement(m: EntityManager, templateId: string, placementId: string): Promise<PlacementRow> {
    const rows: PlacementRow[] = await m.query(
      `SELECT ${PLACEMENT_COLUMNS} FROM template_bookmark tb JOIN bookmark b ON b.id = tb.bookmark_id WHERE tb.id = $1 AND tb.template_id = $2`,
      [placementId, templateId],
    );
    if (!rows[0]) throw notFound('bookmark');
    return rows[0];
  }
}
