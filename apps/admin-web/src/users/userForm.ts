/**
 * The user form's values, the request they become and the rules they are checked by (spec 02 §3,
 * §5). The rules are the contract's request schema, the one the auth service applies, so each field
 * shows the server's message before anything is sent; only the password confirmation, which never
 * travels, is checked here alone.
 */
import { AdminMessages, saveUserSchema, type UserForm } from '@dental/contracts';
import { formErrors, type FormErrors } from '../shared/formErrors';
import { emptyAsText } from '../shared/formValues';

/** The record the form edits: the user as `POST /api/v2/users/search/id` answers it, plus the create-only password fields. */
export type UserFormValues = Omit<UserForm, '_id' | 'clientId'> & {
  clientId?: string;
  createPassword?: boolean;
  password?: string;
  confirmPassword?: string;
};

export const NEW_USER: UserFormValues = {
  firstName: '',
  lastName: '',
  user: '',
  phone: '',
  defaultPath: '',
  permission: { permission: [], practice: [] },
  setting: { canUseMultiPractice: false, forcePinEmail: false },
  createPassword: false,
  password: '',
  confirmPassword: '',
};

/**
 * The save and update request: email copied from user; the password only with "Create Password?";
 * confirmPassword and createPassword never. `practiceId` names the practice whose client a new user joins.
 */
export function userRequest(values: UserFormValues, practiceId: string, id?: string) {
  const { firstName, lastName, user, phone, defaultPath, setting, createPassword, password } = values;
  return {
    payload: {
      ...(id ? { _id: id } : {}),
      firstName,
      lastName,
      user,
      email: user,
      phone,
      defaultPath,
      canUseMultiPractice: setting.canUseMultiPractice,
      forcePinEmail: setting.forcePinEmail,
      ...(createPassword ? { password } : {}),
    },
    practices: values.permission.practice,
    permission: values.permission.permission,
    practiceId,
  };
}

/** Where each part of the request sits in the form. */
function formField(path: string): string {
  if (path === 'practices') return 'permission.practice';
  if (path === 'permission') return 'permission.permission';
  return path.replace(/^payload\./, '').replace(/^(canUseMultiPractice|forcePinEmail)$/, 'setting.$1');
}

/** The form's errors by field; empty when it may be sent. */
export function userFormErrors(form: object): FormErrors {
  const values = emptyAsText(form) as UserFormValues;
  const checked = saveUserSchema.omit({ practiceId: true }).safeParse(userRequest(values, ''));
  const errors = checked.success ? {} : formErrors(checked.error.issues, formField);
  if (values.createPassword && values.password !== values.confirmPassword) errors.confirmPassword ??= AdminMessages.passwordMustMatch;
  return errors;
}
