/** An ILIKE pattern matching `value` anywhere, with the pattern's own wildcards escaped. */
export function like(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
