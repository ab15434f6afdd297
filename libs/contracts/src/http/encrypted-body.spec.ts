import { looksEncrypted, openJson, sealJson } from './encrypted-body';

describe('encrypted body envelope', () => {
  const key = 'a-shared-passphrase-for-tests';

  it('opens what it sealed, with a fresh salt and iv each time', async () => {
    const body = { username: 'admin@dental.local', limit: 25, nested: { ok: true } };
    const first = await sealJson(body, key);
    const second = await sealJson(body, key);
    expect(looksEncrypted(first)).toBe(true);
    expect(first.salt).not.toEqual(second.salt);
    expect(first.ciphertext).not.toEqual(second.ciphertext);
    await expect(openJson(first, key)).resolves.toEqual(body);
  });

  it('refuses an envelope sealed with another key', async () => {
    const sealed = await sealJson({ a: 1 }, key);
    await expect(openJson(sealed, 'another-passphrase-entirely')).rejects.toThrow('could not be decrypted');
  });

  it('refuses a tampered ciphertext', async () => {
    const sealed = await sealJson({ a: 1 }, key);
    const bytes = Buffer.from(sealed.ciphertext, 'base64');
    bytes[0] ^= 0xff;
    await expect(openJson({ ...sealed, ciphertext: bytes.toString('base64') }, key)).rejects.toThrow('could not be decrypted');
  });

  it('says what is wrong with a malformed envelope', async () => {
    const sealed = await sealJson({ a: 1 }, key);
    await expect(openJson({ ...sealed, iv: 'AAAA' }, key)).rejects.toThrow('iv of the wrong length');
    await expect(openJson({ ...sealed, salt: '%%%' }, key)).rejects.toThrow('not valid base64');
  });
});
