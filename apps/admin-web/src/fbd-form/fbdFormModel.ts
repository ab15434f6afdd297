/**
 * What the FBD form shows for a template's elements and the values entered so far (spec 01 §2-§5):
 * one tab per section with the count of required fields still empty, sub-sections as accordions,
 * the conditional rules applied (hidden fields and options leave the form, disabled ones stay greyed)
 * and the input rules. Pure, so the transaction's FBD tab and the template editor's Preview, which
 * both render through FbdForm, are checked by unit tests.
 */
import { formFields, formState, isEmptyValue, type FieldKind, type FormField, type FormSection, type FormValues } from '@dental/contracts';

export interface OptionView {
  value: string;
  label: string;
  disabled: boolean;
}

export interface FieldView {
  id: string;
  bookmark: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  maxLength: number | null;
  symbol: string;
  disabled: boolean;
  /** Required, visible, enabled and empty: drawn with a highlighted border and counted in the tab badge. */
  missing: boolean;
  options: OptionView[];
  value: string | string[];
}

export type BlockView =
  { kind: 'fields'; fields: FieldView[] } | { kind: 'accordion'; id: string; title: string; code: string; fields: FieldView[] };

export interface TabView {
  id: string;
  title: string;
  /** Required fields still empty; the tab shows a check mark at 0. */
  missing: number;
  blocks: BlockView[];
}

export interface FbdFormView {
  tabs: TabView[];
  missing: number;
}

/** The values the form shows: what each element carries (a transaction's saved values), overridden by the edits in `values`. */
export function effectiveValues(elements: readonly FormSection[], values: FormValues): FormValues {
  const carried: FormValues = {};
  for (const { field } of formFields({ content: [...elements] })) {
    if (!isEmptyValue(field.value)) carried[field.bookmark] = field.value;
  }
  return { ...carried, ...values };
}

export function fbdFormView(elements: readonly FormSection[], edits: FormValues): FbdFormView {
  const content = [...elements];
  const values = effectiveValues(content, edits);
  const state = formState({ content }, values);
  const fieldView = (f: FormField): FieldView | null => {
    const s = state.fields[f.bookmark];
    if (s.hidden) return null;
    return {
      id: f._id,
      bookmark: f.bookmark,
      label: f.label,
      kind: f.type,
      required: f.required,
      maxLength: f.cond,
      symbol: f.symbol,
      disabled: s.disabled,
      missing: s.missing,
      options: f.options
        .filter((o) => !state.options[o.bookmark]?.hidden)
        .map((o) => ({ value: o.value, label: o.label, disabled: state.options[o.bookmark]?.disabled ?? false })),
      value: values[f.bookmark] ?? (f.type === 'checkbox_multiobject' ? [] : ''),
    };
  };
  const visible = (fields: FormField[]) => fields.map(fieldView).filter((f): f is FieldView => f !== null);
  const tabs = content.map((section): TabView => {
    const blocks: BlockView[] = [];
    let loose: FormField[] = [];
    const flush = () => {
      if (loose.length > 0) blocks.push({ kind: 'fields', fields: visible(loose) });
      loose = [];
    };
    for (const item of section.items) {
      if (item.type === 'subsection') {
        flush();
        blocks.push({ kind: 'accordion', id: item._id, title: item.label, code: item.code, fields: visible(item.items) });
      } else loose.push(item);
    }
    flush();
    return { id: section._id, title: section.categoryName, missing: state.missingBySection[section._id] ?? 0, blocks };
  });
  return { tabs, missing: state.missing };
}

export const FormMessages = {
  invalidText: '*Invalid text',
  invalidNumber: '*Invalid number',
  invalidDate: 'i.e. 12/31/2021',
  invalidForm: 'Oops... There are fields with invalid data.',
  noData: 'No data found',
} as const;

const TEXT = /^[\p{L}\p{N}\s.,;:'"()/#&%$@!?+*_-]*$/u;
const NUMBER = /^[0-9.,$]*$/;
const DATE = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/;

/** The input rules of spec 01 §5, checked on blur: the message to show, or undefined when the value is fine. */
export function fieldProblem(field: Pick<FieldView, 'kind' | 'maxLength'>, value: string): string | undefined {
  if (value === '') return undefined;
  if (field.maxLength !== null && value.length > field.maxLength) return `Maximum ${field.maxLength} characters`;
  if (field.kind === 'text_number') return NUMBER.test(value) ? undefined : FormMessages.invalidNumber;
  if (field.kind === 'text_date') {
    const m = DATE.exec(value);
    if (!m) return FormMessages.invalidDate;
    const [mm, dd, yyyy] = value.split('/').map(Number);
    const d = new Date(Date.UTC(yyyy, mm - 1, dd));
    return d.getUTCMonth() === mm - 1 && d.getUTCDate() === dd ? undefined : FormMessages.invalidDate;
  }
  if (field.kind === 'text_string') return TEXT.test(value) ? undefined : FormMessages.invalidText;
  return undefined;
}

/** The value after a click on an option: one choice for checkbox_object (a second click clears it), a set for checkbox_multiobject. */
export function toggledValue(field: Pick<FieldView, 'kind' | 'value'>, option: string): string | string[] {
  if (field.kind === 'checkbox_multiobject') {
    const chosen = Array.isArray(field.value) ? field.value : [];
    return chosen.includes(option) ? chosen.filter((v) => v !== option) : [...chosen, option];
  }
  return field.value === option ? '' : option;
}
