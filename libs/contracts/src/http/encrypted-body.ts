/**
 * The encrypted body envelope of spec README decision 2: `{ciphertext, salt, iv}`, with the AES key
 * derived from a shared passphrase by PBKDF2 (999 iterations). We use AES-256-GCM so a tampered
 * envelope fails to open instead of yielding garbage. Web Crypto runs the same code in Node and the
 * browser. This layer sits on top of TLS and server-side checks, never instead of them.
 */
import { z } from 'zod';

export const PBKDF2_ITERATIONS = 999;

export const encryptedBodySchema = z.object({ ciphertext: z.string().min(1), salt: z.string().min(1), iv: z.string().min(1) }).strict();
export type EncryptedBody = z.infer<typeof encryptedBodySchema>;

export function looksEncrypted(body: unknown): body is EncryptedBody {
  return typeof body === 'object' && body !== null && 'ciphertext' in body && 'iv' in body && 'salt' in body;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const raw = atob(text);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function deriveKey(passphrase: string, salt: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  const material = await globalThis.crypto.subtle.importKey('raw', encoder.encode(passphrase), 'PBKDF2', false, ['deriveKey']);
  return globalThis.crypto.subtle.deriveKey(
    { name: 'PBKDF2', salt, iterations: PBKDF2_ITERATIONS, hash: 'SHA-256' },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

export async function sealJson(value: unknown, passphrase: string): Promise<EncryptedBody> {
  const salt = globalThis.crypto.getRandomValues(new Uint8Array(new ArrayBuffer(16)));
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(new ArrayBuffer(12)));
  const key = await deriveKey(passphrase, salt);
  const sealed = await globalThis.crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, encoder.encode(JSON.stringify(value)));
  return { ciphertext: toBase64(new Uint8Array(sealed)), salt: toBase64(salt), iv: toBase64(iv) };
}

/** Opens an envelope; throws an Error whose message says what was wrong with it. */
export async function openJson(envelope: EncryptedBody, passphrase: string): Promise<unknown> {
  let salt: Uint8Array<ArrayBuffer>, iv: Uint8Array<ArrayBuffer>, ciphertext: Uint8Array<ArrayBuffer>;
  try {
    salt = fromBase64(envelope.salt);
    iv = fromBase64(envelope.iv);
    ciphertext = fromBase64(envelope.ciphertext);
  } catch {
    throw new Error('The encrypted body is not valid base64');
  }
  if (iv.length !== 12) throw new Error('The encrypted body has an iv of the wrong length (12 bytes expected)');
  if (salt.length < 8) throw new Error('The encrypted body has a salt that is too short');
  let plain: ArrayBuffer;
  try {
    plain = await globalThis.crypto.subtle.decrypt({ name: 'AES-GCM', iv }, await deriveKey(passphrase, salt), ciphertext);
  } catch {
    throw new Error('The encrypted body could not be decrypted');
  }
  try {
    return JSON.parse(decoder.decode(plain));
  } catch {
    throw new Error('The encrypted body does not contain JSON');
  }
}
