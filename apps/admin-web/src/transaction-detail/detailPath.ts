/**
 * The transaction detail's address: the record's id in the path, so a reload, a bookmark or a shared
 * link opens the same record; the practice it was opened for (when known) as `?practice=`, the
 * practice the detail call is asked for.
 */
export function transactionDetailPath(id: string, practiceId?: string): string {
  const path = `/transaction-detail/${encodeURIComponent(id)}`;
  return practiceId ? `${path}?${new URLSearchParams({ practice: practiceId })}` : path;
}
