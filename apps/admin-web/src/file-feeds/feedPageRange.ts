/** The feed pager's range: "1–25 of 275", or "1–25 of more than 275" when the count stopped at its window. */
export function feedPageRange({ from, to, count }: { from: number; to: number; count: number }, capped: boolean): string {
  return `${from}–${to} of ${capped ? 'more than ' : ''}${count}`;
}
