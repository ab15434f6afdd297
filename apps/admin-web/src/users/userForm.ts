/**
 * The user form's checks (spec 02 §5), in the spec's order, with its messages: the first failing
 * rule is the one shown. The server checks the same rules again.
 */
import { AdminMessages, EMAIL_PATTERN, PHONE_MIN_LENGTH } from '@dental/contracts';

export interface UserDraft {
  firstName: string;
  lastName: string;
  user: string;
  phone: string;
  defaultPath: string;
  createPassword: boolean;
  password: string;
  confirmPassword: string;
  canUseMultiPractice: boolean;
  forcePinEmail: boolean;
}

export const EMPTY_USER: UserDraft = {
  firstName: '',
  lastName: '',
  user: '',
  phone: '',
  defaultPath: '',
  createPassword: false,
  password: '',
  confirmPassword: '',
  canUseMultiPractice: false,
  forcePinEmail: false,
};

/** The first broken rule's message, or undefined when the form may be sent. */
export function userFormProblem(draft: UserDraft, practiceCount: number): string | undefined {
  if (!draft.firstName.trim() || !draft.lastName.trim() || !draft.user.trim() || !draft.defaultPath)
    return 'Dear user, please fill all the fields';
  const phoneOptional = draft.forcePinEmail && draft.phone === '';
  if (!phoneOptional && draft.phone.replace(/\D/g, '').length < PHONE_MIN_LENGTH) return AdminMessages.invalidPhone;
  if (!EMAIL_PATTERN.test(draft.user.trim())) return AdminMessages.invalidEmail;
  if (practiceCount === 0) return AdminMessages.assignPractice;
  if (draft.createPassword && (draft.password === '' || draft.password !== draft.confirmPassword)) return AdminMessages.passwordMustMatch;
  return undefined;
}

/** The payload as sent: email copied from user; password only with "Create Password?"; confirmPassword and createPassword never. */
export function userPayload(draft: UserDraft, id?: string) {
  const { createPassword, password, confirmPassword: _confirm, ...fields } = draft;
  return {
    ...fields,
    ...(id ? { _id: id } : {}),
    email: fields.user,
    ...(createPassword ? { password } : {}),
  };
}
