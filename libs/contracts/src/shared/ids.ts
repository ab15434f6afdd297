/**
 * Record ids are 24 lowercase hex characters (4 bytes of seconds since the epoch, then 8 random bytes),
 * the shape the documented API uses for `_id`. They sort by creation time and fit the spec's rules for
 * ids such as planTemplateId (at most 24 hexadecimal characters).
 */
export const ID_PATTERN = /^[0-9a-f]{24}$/;

/** Each byte's two hex digits. */
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));
/**
 * Random bytes drawn 4 KB at a time: one call to the system's generator serves 512 ids. The bot
 * intake makes an id for every result, thousands a second, and a call per id (with an array and a
 * join to spell it) was a few percent of the service's CPU. Ids are not secrets; only unique.
 */
const randomPool = new Uint8Array(4096);
let poolUsed = randomPool.length;

export function newId(now: Date = new Date()): string {
  const seconds = Math.floor(now.getTime() / 1000)
    .toString(16)
    .padStart(8, '0');
  if (poolUsed + 8 > randomPool.length) {
    globalThis.crypto.getRandomValues(randomPool);
    poolUsed = 0;
  }
  let random = '';
  for (const end = poolUsed + 8; poolUsed < end; poolUsed++) random += HEX[randomPool[poolUsed]];
  return seconds + random;
}

/** A deterministic id for seeded and derived records: the same inputs always give the same id. */
export function idFrom(seconds: number, serial: number): string {
  return seconds.toString(16).padStart(8, '0') + serial.toString(16).padStart(16, '0');
}

export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}

export const ID_MESSAGE = 'must be a 24-character hexadecimal id';
