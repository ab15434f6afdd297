/**
 * kafkajs 2.2.4 (its last release, used by Nest's Kafka transport) spends CPU while idle, for
 * nothing, in three ways:
 *
 * 1. Its request queue checks for pending requests every millisecond, forever, even when nothing is
 *    pending (kafkajs issue #1556; the fix, PR #1667, was never released): about a thousand wake-ups
 *    a second per service. Here the queue schedules its next check only while a request is pending.
 *    Nothing is lost: a request that cannot go at once is queued as pending and schedules the check
 *    itself, and every answer checks the queue again.
 * 2. Each connection polls its requests in flight every 100 ms for one past its timeout, from the
 *    moment it connects until it closes: ten wake-ups a second per process (Node merges timers of
 *    one duration), each walking every connection's requests. Here each request sent gets one timer
 *    of its own timeout instead, cleared when its answer (or its connection's failure) arrives: the
 *    same timeout, to the millisecond rather than to the next 100 ms, and no timer at all while a
 *    connection has nothing in flight.
 * 3. Every fetch answers for every partition its consumer owns, and kafkajs makes a batch of each,
 *    empty or not, and hands each empty one to its workers, which work out its lag and offsets,
 *    schedule it, and only then see that it holds nothing (a consumer at rest: every partition of
 *    every fetch, every few seconds; about half of what an idle service allocated). Here a fetch
 *    keeps only the batches that came with records. Nothing is lost: kafkajs did nothing with an
 *    empty one but heartbeat, and a fetch left with no batch heartbeats just the same; a batch whose
 *    records were all filtered out (control records, aborted transactions) still goes through, since
 *    its offset must move on.
 *
 * Applied only to the version it was written for; a newer kafkajs is left as it is.
 */
interface RequestQueue {
  pending: unknown[];
  enforceRequestTimeout: boolean;
  scheduleCheckPendingRequests(): void;
  scheduleRequestTimeoutCheck(): void;
  createSocketRequest(pushed: unknown): SocketRequest;
  destroy(): void;
}

interface SocketRequest {
  requestTimeout: number;
  /** Set by this fix: the request times out by a timer of its own. */
  timesOut?: boolean;
  timeoutTimer?: NodeJS.Timeout;
  send(): void;
  completed(response: unknown): void;
  rejected(error: unknown): void;
  timeoutRequest(): void;
}

type Patched<T> = { prototype: T & { idleFixApplied?: boolean } };

interface ConsumerGroup {
  fetch(nodeId: number): Promise<FetchedBatch[]>;
}

/** What a fetch gives back for one partition (kafkajs's Batch). */
export interface FetchedBatch {
  /** The records the broker returned, before kafkajs filters any out. */
  rawMessages: unknown[];
}

/** The batches of a fetch worth handing to the consumer: those that came with records. */
export function batchesWithRecords<B extends FetchedBatch>(batches: B[]): B[] {
  return batches.filter((batch) => batch.rawMessages.length > 0);
}

const FIXED_VERSION = '2.2.4';

function timedOut(request: SocketRequest): void {
  if (request.timeoutTimer === undefined) return;
  request.timeoutTimer = undefined;
  request.timeoutRequest();
}

function settle(request: SocketRequest): void {
  if (request.timeoutTimer === undefined) return;
  clearTimeout(request.timeoutTimer);
  request.timeoutTimer = undefined;
}

export function applyKafkajsIdleFix(): boolean {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { version } = require('kafkajs/package.json') as { version: string };
  if (version !== FIXED_VERSION) return false;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const queue = (require('kafkajs/src/network/requestQueue') as Patched<RequestQueue>).prototype;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const request = (require('kafkajs/src/network/requestQueue/socketRequest') as Patched<SocketRequest>).prototype;
  if (queue.idleFixApplied) return true;

  const scheduleCheck = queue.scheduleCheckPendingRequests;
  queue.scheduleCheckPendingRequests = function scheduleWhilePending(this: RequestQueue) {
    if (this.pending.length > 0) scheduleCheck.call(this);
  };

  // No polling interval: destroy() still clears what the queue holds (its throttling check).
  queue.scheduleRequestTimeoutCheck = function noPolling(this: RequestQueue) {
    if (this.enforceRequestTimeout) this.destroy();
  };
  const createSocketRequest = queue.createSocketRequest;
  queue.createSocketRequest = function withOwnTimeout(this: RequestQueue, pushed: unknown) {
    const created = createSocketRequest.call(this, pushed);
    if (this.enforceRequestTimeout) created.timesOut = true;
    return created;
  };
  const { send, completed, rejected } = request;
  request.send = function sendAndTime(this: SocketRequest) {
    send.call(this);
    if (this.timesOut) this.timeoutTimer = setTimeout(timedOut, this.requestTimeout, this);
  };
  request.completed = function completedInTime(this: SocketRequest, response: unknown) {
    settle(this);
    completed.call(this, response);
  };
  request.rejected = function rejectedInTime(this: SocketRequest, error: unknown) {
    settle(this);
    rejected.call(this, error);
  };

  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const group = (require('kafkajs/src/consumer/consumerGroup') as Patched<ConsumerGroup>).prototype;
  const fetch = group.fetch;
  group.fetch = async function fetchBatchesWithRecords(this: ConsumerGroup, nodeId: number) {
    return batchesWithRecords(await fetch.call(this, nodeId));
  };

  queue.idleFixApplied = true;
  return true;
}

applyKafkajsIdleFix();
