/** Requests and answers of the template, bookmark and shared-element calls (spec 02 §7), with their rules (§5). */
import { z } from 'zod';
import { idText } from '../shared/id-text';
import {
  BOOKMARK_ELEMENT_TYPES,
  BOOKMARK_VALUE_TYPES,
  SECTION_TYPES,
  affectsOnSchema,
  type AffectsOn,
  type BookmarkElementType,
  type BookmarkValueType,
  type SectionType,
} from './template-form';

/** Messages of the template screens (spec 02 §5 and §8, with decision 5's spelling fixes). */
export const TemplateMessages = {
  loadFailed: "Couldn't load template",
  downloadFailed: "Couldn't download the file, please try again",
  verifyFields: 'Verify fields',
  categoryFields: 'Please provide a name and type for the new category',
  subcategoryFields: 'Please provide a name and code for the new Sub category',
  invalidValue: 'Invalid value',
  lengthNumeric: 'Field "length" must be a numeric value',
  includeOption: 'Please include at least one option for this bookmark',
  fillAllFields: 'Dear user, please fill all the fields',
  selectBookmark: 'Please select at least one Bookmark',
  bookmarkInUse: (n: number) => `this record cannot be deleted, is being used by (${n}) template(s)`,
  notFound: (what: string) => `The ${what} was not found`,
  shared: 'The elements were shared successfully',
} as const;

export const TEMPLATE_TEXT_MAX = 40;
export const BOOKMARK_SEARCH_MIN = 3;
export const TEMPLATE_LIST_LIMIT = 50;
export const BOOKMARK_PAGE_SIZE = 25;

const id = idText;
const optionalId = z
  .union([id, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v : undefined));
const text40 = z.string().trim().min(1, 'is required').max(TEMPLATE_TEXT_MAX, `must be at most ${TEMPLATE_TEXT_MAX} characters`);
const name = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
const code = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(80, 'must be at most 80 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'may hold only letters, digits, underscore, dot and hyphen');
const count = (max: number, fallback: number) => z.coerce.number({ message: 'must be a number' }).int().min(0).max(max).default(fallback);
/** The web app sends `required` as the text 'true' or 'false' from its selects (spec 02 §5). */
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
/** Length (cond): empty means no limit; otherwise a positive whole number (spec 02 §5 'Field "length" must be a numeric value'). */
const length = z.union([z.number(), z.string(), z.null()]).transform((v, ctx) => {
  if (v === null || (typeof v === 'string' && v.trim() === '')) return null;
  const n = typeof v === 'number' ? v : Number(v.trim());
  if (!Number.isInteger(n) || n < 1 || n > 10_000) {
    ctx.addIssue({ code: 'custom', message: 'must be a numeric value from 1 to 10000' });
    return z.NEVER;
  }
  return n;
});

// Templates

export const templateListRequestSchema = z.object({
  limit: count(200, TEMPLATE_LIST_LIMIT),
  offset: z.coerce.number().int().min(0).default(0),
  name: z.string().trim().max(40).optional(),
});
export const templateStoreSchema = z.object({ name: text40, description: text40 });
export const templateUpdateSchema = z.object({ templateId: id, name: text40, description: text40 });
export const templateIdSchema = z.object({ templateId: id });
export const templateDataRequestSchema = z.object({
  templateId: id,
  /** A past version (the one an audited transaction keeps); the newest when absent. */
  version: z.coerce.number().int().min(1).optional(),
});
export const templateDuplicateSchema = z.object({ templateId: id, name: text40, description: text40 });

export interface TemplateSummary {
  _id: string;
  name: string;
  description: string;
  version: number;
  updatedAt: string;
}

// Sections and sub-sections

export const sectionStoreSchema = z.object({
  templateId: id,
  categoryName: name(100),
  sectionType: z.enum(SECTION_TYPES, { message: 'must be info or code' }),
  orderNumber: z.coerce.number().int().min(1).optional(),
});
export const sectionUpdateSchema = z.object({
  id,
  templateId: id,
  categoryName: name(100),
  sectionType: z.enum(SECTION_TYPES, { message: 'must be info or code' }),
});
export const sectionDeleteSchema = z.object({ id, templateId: id });
export const subsectionStoreSchema = z.object({
  templateId: id,
  sectionId: id,
  label: name(100),
  code: code,
  orderNumber: z.coerce.number().int().min(1).optional(),
});
export const subsectionUpdateSchema = z.object({ id, templateId: id, sectionId: id, label: name(100), code });
export const subsectionDeleteSchema = z.object({ id, templateId: id, sectionId: id });

/** Reorder of sections (no sectionId) or of one section's sub-sections; newOrder lists every id in the new order. */
export const sectionsReorderSchema = z.object({
  templateId: id,
  sectionId: optionalId,
  subsectionId: optionalId,
  newOrder: z.array(id).min(1, 'must list the items in their new order'),
});
/** Reorder of the bookmarks of one section or sub-section. */
export const bookmarksReorderSchema = z.object({
  templateId: id,
  sectionId: id,
  subsectionId: optionalId,
  elementId: optionalId,
  newOrder: z.array(id).min(1, 'must list the bookmarks in their new order'),
});

// Bookmarks placed in a template

export const placementStoreSchema = z
  .object({
    templateId: id,
    /** The section or sub-section the bookmarks go into. */
    id,
    type: z.enum(['section', 'subsection'], { message: 'must be section or subsection' }),
    /** Catalogue bookmark ids, in the order they are added. */
    bookmarks: z.array(id).max(200).default([]),
    /** Shared elements of other templates (placement ids), brought in with their settings. */
    sharedElements: z.array(id).max(200).default([]),
    /** Order number of the first one (count + 1); later ones follow. Defaults to the end. */
    order: z.coerce.number().int().min(1).optional(),
  })
  .refine((v) => v.bookmarks.length + v.sharedElements.length > 0, { path: ['bookmarks'], message: 'must name at least one bookmark' });

export const placementOptionSchema = z.object({
  bookmark: code,
  label: name(100),
  include: z.boolean(),
});

export const placementUpdateSchema = z
  .object({
    id,
    templateId: id,
    sectionId: id,
    subsectionId: optionalId,
    label: name(200).optional(),
    required: flag.optional(),
    length: length.optional(),
    options: z.array(placementOptionSchema).max(100).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.options && v.options.length > 0 && !v.options.some((o) => o.include)) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'must include at least one option' });
    }
  });
