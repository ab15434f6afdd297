/** Call times as the detail shows them (spec 03 §2): MM/DD/yyyy hh:mm:ss a, in the viewer's time zone. */
export function callTime(epochSeconds: number | null | undefined): string {
  if (epochSeconds === null || epochSeconds === undefined) return '';
  const d = new Date(epochSeconds * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = d.getHours() % 12 || 12;
  return `${two(d.getMonth() + 1)}/${two(d.getDate())}/${d.getFullYear()} ${two(hours)}:${two(d.getMinutes())}:${two(d.getSeconds())} ${
    d.getHours() < 12 ? 'AM' : 'PM'
  }`;
}
