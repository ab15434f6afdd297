import { formErrors } from './formErrors';

describe('formErrors', () => {
  it('nests errors by field path and keeps the first message of a field', () => {
    expect(
      formErrors([
        { path: ['name'], message: 'is required' },
        { path: ['name'], message: 'must be at most 200 characters' },
        { path: ['user', 'email'], message: 'Dear user, please provide a valid e-mail' },
      ]),
    ).toEqual({ name: 'is required', user: { email: 'Dear user, please provide a valid e-mail' } });
  });

  it('renames request paths to the form fields that hold them', () => {
    expect(formErrors([{ path: ['payload', 'phone'], message: 'bad' }], (p) => p.replace(/^payload\./, ''))).toEqual({ phone: 'bad' });
  });
});
