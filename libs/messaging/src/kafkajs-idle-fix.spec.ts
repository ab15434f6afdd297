import './kafkajs-idle-fix';

// kafkajs's own request queue, as every connection to a broker uses it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const RequestQueue = require('kafkajs/src/network/requestQueue') as new (options: object) => {
  pending: unknown[];
  throttleCheckTimeoutId?: NodeJS.Timeout | null;
  checkPendingRequests(): void;
};

function aQueue() {
  return new RequestQueue({
    instrumentationEmitter: { emit: () => undefined },
    maxInFlightRequests: 1,
    requestTimeout: 1000,
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
});
