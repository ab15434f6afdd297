import { AdminMessages } from '@dental/contracts';
import { NEW_USER, userFormErrors, userRequest, type UserFormValues } from './userForm';

const valid: UserFormValues = {
  ...NEW_USER,
  firstName: 'Nora',
  lastName: 'Narrow',
  user: 'nora@dental.local',
  phone: '+1 512-555-0123',
  defaultPath: '/home',
  permission: { permission: [], practice: ['65f0a1b2c3d4e5f601234501'] },
};

describe('user form', () => {
  it('shows each broken rule beside its field, with the contract messages', () => {
    const errors = userFormErrors({ ...valid, firstName: '', phone: '512', user: 'bad', permission: { permission: [], practice: [] } });
    expect(errors).toEqual({
      firstName: 'is required',
      phone: AdminMessages.invalidPhone,
      user: AdminMessages.invalidEmail,
      permission: { practice: AdminMessages.assignPractice },
    });
    expect(userFormErrors(valid)).toEqual({});
  });

  it('asks for matching passwords only with Create Password', () => {
    expect(userFormErrors({ ...valid, createPassword: true, password: 'Pw#123456', confirmPassword: 'Pw#654321' })).toEqual({
      confirmPassword: AdminMessages.passwordMustMatch,
    });
    expect(userFormErrors({ ...valid, createPassword: false, password: 'a', confirmPassword: 'b' })).toEqual({});
  });

  it('lets PIN by e-mail go without a phone', () => {
    expect(userFormErrors({ ...valid, phone: '', setting: { canUseMultiPractice: false, forcePinEmail: true } })).toEqual({});
  });

  it('sends the password only with Create Password, and never the confirmation', () => {
    expect(userRequest(valid, 'p1').payload).not.toHaveProperty('password');
    const request = userRequest({ ...valid, createPassword: true, password: 'Pw#12345', confirmPassword: 'Pw#12345' }, 'p1', 'u1');
    expect(request.payload).toMatchObject({ password: 'Pw#12345', _id: 'u1', email: 'nora@dental.local' });
    expect(request.payload).not.toHaveProperty('confirmPassword');
    expect(request.payload).not.toHaveProperty('createPassword');
    expect(request).toMatchObject({ practices: valid.permission.practice, permission: [], practiceId: 'p1' });
  });
});
