/** Prices are kept as whole cents and shown as `$` with two decimals; only well-formed prices are converted. */
export function priceToCents(price: string): number {
  const [whole, fraction = ''] = price.trim().slice(1).split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function centsToPrice(cents: number): string {
  return `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
