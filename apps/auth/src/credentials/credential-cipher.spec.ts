import { CredentialCipher } from './credential-cipher';

describe('CredentialCipher', () => {
  const cipher = new CredentialCipher('0f'.repeat(32));
  const secrets = { Portal: { user: 'front-desk', password: 'S3cret!' } };

  it('opens what it sealed, and the sealed text holds no secret', () => {
    const sealed = cipher.seal(secrets, 'record-1');
    expect(sealed).not.toContain('S3cret');
    expect(cipher.open(sealed, 'record-1')).toEqual(secrets);
  });

  it('refuses a sealed document moved to another record, or sealed with another key', () => {
    const sealed = cipher.seal(secrets, 'record-1');
    expect(() => cipher.open(sealed, 'record-2')).toThrow();
    expect(() => new CredentialCipher('1e'.repeat(32)).open(sealed, 'record-1')).toThrow();
  });
});
