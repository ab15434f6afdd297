/**
 * Numbered pagination of All Transactions (spec 01 §2): every page when there are 5 or fewer;
 * otherwise the first and last pages, the current page with its neighbours, and an ellipsis for
 * each hidden run. An ellipsis never stands for a single page: that page is shown instead.
 */
export type PageWindowItem = number | 'ellipsis';

const ALL_PAGES_UP_TO = 5;

export function pageWindows(current: number, total: number): PageWindowItem[] {
  if (total <= 0) return [];
  const pages = Array.from({ length: total }, (_, i) => i + 1);
  if (total <= ALL_PAGES_UP_TO) return pages;

  const page = Math.min(Math.max(Math.floor(current), 1), total);
  const shown = new Set([1, total, page - 1, page, page + 1]);
  // Near either end keep four pages in a row so the window does not shrink.
  if (page <= 3) [2, 3, 4].forEach((p) => shown.add(p));
  if (page >= total - 2) [total - 3, total - 2, total - 1].forEach((p) => shown.add(p));

  const sorted = [...shown].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const items: PageWindowItem[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) items.push('ellipsis');
    items.push(p);
  });
  return items;
}

export function pageCount(total: number, perPage: number): number {
  return perPage > 0 ? Math.ceil(Math.max(total, 0) / perPage) : 0;
}
