import { EventEmitter } from 'node:events';
import type { Consumer } from 'kafkajs';
import { KafkaHealth } from './kafka-health';

/** A consumer as kafkajs reports a crash: `on(consumer.events.CRASH, listener)` with `{ payload: { error, restart } }`. */
function crashingConsumer() {
  const emitter = new EventEmitter();
  const events = { CRASH: 'consumer.crash' };
  const consumer = { events, on: (name: string, listener: (event: unknown) => void) => emitter.on(name, listener) } as unknown as Consumer;
  return {
    consumer,
    crash: (restart: boolean) => emitter.emit(events.CRASH, { payload: { error: new Error('coordinator gone'), groupId: 'g', restart } }),
  };
}

describe('KafkaHealth', () => {
  // An address nothing listens on: the broker part of the check must fail, the consumer part is what these tests read.
  const health = () => new KafkaHealth({ brokers: ['127.0.0.1:1'], clientId: 'health-test', maxWaitTimeInMs: 100 });

  it('leaves a consumer kafkajs restarts alone, and marks the process unready and tells its listeners when one stops for good', async () => {
    const kafka = health();
    const stopped: string[] = [];
    kafka.onConsumerStopped((consumer, reason) => stopped.push(`${consumer}: ${reason}`));
    const { consumer, crash } = crashingConsumer();
    kafka.watch('replies', consumer);

    crash(true);
    expect(stopped).toEqual([]);

    crash(false);
    expect(stopped).toEqual(['replies: coordinator gone']);
    await expect(kafka.check()).rejects.toThrow('consumer replies stopped: coordinator gone');
  });

  it('is unready while the broker does not answer', async () => {
    const kafka = health();
    await expect(kafka.check()).rejects.toThrow();
    await kafka.onApplicationShutdown();
  }, 60_000);
});
