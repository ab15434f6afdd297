import { AdminMessages } from '@dental/contracts';
import { EMPTY_USER, userFormProblem, userPayload } from './userForm';

const valid = {
  ...EMPTY_USER,
  firstName: 'Nora',
  lastName: 'Narrow',
  user: 'nora@dental.local',
  phone: '+1 512-555-0123',
  defaultPath: '/home',
};

describe('user form', () => {
  it('checks phone, then e-mail, then practices, then matching passwords', () => {
    expect(userFormProblem({ ...valid, phone: '512', user: 'bad' }, 0)).toBe(AdminMessages.invalidPhone);
    expect(userFormProblem({ ...valid, user: 'bad' }, 0)).toBe(AdminMessages.invalidEmail);
    expect(userFormProblem(valid, 0)).toBe(AdminMessages.assignPractice);
    expect(userFormProblem({ ...valid, createPassword: true, password: 'a', confirmPassword: 'b' }, 1)).toBe(
      AdminMessages.passwordMustMatch,
    );
    expect(userFormProblem(valid, 1)).toBeUndefined();
  });

  it('lets PIN by e-mail go without a phone', () => {
    expect(userFormProblem({ ...valid, phone: '', forcePinEmail: true }, 1)).toBeUndefined();
  });

  it('sends the password only with Create Password, and never the confirmation', () => {
    expect(userPayload(valid)).not.toHaveProperty('password');
    const withPassword = userPayload({ ...valid, createPassword: true, password: 'Pw#12345', confirmPassword: 'Pw#12345' }, 'u1');
    expect(withPassword).toMatchObject({ password: 'Pw#12345', _id: 'u1', email: 'nora@dental.local' });
    expect(withPassword).not.toHaveProperty('confirmPassword');
    expect(withPassword).not.toHaveProperty('createPassword');
  });
});
