/**
 * How far each practice's transactions have moved, as the gateway sees it before it gives a kept
 * answer again (routes with `keptAnswer`; docs/all-transactions.md, "Kept answers").
 *
 * One Redis hash, `LIST_CHANGES_KEY`: a field per practice that the verification service adds 1 to
 * whenever a committed write changed what that practice's list shows (Postgres notifies it at
 * commit), `LIST_CHANGES_ALL` that it moves when it may have missed notifications (every kept answer
 * is then stale), and `user:<id>` that the gateway moves when that person changed something through a
 * verification call, so their own change shows on their very next request, whatever gateway replica
 * answers it. Only counters: no patient data is ever kept in Redis.
 */
export const LIST_CHANGES_KEY = 'list-changes';
export const LIST_CHANGES_ALL = '*';

export function listChangesOfUser(userId: string): string {
  return `user:${userId}`;
}
