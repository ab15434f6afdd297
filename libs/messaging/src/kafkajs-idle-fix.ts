/**
 * kafkajs 2.2.4 (its last release, used by Nest's Kafka transport) keeps every broker connection's
 * request queue checking for pending requests every millisecond, forever, even when nothing is
 * pending (kafkajs issue #1556; the fix, PR #1667, was never released). Each service then wakes
 * about a thousand times a second while idle: a few percent of a core per process, for nothing.
 *
 * This applies that fix where kafkajs is loaded: the queue schedules its next check only while a
 * request is pending. Nothing is lost by skipping it otherwise: a request that cannot go at once is
 * queued as pending and schedules the check itself, and every answer checks the queue again.
 * Applied only to the version it was written for; a newer kafkajs is left as it is.
 */
interface RequestQueue {
  pending: unknown[];
  scheduleCheckPendingRequests(): void;
}

const FIXED_VERSION = '2.2.4';

export function applyKafkajsIdleFix(): boolean {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { version } = require('kafkajs/package.json') as { version: string };
  if (version !== FIXED_VERSION) return false;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const RequestQueueClass = require('kafkajs/src/network/requestQueue') as { prototype: RequestQueue & { idleFixApplied?: boolean } };
  const prototype = RequestQueueClass.prototype;
  if (prototype.idleFixApplied) return true;
  const schedule = prototype.scheduleCheckPendingRequests;
  prototype.scheduleCheckPendingRequests = function scheduleWhilePending(this: RequestQueue) {
    if (this.pending.length > 0) schedule.call(this);
  };
  prototype.idleFixApplied = true;
  return true;
}

applyKafkajsIdleFix();
