/**
 * One page of a list paged on the server: the page number, its records and total, and a reload.
 * A failed fetch shows an empty page (spec 02 §8: a table whose fetch fails is empty). An answer
 * that arrives after a newer request has started is dropped, so typing fast in a filter cannot leave
 * an older page on screen.
 */
import type { Page } from '@dental/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The query fields that pick a page, as the list calls take them (a type, so it fits a query's string record). */
export type PageRange = { limit: string; offset: string };

const EMPTY_PAGE: Page<never> = { records: [], recordsQty: 0 };

/**
 * `fetchPage` answers the page for a range (undefined or a failure: an empty page); give it a stable
 * identity (useCallback) that changes with the filters, so a new filter fetches again.
 */
export function useServerPage<T>(fetchPage: (range: PageRange) => Promise<Page<T> | undefined>, pageSize: number) {
  const [page, setPage] = useState(0);
  const [answer, setAnswer] = useState<Page<T>>(EMPTY_PAGE);
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const request = ++latest.current;
    setLoading(true);
    let next: Page<T>;
    try {
      next = (await fetchPage({ limit: String(pageSize), offset: String(page * pageSize) })) ?? EMPTY_PAGE;
    } catch {
      next = EMPTY_PAGE;
    }
    if (request !== latest.current) return;
    setAnswer(next);
    setLoading(false);
  }, [fetchPage, page, pageSize]);
  useEffect(() => void reload(), [reload]);

  return { page, setPage, records: answer.records, total: answer.recordsQty, loading, reload };
}
