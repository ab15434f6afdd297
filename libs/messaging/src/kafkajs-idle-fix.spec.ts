import './kafkajs-idle-fix';

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
});
