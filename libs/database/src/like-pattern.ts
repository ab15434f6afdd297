/** Escapes LIKE wildcards (and the escape character) in text a person typed, for `ILIKE $1 ESCAPE '\'`. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
