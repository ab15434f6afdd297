/**
 * Record ids are 24 lowercase hex characters (4 bytes of seconds since the epoch, then 8 random bytes),
 * the shape the documented API uses for `_id`. They sort by creation time and fit the spec's rules for
 * ids such as planTemplateId (at most 24 hexadecimal characters).
 */
export const ID_PATTERN = /^[0-9a-f]{24}$/;

export function newId(now: Date = new Date()): string {
  const seconds = Math.floor(now.getTime() / 1000)
    .toString(16)
    .padStart(8, '0');
  const random = new Uint8Array(8);
  globalThis.crypto.getRandomValues(random);
  return seconds + Array.from(random, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A deterministic id for seeded and derived records: the same inputs always give the same id. */
export function idFrom(seconds: number, serial: number): string {
  return seconds.toString(16).padStart(8, '0') + serial.toString(16).padStart(16, '0');
}

export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}

export const ID_MESSAGE = 'must be a 24-character hexadecimal id';
