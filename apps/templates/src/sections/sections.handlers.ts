import { Injectable } from '@nestjs/common';
import { AppError, ErrorCode, TemplatesCommands as C, newId, type CommandInput, type TemplateChange } from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import type { EntityManager } from 'typeorm';
import { TemplateStore } from '../templates/template-store';

/**
 * Categories (sections of type info or code) and sub-categories. A new item goes last (order number
 * = count + 1, spec 02 §9) unless the caller gives its place; reorder renumbers 1..n in the order
 * given, which must name every item exactly once.
 */
@Injectable()
export class SectionsHandlers {
  constructor(private readonly store: TemplateStore) {}

  @HandlesCommand(C.storeSection)
  async storeSection(input: CommandInput<typeof C.storeSection>): Promise<TemplateChange> {
    const id = newId();
    const { version } = await this.store.change(input.templateId, async (m) => {
      const order = await nextOrder(
        m,
        `SELECT count(*)::int AS n FROM template_section WHERE template_id = $1`,
        [input.templateId],
        input.orderNumber,
      );
      await m.query(`UPDATE template_section SET order_number = order_number + 1 WHERE template_id = $1 AND order_number >= $2`, [
        input.templateId,
        order,
      ]);
      await m.query(
        `INSERT INTO template_section (id, template_id, category_name, section_type, order_number) VALUES ($1, $2, $3, $4, $5)`,
        [id, input.templateId, input.categoryName, input.sectionType, order],
      );
    });
    return { _id: id, templateId: input.templateId, version };
  }

  @HandlesCommand(C.updateSection)
  async updateSection(input: CommandInput<typeof C.updateSection>): Promise<TemplateChange> {
    const { version } = await this.store.change(input.templateId, async (m) => {
      await this.store.section(m, input.templateId, input.id);
      await m.query(`UPDATE template_section SET category_name = $2, section_type = $3 WHERE id = $1`, [
        input.id,
        input.categoryName,
        input.sectionType,
      ]);
    });
    return { _id: input.id, templateId: input.templateId, version };
  }

  @HandlesCommand(C.deleteSection)
  async deleteSection(input: CommandInput<typeof C.deleteSection>): Promise<TemplateChange> {
    const { version } = await this.store.change(input.templateId, async (m) => {
      await this.store.section(m, input.templateId, input.id);
      await m.query(`DELETE FROM template_section WHERE id = $1`, [input.id]);
      await renumber(m, 'template_section', 'template_id', input.templateId);
    });
    return { _id: input.id, templateId: input.templateId, version };
  }

  @HandlesCommand(C.storeSubsection)
  async storeSubsection(input: CommandInput<typeof C.storeSubsection>): Promise<TemplateChange> {
    const id = newId();
    const { version } = await this.store.change(input.templateId, async (m) => {
      await this.store.section(m, input.templateId, input.sectionId);
      const order = await nextOrder(
        m,
        `SELECT count(*)::int AS n FROM template_subsection WHERE section_id = $1`,
        [input.sectionId],
        input.orderNumber,
      );
      await m.query(`UPDATE template_subsection SET order_number = order_number + 1 WHERE section_id = $1 AND order_number >= $2`, [
        input.sectionId,
        order,
      ]);
      await m.query(
        `INSERT INTO template_subsection (id, template_id, section_id, label, code, order_number) VALUES ($1, $2, $3, $4, $5, $6)`,
        [id, input.templateId, input.sectionId, input.label, input.code, order],
      );
    });
    return { _id: id, templateId: input.templateId, version };
  }

  @HandlesCommand(C.updateSubsection)
  async updateSubsection(input: CommandInput<typeof C.updateSubsection>): Promise<TemplateChange> {
    const { version } = await this.store.change(input.templateId, async (m) => {
      await this.store.subsection(m, input.templateId, input.sectionId, input.id);
      await m.query(`UPDATE template_subsection SET label = $2, code = $3 WHERE id = $1`, [input.id, input.label, input.code]);
    });
    return { _id: input.id, templateId: input.templateId, version };
  }

  @HandlesCommand(C.deleteSubsection)
  async deleteSubsection(input: CommandInput<typeof C.deleteSubsection>): Promise<TemplateChange> {
    const { version } = await this.store.change(input.templateId, async (m) => {
      await this.store.subsection(m, input.templateId, input.sectionId, input.id);
      await m.query(`DELETE FROM template_subsection WHERE id = $1`, [input.id]);
      await renumber(m, 'template_subsection', 'section_id', input.sectionId);
    });
    return { _id: input.id, templateId: input.templateId, version };
  }

  /** Sections of the template, or (with sectionId) the sub-sections of one section. */
  @HandlesCommand(C.reorderSections)
  async reorder(input: CommandInput<typeof C.reorderSections>): Promise<TemplateChange> {
    const { version } = await this.store.change(input.templateId, async (m) => {
      if (input.sectionId) {
        await this.store.section(m, input.templateId, input.sectionId);
        await applyOrder(m, 'template_subsection', 'section_id', input.sectionId, input.newOrder);
      } else {
        await applyOrder(m, 'template_section', 'template_id', input.templateId, input.newOrder);
      }
    });
    return { _id: input.sectionId ?? input.templateId, templateId: input.templateId, version };
  }
}

/** The order number of a new item: the one asked for (at most count + 1), else count + 1. */
export async function nextOrder(m: EntityManager, countSql: string, params: unknown[], wanted?: number): Promise<number> {
  const [{ n }]: { n: number }[] = await m.query(countSql, params);
  return wanted === undefined ? n + 1 : Math.min(wanted, n + 1);
}

type OrderedTable = 'template_section' | 'template_subsection' | 'template_bookmark';

/** Gives the items of one parent the order numbers 1..n in their present order (after a delete). */
export async function renumber(m: EntityManager, table: OrderedTable, parentColumn: string, parentId: string, extra = ''): Promise<void> {
  await m.query(
    `UPDATE ${table} t SET order_number = r.n FROM (
       SELECT id, row_number() OVER (ORDER BY order_number, id)::int AS n FROM ${table} WHERE ${parentColumn} = $1 ${extra}
     ) r WHERE t.id = r.id`,
    [parentId],
  );
}

/** Renumbers 1..n in the order given, which must list every item of the parent once (reorder sends new index + 1). */
export async function applyOrder(
  m: EntityManager,
  table: OrderedTable,
  parentColumn: string,
  parentId: string,
  newOrder: string[],
  extra = '',
): Promise<void> {
  const rows: { id: string }[] = await m.query(`SELECT id FROM ${table} WHERE ${parentColumn} = $1 ${extra}`, [parentId]);
  const present = new Set(rows.map((r) => r.id));
  const given = new Set(newOrder);
  if (given.size !== newOrder.length || given.size !== present.size || newOrder.some((id) => !present.has(id))) {
    throw new AppError(ErrorCode.BadInput, 'newOrder must list every item exactly once', true, [
      { path: 'newOrder', message: `must list each of the ${present.size} items exactly once` },
    ]);
  }
  await m.query(`UPDATE ${table} t SET order_number = o.n FROM unnest($1::text[]) WITH ORDINALITY AS o(id, n) WHERE t.id = o.id`, [
    newOrder,
  ]);
}
