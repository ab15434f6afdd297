/**
 * A form's errors as react-admin takes them from a form-level `validate`: nested by field path, the
 * first message of each field. The messages are the contract schema's own, so the form says what the
 * server would say.
 */
import type { ZodType } from 'zod';
import { emptyAsText } from './formValues';

export interface FieldIssue {
  path: readonly (string | number)[];
  message: string;
}

export type FormErrors = { [field: string]: string | FormErrors };

export function formErrors(issues: readonly FieldIssue[], fieldOf: (path: string) => string = (path) => path): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const path = fieldOf(issue.path.join('.')).split('.');
    let at = errors;
    for (const part of path.slice(0, -1)) {
      const next = at[part];
      if (typeof next === 'string') break;
      at = at[part] = next ?? {};
    }
    const last = path[path.length - 1];
    if (at[last] === undefined) at[last] = issue.message;
  }
  return errors;
}

/** A form-level `validate` that checks the form's values with a contract schema. */
export function checkedBy(schema: ZodType, fieldOf?: (path: string) => string) {
  return (values: object): FormErrors => {
    const checked = schema.safeParse(emptyAsText(values));
    return checked.success ? {} : formErrors(checked.error.issues, fieldOf);
  };
}
