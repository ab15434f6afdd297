/** The phone mask of spec 01 §5: +1(###)###-####, only digits kept. */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '').replace(/^1/, '').slice(0, 10);
  if (digits === '') return '';
  const area = digits.slice(0, 3);
  const middle = digits.slice(3, 6);
  const last = digits.slice(6);
  return `+1(${area}${area.length === 3 ? ')' : ''}${middle}${last ? `-${last}` : ''}`;
}

/** What is sent: the digits, with the country code. */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '').replace(/^1/, '');
  return digits === '' ? '' : `1${digits}`;
}
