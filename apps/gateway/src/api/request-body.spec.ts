import { AppError, ErrorCode, sealJson } from '@dental/contracts';
import { openBody } from './request-body';

const KEY = 'unit-test-body-key';

async function refusal(body: unknown, key = KEY): Promise<AppError> {
  try {
    await openBody(body, key);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the envelope to be refused');
}

describe('openBody', () => {
  it('passes a plain body through', async () => {
    await expect(openBody({ username: 'a', password: 'b' }, KEY)).resolves.toEqual({ username: 'a', password: 'b' });
  });

  it('opens an envelope sealed with the shared key', async () => {
    const envelope = await sealJson({ limit: 25, practiceId: ['x'] }, KEY);
    await expect(openBody(envelope, KEY)).resolves.toEqual({ limit: 25, practiceId: ['x'] });
  });

  it('says when the envelope was sealed with another key or changed', async () => {
    const envelope = await sealJson({ a: 1 }, KEY);
    expect((await refusal(envelope, 'another-key-another-key')).message).toBe('The encrypted body could not be decrypted');
    const tampered = { ...envelope, ciphertext: Buffer.from('x'.repeat(40)).toString('base64') };
    const error = await refusal(tampered);
    expect(error.code).toBe(ErrorCode.BadEnvelope);
    expect(error.message).toBe('The encrypted body could not be decrypted');
  });

  it('says what is wrong with a malformed envelope', async () => {
    expect((await refusal({ ciphertext: 'abc', salt: 1, iv: 'x' })).message).toBe(
      'The encrypted body must hold exactly the text fields ciphertext, salt and iv',
    );
    expect((await refusal({ ciphertext: 'abc', salt: 'c2FsdHNhbHQ=', iv: 'short==' })).message).toMatch(/base64|iv/);
    const envelope = await sealJson({}, KEY);
    expect((await refusal({ ...envelope, iv: Buffer.alloc(8).toString('base64') })).message).toBe(
      'The encrypted body has an iv of the wrong length (12 bytes expected)',
    );
  });
});
