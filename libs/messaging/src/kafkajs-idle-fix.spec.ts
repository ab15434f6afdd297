import { batchesWithRecords } from './kafkajs-idle-fix';

// kafkajs's own request queue, as every connection to a broker uses it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const RequestQueue = require('kafkajs/src/network/requestQueue') as new (options: object) => {
  pending: unknown[];
  inflight: Map<number, unknown>;
  throttleCheckTimeoutId?: NodeJS.Timeout | null;
  requestTimeoutIntervalId?: NodeJS.Timeout | null;
  checkPendingRequests(): void;
  scheduleRequestTimeoutCheck(): void;
  push(request: { entry: object; expectResponse: boolean; sendRequest(): void }): void;
  fulfillRequest(response: { correlationId: number; payload: Buffer; size: number }): void;
};

function aQueue(requestTimeout = 1000) {
  return new RequestQueue({
    instrumentationEmitter: { emit: () => undefined },
    maxInFlightRequests: 1,
    requestTimeout,
    enforceRequestTimeout: true,
    clientId: 'idle-fix-test',
    broker: '127.0.0.1:1',
    logger: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
    isConnected: () => true,
  });
}

describe('the kafkajs idle fix', () => {
  it('leaves an idle connection asleep: nothing pending, no check scheduled', () => {
    const queue = aQueue();
    queue.checkPendingRequests();
    expect(queue.throttleCheckTimeoutId ?? null).toBeNull();
  });

  it('still checks again while a request waits its turn', () => {
    const queue = aQueue();
    queue.pending.push({ correlationId: 1 });
    (queue as unknown as { scheduleCheckPendingRequests(): void }).scheduleCheckPendingRequests();
    expect(queue.throttleCheckTimeoutId).toBeTruthy();
    clearTimeout(queue.throttleCheckTimeoutId!);
  });

  describe('request timeouts', () => {
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    function sent(queue: ReturnType<typeof aQueue>, correlationId: number) {
      const outcome: { answer?: unknown; error?: Error } = {};
      queue.push({
        entry: {
          correlationId,
          apiName: 'Fetch',
          apiKey: 1,
          apiVersion: 11,
          resolve: (answer: unknown) => (outcome.answer = answer),
          reject: (error: Error) => (outcome.error = error),
        },
        expectResponse: true,
        sendRequest: () => undefined,
      });
      return outcome;
    }

    it('keeps no polling timer on a connection', () => {
      const queue = aQueue();
      queue.scheduleRequestTimeoutCheck(); // what kafkajs calls when its socket connects
      expect(queue.requestTimeoutIntervalId ?? null).toBeNull();
    });

    it('still times out a request that gets no answer, and forgets it', async () => {
      const queue = aQueue(40);
      queue.scheduleRequestTimeoutCheck();
      const outcome = sent(queue, 7);
      expect(queue.inflight.size).toBe(1);
      await sleep(120);
      expect(outcome.error?.name).toBe('KafkaJSRequestTimeoutError');
      expect(outcome.error?.message).toContain('Fetch(key: 1, version: 11) timed out');
      expect(queue.inflight.size).toBe(0);
    });

    it('lets an answered request be, with no timer left behind', async () => {
      const queue = aQueue(40);
      queue.scheduleRequestTimeoutCheck();
      const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
      const before = timers();
      const outcome = sent(queue, 8);
      expect(timers()).toBe(before + 1);
      queue.fulfillRequest({ correlationId: 8, payload: Buffer.from('ok'), size: 2 });
      expect(queue.inflight.size).toBe(0);
      expect(timers()).toBe(before);
      await sleep(80);
      expect(outcome.error).toBeUndefined();
      expect(outcome.answer).toMatchObject({ correlationId: 8, size: 2 });
    });
  });

  describe('fetches', () => {
    // kafkajs's own batch, as a consumer group's fetch makes one per partition.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const Batch = require('kafkajs/src/consumer/batch') as new (
      topic: string,
      fetchedOffset: string,
      partitionData: { partition: number; highWatermark: string; abortedTransactions: unknown[]; messages: object[] },
    ) => { partition: number; rawMessages: unknown[]; isEmpty(): boolean };
    const record = (offset: string) => ({ offset, key: null, value: Buffer.from('{}'), headers: {}, isControlRecord: false });
    const batch = (partition: number, fetchedOffset: string, messages: object[]) =>
      new Batch('verification.bot-result', fetchedOffset, { partition, highWatermark: '10', abortedTransactions: [], messages });

    it('hands on the partitions that came with records, and drops the empty ones', () => {
      const fetched = [batch(0, '3', []), batch(1, '3', [record('3'), record('4')]), batch(2, '0', []), batch(3, '9', [record('9')])];
      expect(batchesWithRecords(fetched).map(({ partition }) => partition)).toEqual([1, 3]);
    });

    it('keeps a batch whose records were all filtered out, so its offset still moves on', () => {
      const filtered = batch(4, '5', [record('2'), { ...record('5'), isControlRecord: true }]);
      expect(filtered.isEmpty()).toBe(true);
      expect(batchesWithRecords([batch(0, '0', []), filtered])).toEqual([filtered]);
    });

    it("is what every consumer group's fetch gives back", () => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const ConsumerGroup = require('kafkajs/src/consumer/consumerGroup') as { prototype: { fetch: { name: string } } };
      expect(ConsumerGroup.prototype.fetch.name).toBe('fetchBatchesWithRecords');
    });

    it('keeps every batch, in order, when every one has records', () => {
      const fetched = [batch(0, '0', [record('0')]), batch(1, '0', [record('0')])];
      expect(batchesWithRecords(fetched)).toEqual(fetched);
      expect(batchesWithRecords([])).toEqual([]);
    });
  });
});
