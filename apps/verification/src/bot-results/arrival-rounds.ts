/**
 * Splits a batch into rounds in which each key appears at most once, keeping arrival order: round 1
 * holds every key's first item, round 2 the second items, and so on. A bot can send several results
 * of one verification in one batch; one upsert statement cannot change a row twice, and applying
 * them round by round gives the same outcomes (created, then updated or stale) as one at a time.
 */
export function inArrivalRounds<T>(items: T[], keyOf: (item: T) => string): T[][] {
  const rounds: T[][] = [];
  const seen = new Map<string, number>();
  for (const item of items) {
    const key = keyOf(item);
    const round = seen.get(key) ?? 0;
    seen.set(key, round + 1);
    (rounds[round] ??= []).push(item);
  }
  return rounds;
}
