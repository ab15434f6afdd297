import { AppError, ErrorCode, encryptedBodySchema, looksEncrypted, openJson } from '@dental/contracts';

/**
 * Opens an encrypted body envelope (spec README decision 2); a plain body passes as it is. A broken
 * envelope stops the call with 400 BAD_ENVELOPE saying what is wrong with it, before anything runs.
 */
export async function openBody(body: unknown, passphrase: string): Promise<unknown> {
  if (!looksEncrypted(body)) return body;
  const envelope = encryptedBodySchema.safeParse(body);
  if (!envelope.success) {
    throw new AppError(ErrorCode.BadEnvelope, 'The encrypted body must hold exactly the text fields ciphertext, salt and iv', false);
  }
  try {
    return await openJson(envelope.data, passphrase);
  } catch (error) {
    throw new AppError(ErrorCode.BadEnvelope, error instanceof Error ? error.message : 'The encrypted body could not be opened', false);
  }
}
