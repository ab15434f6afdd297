import { Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  TemplateMessages,
  TemplatesCommands as C,
  newId,
  type AffectsOn,
  type CommandInput,
  type TemplateChange,
} from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import type { EntityManager } from 'typeorm';
import { TemplateStore, notFound, type PlacementOption } from '../templates/template-store';
import { applyOrder, nextOrder, renumber } from '../sections/sections.handlers';

/**
 * Bookmarks placed in a template's categories and sub-categories, with their settings (label,
 * length, required, included options) and conditions. A catalogue bookmark appears at most once in a
 * template, since a transaction's values are kept by bookmark code.
 */
@Injectable()
export class PlacementsHandlers {
  constructor(private readonly store: TemplateStore) {}

  @HandlesCommand(C.storePlacements)
  async storePlacements(input: CommandInput<typeof C.storePlacements>): Promise<TemplateChange & { ids: string[] }> {
    const ids: string[] = [];
    const { version } = await this.store.change(input.templateId, async (m) => {
      const where = await this.parentOf(m, input.templateId, input.type, input.id);
      let order = await nextOrder(m, `SELECT count(*)::int AS n FROM template_bookmark WHERE ${where.sql}`, where.params, input.order);
      const copies = await this.sharedCopies(m, input.sharedElements);
      const catalogue: { id: string; options: { bookmark: string; label: string }[]; required: boolean }[] =
        input.bookmarks.length === 0
          ? []
          : await m.query(`SELECT id, options, required FROM bookmark WHERE id = ANY($1::text[])`, [input.bookmarks]);
      for (const bookmarkId of input.bookmarks) {
        const b = catalogue.find((x) => x.id === bookmarkId);
        if (!b) throw notFound(`bookmark ${bookmarkId}`);
        copies.push({
          id: b.id,
          bookmark_id: b.id,
          label: null,
          required: b.required,
          max_length: null,
          options: b.options.map((o) => ({ ...o, include: true })),
          affects_on: [],
        });
      }
      const taken: { bookmark_id: string }[] = await m.query(
        `SELECT bookmark_id FROM template_bookmark WHERE template_id = $1 AND bookmark_id = ANY($2::text[])`,
        [input.templateId, copies.map((c) => c.bookmark_id)],
      );
      const codes = new Set(copies.map((c) => c.bookmark_id));
      if (taken.length > 0 || codes.size !== copies.length) {
        throw new AppError(ErrorCode.Conflict, 'A bookmark can be placed only once in a template');
      }
      await m.query(`UPDATE template_bookmark SET order_number = order_number + $3 WHERE ${where.sql} AND order_number >= $2`, [
        ...where.params,
        order,
        copies.length,
      ]);
      for (const copy of copies) {
        const id = newId();
        ids.push(id);
        await m.query(
          `INSERT INTO template_bookmark (id, template_id, section_id, subsection_id, bookmark_id, order_number, label, required, max_length, options, affects_on)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
          [
            id,
            input.templateId,
            where.sectionId,
            where.subsectionId,
            copy.bookmark_id,
            order++,
            copy.label,
            copy.required,
            copy.max_length,
            JSON.stringify(copy.options),
            JSON.stringify(copy.affects_on),
          ],
        );
      }
    });
    return { _id: ids[0], ids, templateId: input.templateId, version };
  }

  @HandlesCommand(C.updatePlacement)
  async updatePlacement(input: CommandInput<typeof C.updatePlacement>): Promise<TemplateChange> {
    const { version } = await this.store.change(input.templateId, async (m) => {
      const p = await this.store.placement(m, input.templateId, input.id);
      let options = p.options;
      if (input.options) {
        if (p.element_type !== 'text' && !input.options.some((o) => o.include)) {
          throw new AppError(ErrorCode.BadInput, TemplateMessages.includeOption, true, [
            { path: 'options', message: TemplateMessages.includeOption },
          ]);
        }
        options = input.options;
      }
      await m.query(`UPDATE template_bookmark SET label = $2, required = $3, max_length = $4, options = $5 WHERE id = $1`, [
        input.id,
        input.label ?? p.label,
        input.required ?? p.required,
        input.length === undefined ? p.max_length : input.length,
        JSON.stringify(options),
      ]);
    });
    return { _id: input.id, templateId: input.templateId, version };
  }

  @HandlesCommand(C.deletePlacement)
  async deletePlacement(input: CommandInput<typeof C.deletePlacement>): Promise<TemplateChange> {
    const { version } = await this.store.change(input.templateId, async (m) => {
      const p = await this.store.placement(m, input.templateId, input.id);
      await m.query(`DELETE FROM template_bookmark WHERE id = $1`, [input.id]);
      if (p.subsection_id) await renumber(m, 'template_bookmark', 'subsection_id', p.subsection_id);
      else await renumber(m, 'template_bookmark', 'section_id', p.section_id, 'AND subsection_id IS NULL');
    });
    return { _id: input.id, templateId: input.templateId, version };
  }

  @HandlesCommand(C.placementConditions)
  async conditions(input: CommandInput<typeof C.placementConditions>): Promise<TemplateChange> {
    const { version } = await this.store.change(input.templateId, async (m) => {
      await this.store.placement(m, input.templateId, input.id);
      await this.checkDestinations(m, input.templateId, input.conditions);
      await m.query(`UPDATE template_bookmark SET affects_on = $2 WHERE id = $1`, [input.id, JSON.stringify(input.conditions)]);
    });
    return { _id: input.id, templateId: input.templateId, version };
  }

  @HandlesCommand(C.placementDependency)
  async dependency(input: CommandInput<typeof C.placementDependency>): Promise<TemplateChange> {
    const { version } = await this.store.change(input.templateId, async (m) => {
      const p = await this.store.placement(m, input.templateId, input.id);
      await this.checkDestinations(m, input.templateId, [input.affectsOn]);
      const same = (a: AffectsOn) =>
        a.actions[0] === input.affectsOn.actions[0] &&
        a.affectType === input.affectsOn.affectType &&
        a.whenValueContains[0].toLowerCase() === input.affectsOn.whenValueContains[0].toLowerCase();
      const rules = [...p.affects_on.filter((a) => !same(a)), input.affectsOn];
      await m.query(`UPDATE template_bookmark SET affects_on = $2 WHERE id = $1`, [input.id, JSON.stringify(rules)]);
    });
    return { _id: input.id, templateId: input.templateId, version };
  }

  @HandlesCommand(C.reorderPlacements)
  async reorder(input: CommandInput<typeof C.reorderPlacements>): Promise<TemplateChange> {
    const { version } = await this.store.change(input.templateId, async (m) => {
      if (input.subsectionId) {
        await this.store.subsection(m, input.templateId, input.sectionId, input.subsectionId);
        await applyOrder(m, 'template_bookmark', 'subsection_id', input.subsectionId, input.newOrder);
      } else {
        await this.store.section(m, input.templateId, input.sectionId);
        await applyOrder(m, 'template_bookmark', 'section_id', input.sectionId, input.newOrder, 'AND subsection_id IS NULL');
      }
    });
    return { _id: input.elementId ?? input.sectionId, templateId: input.templateId, version };
  }

  private async parentOf(m: EntityManager, templateId: string, type: 'section' | 'subsection', id: string) {
    if (type === 'section') {
      await this.store.section(m, templateId, id);
      return { sql: 'section_id = $1 AND subsection_id IS NULL', params: [id], sectionId: id, subsectionId: null as string | null };
    }
    const rows: { section_id: string }[] = await m.query(`SELECT section_id FROM template_subsection WHERE id = $1 AND template_id = $2`, [
      id,
      templateId,
    ]);
    if (!rows[0]) throw notFound('sub category');
    return { sql: 'subsection_id = $1', params: [id], sectionId: rows[0].section_id, subsectionId: id as string | null };
  }

  /** Settings of shared elements, to be placed again in another template (their conditions stay behind: they name that template's bookmarks). */
  private async sharedCopies(m: EntityManager, placementIds: string[]) {
    if (placementIds.length === 0) return [];
    const rows: {
      id: string;
      bookmark_id: string;
      label: string | null;
      required: boolean;
      max_length: number | null;
      options: PlacementOption[];
    }[] = await m.query(
      `SELECT tb.id, tb.bookmark_id, tb.label, tb.required, tb.max_length, tb.options FROM template_bookmark tb
       JOIN shared_element s ON s.template_id = tb.template_id AND tb.id = ANY(s.elements) WHERE tb.id = ANY($1::text[])`,
      [placementIds],
    );
    return placementIds.map((id) => {
      const row = rows.find((r) => r.id === id);
      if (!row) throw notFound(`shared element ${id}`);
      return { ...row, affects_on: [] as AffectsOn[] };
    });
  }

  /** Every destination must be a bookmark (or an option of one) of this template. */
  private async checkDestinations(m: EntityManager, templateId: string, rules: AffectsOn[]): Promise<void> {
    const rows: { code: string; options: PlacementOption[] }[] = await m.query(
      `SELECT b.code, tb.options FROM template_bookmark tb JOIN bookmark b ON b.id = tb.bookmark_id WHERE tb.template_id = $1`,
      [templateId],
    );
    const bookmarks = new Set(rows.map((r) => r.code));
    const options = new Set(rows.flatMap((r) => r.options.map((o) => o.bookmark)));
    rules.forEach((rule, i) => {
      const known = rule.affectType === 'option' ? options : bookmarks;
      const unknown = rule.destination.filter((d) => !known.has(d));
      if (unknown.length > 0) {
        const message = `names ${rule.affectType === 'option' ? 'options' : 'bookmarks'} that are not in this template: ${unknown.join(', ')}`;
        throw new AppError(ErrorCode.BadInput, `conditions.${i}.destination ${message}`, true, [
          { path: `conditions.${i}.destination`, message },
        ]);
      }
    });
  }
}
