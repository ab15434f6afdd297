/**
 * react-admin's inputs hold an emptied field as null; the contract's text fields take '' for empty.
 * Form values pass through here before they are checked or sent, so both sides agree on "empty".
 */
export function emptyAsText<T>(value: T): T {
  if (value === null) return '' as T;
  if (Array.isArray(value)) return value.map(emptyAsText) as T;
  if (typeof value === 'object' && value !== undefined && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, emptyAsText(v)])) as T;
  }
  return value;
}
