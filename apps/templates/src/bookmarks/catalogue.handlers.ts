import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  AppError,
  CONDITION_ACTIONS,
  ErrorCode,
  TemplateMessages,
  TemplatesCommands as C,
  newId,
  type AffectTargets,
  type BookmarkElementType,
  type BookmarkForm,
  type BookmarkInUse,
  type BookmarkPage,
  type BookmarkSearchHit,
  type BookmarkValueType,
  type CatalogueBookmark,
  type Choice,
  type CommandInput,
  type PlacementSettings,
  type SettingField,
} from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { TemplateStore, notFound } from '../templates/template-store';

interface BookmarkRow {
  id: string;
  code: string;
  label: string;
  element_type: BookmarkElementType;
  value_type: BookmarkValueType;
  symbol: string;
  required: boolean;
  options: { bookmark: string; label: string }[];
  used_by: string[] | null;
}

const COLUMNS = `b.id, b.code, b.label, b.element_type, b.value_type, b.symbol, b.required, b.options,
  (SELECT array_agg(t.name ORDER BY t.name) FROM template_bookmark tb JOIN template t ON t.id = tb.template_id WHERE tb.bookmark_id = b.id) AS used_by`;

const toBookmark = (r: BookmarkRow): CatalogueBookmark => ({
  _id: r.id,
  bookmark: r.code,
  label: r.label,
  elementType: r.element_type,
  type: r.value_type,
  symbol: r.symbol,
  required: r.required,
  options: r.options.map((o) => ({ ...o, type: 'boolean' as const })),
  usedBy: r.used_by ?? [],
});

const VALUE_TYPE_ITEMS = [
  { value: 'string', label: 'Text' },
  { value: 'number', label: 'Number' },
  { value: 'date', label: 'Date' },
];
const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

/** The fields of the new-bookmark form per kind; 'required' is not asked for the text kind (spec 02 §5). */
export function bookmarkForm(type: BookmarkElementType): BookmarkForm {
  const field = (
    parameter: string,
    label: string,
    input: SettingField['input'],
    items: SettingField['items'] = [],
    required = true,
  ): SettingField => ({
    parameter,
    label,
    input,
    value: '',
    items,
    required,
  });
  const fields = [field('bookmark', 'Bookmark', 'text'), field('label', 'Label', 'text')];
  if (type === 'text') fields.push(field('valueType', 'Type', 'select', VALUE_TYPE_ITEMS), field('symbol', 'Symbol', 'text', [], false));
  else fields.push(field('required', 'Required', 'select', YES_NO));
  return { type, fields, hasOptions: type !== 'text' };
}

