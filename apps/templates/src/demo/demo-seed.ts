/**
 * Writes the demo bookmark catalogue and templates. Every row has a fixed id and is inserted only when
 * absent, so a second run changes nothing, and a template someone edited in the demo keeps the edits.
 * A demo template that already exists has its newest version announced again, so the services that
 * keep a copy of the forms get it even when they missed it (the local Kafka keeps nothing between runs).
 */
import type { DataSource } from 'typeorm';
import { idFrom } from '@dental/contracts';
import { OutboxWriter } from '@dental/messaging';
import { TemplateStore } from '../templates/template-store';
import { DEMO_BOOKMARKS, DEMO_TEMPLATE_CONTENT, type DemoPlacement } from './demo-templates';

const EPOCH = 1_767_225_600;

export interface SeedReport {
  bookmarks: number;
  templatesCreated: number;
  templates: number;
}

export async function seedDemoTemplates(dataSource: DataSource): Promise<SeedReport> {
  const store = new TemplateStore(dataSource, new OutboxWriter());
  return dataSource.transaction(async (m) => {
    let bookmarks = 0;
    for (const b of DEMO_BOOKMARKS) {
      const inserted: unknown[] = await m.query(
        `INSERT INTO bookmark (id, code, label, element_type, value_type, symbol, options) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT DO NOTHING RETURNING id`,
        [b._id, b.code, b.label, b.elementType, b.valueType, b.symbol, JSON.stringify(b.options)],
      );
      bookmarks += inserted.length;
    }
    let templatesCreated = 0;
    for (const [t, template] of DEMO_TEMPLATE_CONTENT.entries()) {
      const inserted: unknown[] = await m.query(
        `INSERT INTO template (id, name, description) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING id`,
        [template._id, template.name, template.description],
      );
      if (inserted.length === 0) {
        await store.announce(m, template._id);
        continue;
      }
      templatesCreated++;
      let serial = 0;
      const nextId = () => idFrom(EPOCH, 0x100000 * (t + 1) + ++serial);
      const place = async (sectionId: string, subsectionId: string | null, placements: DemoPlacement[]) => {
        for (const [i, p] of placements.entries()) {
          const b = DEMO_BOOKMARKS.find((x) => x.code === p.code);
          if (!b) throw new Error(`demo template ${template.name} names an unknown bookmark ${p.code}`);
          await m.query(
            `INSERT INTO template_bookmark (id, template_id, section_id, subsection_id, bookmark_id, order_number, required, max_length, options, affects_on)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
            [
              nextId(),
              template._id,
              sectionId,
              subsectionId,
              b._id,
              i + 1,
              p.required ?? false,
              p.length ?? null,
              JSON.stringify(b.options.map((o) => ({ ...o, include: true }))),
              JSON.stringify(p.affectsOn ?? []),
            ],
          );
        }
      };
      for (const [s, section] of template.sections.entries()) {
        const sectionId = nextId();
        await m.query(
          `INSERT INTO template_section (id, template_id, category_name, section_type, order_number) VALUES ($1, $2, $3, $4, $5)`,
          [sectionId, template._id, section.categoryName, section.type, s + 1],
        );
        await place(sectionId, null, section.bookmarks);
        for (const [u, sub] of section.subsections.entries()) {
          const subsectionId = nextId();
          await m.query(
            `INSERT INTO template_subsection (id, template_id, section_id, label, code, order_number) VALUES ($1, $2, $3, $4, $5, $6)`,
            [subsectionId, template._id, sectionId, sub.label, sub.code, u + 1],
          );
          await place(sectionId, subsectionId, sub.bookmarks);
        }
      }
      await store.publish(m, template._id, 'created');
    }
    return { bookmarks, templatesCreated, templates: DEMO_TEMPLATE_CONTENT.length };
  });
}
