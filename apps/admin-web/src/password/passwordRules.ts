/**
 * The password form's checks (spec 01 §5), on the rules the server applies too (contracts): the
 * 'Password Strength' list of what is missing, and the confirmation.
 */
import { SignInMessages, missingPasswordRules, passwordResetRequestSchema } from '@dental/contracts';

export interface PasswordCheck {
  /** Rules the password misses, as the 'Password Strength' list shows them. */
  missing: string[];
  /** 'Passwords do not match' once a confirmation is typed and differs. */
  mismatch?: string;
  ready: boolean;
}

export function checkPassword(password: string, confirmation: string): PasswordCheck {
  const missing = missingPasswordRules(password);
  const mismatch = confirmation !== '' && confirmation !== password ? SignInMessages.passwordsDoNotMatch : undefined;
  return { missing, mismatch, ready: missing.length === 0 && confirmation === password };
}

/** The reset e-mail field: undefined when valid, else the spec's message. */
export function emailProblem(email: string): string | undefined {
  return passwordResetRequestSchema.safeParse({ email }).success ? undefined : SignInMessages.invalidEmail;
}
