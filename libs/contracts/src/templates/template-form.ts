/**
 * The verification form a template describes (spec 01 §3 "Dynamic form element", spec 02 §3
 * "Template"): what `GET /api/tmp/data/{templateId}` answers, what the FBD tab and the editor's
 * Preview render, and the one implementation of the conditional rules (`affectsOn`) and the
 * required-field count, so the web app and the verification service cannot disagree on them.
 */
import { z } from 'zod';

export const SECTION_TYPES = ['info', 'code'] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

export const BOOKMARK_ELEMENT_TYPES = ['text', 'checkbox', 'multiple'] as const;
export type BookmarkElementType = (typeof BOOKMARK_ELEMENT_TYPES)[number];

/** Value types of a bookmark (spec 02 §9): what a text bookmark holds; checkbox kinds hold an object. */
export const BOOKMARK_VALUE_TYPES = ['string', 'number', 'date', 'object'] as const;
export type BookmarkValueType = (typeof BOOKMARK_VALUE_TYPES)[number];

export const CONDITION_ACTIONS = ['hide', 'show', 'enable', 'disable'] as const;
export type ConditionAction = (typeof CONDITION_ACTIONS)[number];

/** What a condition acts on: whole bookmarks, or options of a checkbox or multiple bookmark. */
export const AFFECT_TYPES = ['bookmark', 'option'] as const;
export type AffectType = (typeof AFFECT_TYPES)[number];

export const FIELD_KINDS = ['text_string', 'text_date', 'text_number', 'checkbox_object', 'checkbox_multiobject'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

const code = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(80, 'must be at most 80 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'may hold only letters, digits, underscore, dot and hyphen');

/** One condition (spec 02 §3 AffectsOn): when this bookmark's value contains the trigger, act on the destinations. */
export const affectsOnSchema = z.object({
  actions: z
    .array(z.enum(CONDITION_ACTIONS, { message: `must be one of ${CONDITION_ACTIONS.join(', ')}` }))
    .length(1, 'must hold one action'),
  whenValueContains: z.array(z.string().trim().min(1, 'is required').max(100)).length(1, 'must hold one trigger value'),
  affectType: z.enum(AFFECT_TYPES).default('bookmark'),
  /** Bookmark codes (affectType bookmark) or option codes (affectType option). */
  destination: z.array(code).min(1, 'must name at least one bookmark or option').max(100),
});
export type AffectsOn = z.output<typeof affectsOnSchema>;

export interface FormOption {
  /** The option's own code; a condition names it in `destination`. */
  bookmark: string;
  label: string;
  /** What the field holds when this option is chosen (its code). */
  value: string;
}

export interface FormField {
  _id: string;
  type: FieldKind;
  elementType: BookmarkElementType;
  bookmark: string;
  label: string;
  required: boolean;
  /** Maximum length of a text value; null: no limit. */
  cond: number | null;
  symbol: string;
  options: FormOption[];
  affectsOn: AffectsOn[];
  /** Empty in a template; the verification service fills it from a transaction. */
  value: string | string[];
}

export interface FormSubsection {
  _id: string;
  type: 'subsection';
  label: string;
  code: string;
  items: FormField[];
}

export interface FormSection {
  _id: string;
  type: 'section_info' | 'section_code';
  categoryName: string;
  items: (FormField | FormSubsection)[];
}

/** `GET /api/tmp/data/{templateId}`: a template as the form staff fill in. */
export interface TemplateForm {
  _id: string;
  name: string;
  description: string;
  /** Grows by one with every change; audited transactions keep the version they were audited with. */
  version: number;
  content: FormSection[];
}

export type FormValues = Record<string, string | string[] | undefined>;

export function fieldKind(elementType: BookmarkElementType, valueType: BookmarkValueType): FieldKind {
  if (elementType === 'checkbox') return 'checkbox_object';
  if (elementType === 'multiple') return 'checkbox_multiobject';
  if (valueType === 'date') return 'text_date';
  if (valueType === 'number') return 'text_number';
  return 'text_string';
}

/** Every field of a form, in order, with the section (and sub-section) it sits in. */
export function formFields(form: Pick<TemplateForm, 'content'>): { field: FormField; section: FormSection; subsection?: FormSubsection }[] {
  const out: { field: FormField; section: FormSection; subsection?: FormSubsection }[] = [];
  for (const section of form.content) {
    for (const item of section.items) {
      if (item.type === 'subsection') for (const field of item.items) out.push({ field, section, subsection: item });
      else out.push({ field: item, section });
    }
  }
  return out;
}

export function isEmptyValue(value: string | string[] | undefined): boolean {
  if (value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  const text = value.trim();
  return text === '' || text.toUpperCase() === 'EMPTY';
}

function triggered(value: string | string[] | undefined, field: FormField, trigger: string): boolean {
  if (value === undefined) return false;
  const wanted = trigger.trim().toLowerCase();
  const chosen = Array.isArray(value) ? value : [value];
  // A checkbox value is an option code; its label may be what the rule names (Yes, No).
  const words = chosen.flatMap((v) => [v, field.options.find((o) => o.value === v)?.label ?? '']);
  return words.some((w) => w.toLowerCase().includes(wanted));
}

export interface ElementState {
  hidden: boolean;
  disabled: boolean;
}

export interface FormState {
  /** By bookmark code. */
  fields: Record<string, ElementState & { missing: boolean }>;
  /** By option code. */
  options: Record<string, ElementState>;
  /** Required fields still empty, per section id (the tab badge). */
  missingBySection: Record<string, number>;
  missing: number;
  /** Required fields that count (visible and enabled). */
  required: number;
}

/**
 * Applies every condition of the form to the values (spec 01 §4 "Conditional form fields"):
 * `hide` hides the destinations while the trigger is present, `show` hides them until it is,
 * `disable` and `enable` likewise for editing. A hidden or disabled required field cannot be filled,
 * so it is not counted as missing.
 */
export function formState(form: Pick<TemplateForm, 'content'>, values: FormValues): FormState {
  const all = formFields(form);
  const fields: FormState['fields'] = {};
  const options: FormState['options'] = {};
  for (const { field } of all) {
    fields[field.bookmark] = { hidden: false, disabled: false, missing: false };
    for (const o of field.options) options[o.bookmark] = { hidden: false, disabled: false };
  }
  for (const { field } of all) {
    for (const rule of field.affectsOn) {
      const on = triggered(values[field.bookmark], field, rule.whenValueContains[0]);
      const action = rule.actions[0];
      const targets = rule.affectType === 'option' ? options : fields;
      for (const destination of rule.destination) {
        const target = targets[destination];
        if (!target) continue;
        if (action === 'hide' && on) target.hidden = true;
        if (action === 'show' && !on) target.hidden = true;
        if (action === 'disable' && on) target.disabled = true;
        if (action === 'enable' && !on) target.disabled = true;
      }
    }
  }
  const missingBySection: Record<string, number> = {};
  let missing = 0;
  let required = 0;
  for (const { field, section } of all) {
    missingBySection[section._id] ??= 0;
    const state = fields[field.bookmark];
    if (!field.required || state.hidden || state.disabled) continue;
    required++;
    if (isEmptyValue(values[field.bookmark])) {
      state.missing = true;
      missing++;
      missingBySection[section._id]++;
    }
  }
  return { fields, options, missingBySection, missing, required };
}
