import type { BookmarkForm } from '@dental/contracts';

/** True when a required field of the per-kind form, or an option, is empty (spec 02 §5 'please fill all the fields'). */
export function bookmarkFormProblem(
  form: BookmarkForm,
  values: Record<string, string>,
  options: { bookmark: string; label: string }[],
): boolean {
  if (form.fields.some((f) => f.required && (values[f.parameter] ?? '').trim() === '')) return true;
  if (form.hasOptions && (options.length === 0 || options.some((o) => o.bookmark.trim() === '' || o.label.trim() === ''))) return true;
  return false;
}