export const placementDeleteSchema = z.object({ id, templateId: id, sectionId: id, subsectionId: optionalId });
export const placementConditionsSchema = z.object({
  id,
  templateId: id,
  sectionId: id,
  subsectionId: optionalId,
  conditions: z.array(affectsOnSchema).max(50),
});
export const placementDependencySchema = z.object({
  id,
  templateId: id,
  sectionId: id,
  subsectionId: optionalId,
  affectsOn: affectsOnSchema,
});

// The bookmark catalogue

export const bookmarkOptionSchema = z.object({ bookmark: code, label: name(100) });

export const bookmarkListRequestSchema = z.object({
  limit: count(100, BOOKMARK_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
  q: z.string().trim().max(80).optional(),
});
export const bookmarkSearchSchema = z.object({
  value: z.string().trim().min(BOOKMARK_SEARCH_MIN, `must be at least ${BOOKMARK_SEARCH_MIN} characters`).max(80),
});
export const bookmarkKindSchema = z.object({ type: z.enum(BOOKMARK_ELEMENT_TYPES, { message: 'must be text, checkbox or multiple' }) });
const bookmarkFields = {
  bookmark: code,
  label: name(200),
  valueType: z.enum(BOOKMARK_VALUE_TYPES, { message: `must be one of ${BOOKMARK_VALUE_TYPES.join(', ')}` }).optional(),
  symbol: z.string().trim().max(5, 'must be at most 5 characters').default(''),
  required: flag.default(false),
  options: z.array(bookmarkOptionSchema).max(100).default([]),
};
function checkKind(v: { type: BookmarkElementType; options: unknown[] }, ctx: z.RefinementCtx): void {
  if (v.type !== 'text' && v.options.length === 0)
    ctx.addIssue({ code: 'custom', path: ['options'], message: 'must hold at least one option' });
  if (v.type === 'text' && v.options.length > 0)
    ctx.addIssue({ code: 'custom', path: ['options'], message: 'a text bookmark has no options' });
}
export const bookmarkStoreSchema = z.object({ ...bookmarkKindSchema.shape, ...bookmarkFields }).superRefine(checkKind);
export const bookmarkUpdateSchema = z.object({ id, ...bookmarkKindSchema.shape, ...bookmarkFields }).superRefine(checkKind);
export const bookmarkIdSchema = z.object({ id });

export const personalizeSchema = z.object({
  templateId: id,
  /** The placement (a bookmark inside the template). */
  id,
  type: z.enum(BOOKMARK_ELEMENT_TYPES),
  bookmarkId: id.optional(),
});
export const affectsOnRequestSchema = z.object({ templateId: id, bookmarkId: id, sectionId: optionalId, subsectionId: optionalId });
export const templatesNoInputSchema = z.object({});

export interface CatalogueBookmark {
  _id: string;
  bookmark: string;
  label: string;
  elementType: BookmarkElementType;
  type: BookmarkValueType;
  symbol: string;
  required: boolean;
  options: { bookmark: string; label: string; type: 'boolean' }[];
  /** Names of the templates using it. */
  usedBy: string[];
}

export interface BookmarkPage {
  records: CatalogueBookmark[];
  recordsQty: number;
}

export interface BookmarkSearchHit {
  _id: string;
  label: string;
  bookmark: string;
  elementType: BookmarkElementType;
  options: { bookmark: string; label: string }[];
}

/** One field of the per-kind bookmark form (`GET /api/bks/form/{type}`) or of the settings modal. */
export interface SettingField {
  parameter: string;
  label: string;
  /** Input kind: free text, a number, or a choice among items. */
  input: 'text' | 'number' | 'select';
  value: string;
  items: { value: string; label: string }[];
  required: boolean;
}

export interface BookmarkForm {
  type: BookmarkElementType;
  fields: SettingField[];
  /** Whether the kind takes options (checkbox, multiple). */
  hasOptions: boolean;
}

export interface BookmarkInUse {
  inUse: boolean;
  count: number;
  templates: string[];
}

/** `POST /api/bks/personalize/{type}`: what the bookmark settings modal shows (tabs General, Actions, Other fields). */
export interface PlacementSettings {
  _id: string;
  bookmarkId: string;
  type: BookmarkElementType;
  general: SettingField[];
  options: { id: string; label: string; include: boolean }[];
  conditions: AffectsOn[];
}

export interface Choice {
  value: string;
  label: string;
}

/** `POST /api/bks/get/affectsOn`: what a bookmark's conditions may act on. */
export interface AffectTargets {
  bookmarks: { bookmark: string; label: string; sectionName: string }[];
  options: { bookmark: string; label: string; of: string }[];
}

// Shared elements

export const sharedElementsGetSchema = z.object({ templateId: optionalId });
export const sharedElementsSaveSchema = z.object({
  templateId: id,
  elements: z.array(id).min(1, 'must hold at least one element').max(500),
});
export interface SharedElement {
  /** The placement id. */
  _id: string;
  bookmark: string;
  label: string;
  categoryName: string;
}
export interface SharedElements {
  templateId: string;
  templateName: string;
  elements: SharedElement[];
}

export type { SectionType };

// Documents

/** A small generated document travelling in the answer (a template .docx is tens of kilobytes). */
export interface DocumentFile {
  fileName: string;
  contentType: string;
  /** The bytes, base64. */
  base64: string;
}
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * `POST /api/tmp/merge` and `POST /api/tmp/drive/upload` (spec 01 §7) name only the transaction
 * (`dataId`): its values, form and practice come from the verification service, never from the
 * caller, so a document always holds what the transaction holds.
 */
export const mergeSchema = z.object({ dataId: id, clientId: optionalId });
export const driveUploadSchema = z.object({ dataId: id, clientId: optionalId });
export const mergedDownloadSchema = z.object({ id });
export interface MergedDocument {
  dataId: string;
  practiceId: string;
  fileName: string;
  size: number;
  templateId: string;
  version: number;
}

/** Update PMS: the merged document as stored in the practice's document storage. */
export interface PmsUpdate extends MergedDocument {
  objectKey: string;
}

/** Messages of Download template and Update PMS (spec 01 §8). */
export const DocumentMessages = {
  noDataToDownload: 'No data to download',
  downloadFailed: 'An error occurred while trying download the file, please try again.',
  pmsUpdated: 'Success / PMS Update Correctly',
  pmsFailed: 'An error occurred during the update, please try again later.',
  noDataForPms: 'Dear user, this transaction has no verification data to send to the PMS yet.',
} as const;
