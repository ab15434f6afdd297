/** Client-side rules of the template screens (spec 02 §5), checked before anything is sent. */
import { TEMPLATE_TEXT_MAX, TemplateMessages } from '@dental/contracts';

/** Name and description: required, at most 40 characters each. */
export function templateTextProblems(values: { name: string; description: string }): Partial<Record<'name' | 'description', string>> {
  const problems: Partial<Record<'name' | 'description', string>> = {};
  for (const field of ['name', 'description'] as const) {
    const text = values[field].trim();
    if (text === '') problems[field] = 'Required';
    else if (text.length > TEMPLATE_TEXT_MAX) problems[field] = `At most ${TEMPLATE_TEXT_MAX} characters`;
  }
  return problems;
}

/** Category and sub-category forms: both fields required ('Verify fields'). */
export function sectionProblem(kind: 'category' | 'subcategory', first: string, second: string): string | undefined {
  if (first.trim() !== '' && second.trim() !== '') return undefined;
  return kind === 'category' ? TemplateMessages.categoryFields : TemplateMessages.subcategoryFields;
}

/** The bookmark settings' length: empty (no limit) or a whole number. */
export function lengthProblem(length: string): string | undefined {
  const text = length.trim();
  return text === '' || /^\d+$/.test(text) ? undefined : TemplateMessages.lengthNumeric;
}

/** New order numbers after moving one item (reorder sends new index + 1; here the whole list is sent). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** The same rules as a react-admin form's `validate` (an emptied field is null there). */
export function validateTemplateTextValues(values: Record<string, unknown>) {
  return templateTextProblems({ name: String(values.name ?? ''), description: String(values.description ?? '') });
}