/** The bookmark catalogue, and the lists the editor's pickers read. */
@Injectable()
export class CatalogueHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: TemplateStore,
  ) {}

  @HandlesCommand(C.listBookmarks)
  async list(input: CommandInput<typeof C.listBookmarks>): Promise<BookmarkPage> {
    const filter = input.q ? `WHERE b.code ILIKE $1 OR b.label ILIKE $1` : `WHERE $1::text IS NULL`;
    const pattern = input.q ? `%${escapeLike(input.q)}%` : null;
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<BookmarkRow[]>(`SELECT ${COLUMNS} FROM bookmark b ${filter} ORDER BY lower(b.code), b.id LIMIT $2 OFFSET $3`, [
        pattern,
        input.limit,
        input.offset,
      ]),
      this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM bookmark b ${filter}`, [pattern]),
    ]);
    return { records: rows.map(toBookmark), recordsQty: total };
  }

  @HandlesCommand(C.getBookmark)
  async get(input: CommandInput<typeof C.getBookmark>): Promise<CatalogueBookmark> {
    const [row] = await this.dataSource.query<BookmarkRow[]>(`SELECT ${COLUMNS} FROM bookmark b WHERE b.id = $1`, [input.id]);
    if (!row) throw notFound('Bookmark');
    return toBookmark(row);
  }

  @HandlesCommand(C.searchBookmarks)
  async search(input: CommandInput<typeof C.searchBookmarks>): Promise<BookmarkSearchHit[]> {
    const rows: BookmarkRow[] = await this.dataSource.query(
      `SELECT b.id, b.code, b.label, b.element_type, b.options FROM bookmark b WHERE b.code ILIKE $1 OR b.label ILIKE $1 ORDER BY lower(b.code) LIMIT 50`,
      [`%${escapeLike(input.value)}%`],
    );
    return rows.map((r) => ({ _id: r.id, bookmark: r.code, label: r.label, elementType: r.element_type, options: r.options }));
  }

  @HandlesCommand(C.bookmarkForm)
  form(input: CommandInput<typeof C.bookmarkForm>): BookmarkForm {
    return bookmarkForm(input.type);
  }

  @HandlesCommand(C.sectionTypes)
  sectionTypes(): Choice[] {
    return [
      { value: 'info', label: 'Info' },
      { value: 'code', label: 'Code' },
    ];
  }

  @HandlesCommand(C.storeBookmark)
  async storeBookmark(input: CommandInput<typeof C.storeBookmark>): Promise<CatalogueBookmark> {
    const id = newId();
    await this.write(input, () =>
      this.dataSource.query(
        `INSERT INTO bookmark (id, code, label, element_type, value_type, symbol, required, options) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [id, input.bookmark, input.label, input.type, valueTypeOf(input), input.symbol, input.required, JSON.stringify(input.options)],
      ),
    );
    return this.one(id);
  }

  /**
   * A catalogue change reaches the templates using the bookmark (its code, label, kind and options
   * show in their forms), so each of them gets a new version.
   */
  @HandlesCommand(C.updateBookmark)
  async updateBookmark(input: CommandInput<typeof C.updateBookmark>): Promise<CatalogueBookmark> {
    await this.one(input.id);
    await this.write(input, () =>
      this.dataSource.transaction(async (m) => {
        await m.query(
          `UPDATE bookmark SET code = $2, label = $3, element_type = $4, value_type = $5, symbol = $6, required = $7, options = $8, updated_at = now() WHERE id = $1`,
          [
            input.id,
            input.bookmark,
            input.label,
            input.type,
            valueTypeOf(input),
            input.symbol,
            input.required,
            JSON.stringify(input.options),
          ],
        );
        // Placements keep their include flags for options that still exist, and include new ones.
        await m.query(
          `UPDATE template_bookmark tb SET options = (
             SELECT coalesce(jsonb_agg(jsonb_build_object('bookmark', o->>'bookmark', 'label', o->>'label',
               'include', coalesce((SELECT (p->>'include')::boolean FROM jsonb_array_elements(tb.options) p WHERE p->>'bookmark' = o->>'bookmark'), true))), '[]')
             FROM jsonb_array_elements($2::jsonb) o)
           WHERE tb.bookmark_id = $1`,
          [input.id, JSON.stringify(input.options)],
        );
        const templates: { template_id: string }[] = await m.query(
          `SELECT DISTINCT template_id FROM template_bookmark WHERE bookmark_id = $1 ORDER BY 1`,
          [input.id],
        );
        for (const t of templates) {
          await this.store.lock(m, t.template_id);
          await this.store.publish(m, t.template_id, 'updated');
        }
      }),
    );
    return this.one(input.id);
  }

  @HandlesCommand(C.deleteBookmark)
  async deleteBookmark(input: CommandInput<typeof C.deleteBookmark>): Promise<{ _id: string }> {
    const usage = await this.inUse(input);
    if (usage.inUse) throw new AppError(ErrorCode.Conflict, TemplateMessages.bookmarkInUse(usage.count));
    // For DELETE the driver answers [rows, affected].
    const [, removed]: [unknown[], number] = await this.dataSource.query(`DELETE FROM bookmark WHERE id = $1`, [input.id]);
    if (removed === 0) throw notFound('bookmark');
    return { _id: input.id };
  }

  @HandlesCommand(C.bookmarkInUse)
  async inUse(input: { id: string }): Promise<BookmarkInUse> {
    const rows: { name: string }[] = await this.dataSource.query(
      `SELECT DISTINCT t.name FROM template_bookmark tb JOIN template t ON t.id = tb.template_id WHERE tb.bookmark_id = $1 ORDER BY t.name`,
      [input.id],
    );
    return { inUse: rows.length > 0, count: rows.length, templates: rows.map((r) => r.name) };
  }

  @HandlesCommand(C.personalize)
  async personalize(input: CommandInput<typeof C.personalize>): Promise<PlacementSettings> {
    const p = await this.store.placement(this.dataSource.manager, input.templateId, input.id);
    const general: SettingField[] = [
      { parameter: 'label', label: 'Label', input: 'text', value: p.label ?? p.catalogue_label, items: [], required: true },
      { parameter: 'required', label: 'Required', input: 'select', value: String(p.required), items: YES_NO, required: true },
    ];
    if (p.element_type === 'text') {
      general.push({
        parameter: 'length',
        label: 'Length',
        input: 'number',
        value: p.max_length === null ? '' : String(p.max_length),
        items: [],
        required: false,
      });
    }
    return {
      _id: p.id,
      bookmarkId: p.bookmark_id,
      type: p.element_type,
      general,
      options: p.options.map((o) => ({ id: o.bookmark, label: o.label, include: o.include })),
      conditions: p.affects_on,
    };
  }

  @HandlesCommand(C.conditionActions)
  actions(): Choice[] {
    return CONDITION_ACTIONS.map((a) => ({ value: a, label: a[0].toUpperCase() + a.slice(1) }));
  }

  @HandlesCommand(C.affectTypes)
  affectTypes(): Choice[] {
    return [
      { value: 'bookmark', label: 'Bookmarks' },
      { value: 'option', label: 'Options' },
    ];
  }

  /** Every other bookmark of the template, and every option of them, that a condition of this bookmark may act on. */
  @HandlesCommand(C.affectTargets)
  async affectTargets(input: CommandInput<typeof C.affectTargets>): Promise<AffectTargets> {
    const rows: {
      id: string;
      code: string;
      label: string;
      options: { bookmark: string; label: string; include: boolean }[];
      category_name: string;
    }[] = await this.dataSource.query(
      `SELECT tb.id, b.code, coalesce(tb.label, b.label) AS label, tb.options, s.category_name
         FROM template_bookmark tb JOIN bookmark b ON b.id = tb.bookmark_id JOIN template_section s ON s.id = tb.section_id
         WHERE tb.template_id = $1 ORDER BY s.order_number, tb.order_number`,
      [input.templateId],
    );
    if (!rows.some((r) => r.id === input.bookmarkId)) throw notFound('bookmark');
    const others = rows.filter((r) => r.id !== input.bookmarkId);
    return {
      bookmarks: others.map((r) => ({ bookmark: r.code, label: r.label, sectionName: r.category_name })),
      options: others.flatMap((r) =>
        r.options.filter((o) => o.include).map((o) => ({ bookmark: o.bookmark, label: o.label, of: r.label })),
      ),
    };
  }

  private async one(id: string): Promise<CatalogueBookmark> {
    const rows: BookmarkRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM bookmark b WHERE b.id = $1`, [id]);
    if (!rows[0]) throw notFound('bookmark');
    return toBookmark(rows[0]);
  }

  /** A second bookmark with the same code is refused naming the field, not as a database failure. */
  private async write(input: { bookmark: string }, run: () => Promise<unknown>): Promise<void> {
    try {
      await run();
    } catch (error) {
      if ((error as { constraint?: string }).constraint === 'bookmark_code') {
        const message = `${input.bookmark} is already the code of another bookmark`;
        throw new AppError(ErrorCode.Conflict, `bookmark ${message}`, true, [{ path: 'bookmark', message }]);
      }
      throw error;
    }
  }
}

function valueTypeOf(input: { type: BookmarkElementType; valueType?: BookmarkValueType }): BookmarkValueType {
  return input.type === 'text' ? (input.valueType ?? 'string') : 'object';
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
