import { SignInMessages } from '@dental/contracts';
import { checkPassword, emailProblem } from './passwordRules';

describe('checkPassword', () => {
  it('lists every missing rule for an empty password, in the Password Strength order', () => {
    expect(checkPassword('', '').missing).toEqual([
      'At least 8 characters',
      'One special character',
      'One number',
      'One lowercase letter',
      'One uppercase letter',
    ]);
  });

  it('names only what is missing', () => {
    expect(checkPassword('password', '').missing).toEqual(['One special character', 'One number', 'One uppercase letter']);
    expect(checkPassword('Pass#1', '').missing).toEqual(['At least 8 characters']);
  });

  it('accepts a strong password once the confirmation matches', () => {
    expect(checkPassword('N3w#Password', 'N3w#Password')).toEqual({ missing: [], mismatch: undefined, ready: true });
    expect(checkPassword('N3w#Password', '')).toMatchObject({ ready: false, mismatch: undefined });
  });

  it("says 'Passwords do not match' for a different confirmation", () => {
    expect(checkPassword('N3w#Password', 'N3w#Passwort')).toMatchObject({ mismatch: SignInMessages.passwordsDoNotMatch, ready: false });
  });
});

describe('emailProblem', () => {
  it("asks for a valid e-mail with the spec's message", () => {
    expect(emailProblem('someone')).toBe('Please provide a valid e-mail');
    expect(emailProblem('')).toBe('Please provide a valid e-mail');
    expect(emailProblem('someone@dental.local')).toBeUndefined();
  });
});
