import { PasswordHasher } from './password-hasher';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();

  it('stores argon2id hashes that verify the password and nothing else', async () => {
    const hash = await hasher.hash('Review#2026!');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).not.toContain('Review#2026!');
    await expect(hasher.verify(hash, 'Review#2026!')).resolves.toBe(true);
    await expect(hasher.verify(hash, 'review#2026!')).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hasher.hash('same password')).not.toBe(await hasher.hash('same password'));
  });

  it('answers false for an unknown user whatever the password', async () => {
    await expect(hasher.verify(undefined, '')).resolves.toBe(false);
    await expect(hasher.verify(undefined, 'Review#2026!')).resolves.toBe(false);
  });

  it('answers false, not an error, for a damaged stored hash', async () => {
    await expect(hasher.verify('not-a-hash', 'x')).resolves.toBe(false);
  });
});
