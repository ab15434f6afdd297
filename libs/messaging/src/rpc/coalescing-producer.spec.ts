import type { Producer, ProducerBatch, RecordMetadata } from 'kafkajs';
import { MAX_BATCH_BYTES } from '../produce-size';
import { coalescingProducer } from './coalescing-producer';

/** A kafkajs producer that records each batch it is asked to send, and fails the ones told to. */
function recordingProducer(fail?: (batch: ProducerBatch) => boolean) {
  const batches: ProducerBatch[] = [];
  const producer = {
    sendBatch: async (batch: ProducerBatch): Promise<RecordMetadata[]> => {
      batches.push(batch);
      if (fail?.(batch)) throw new Error('broker refused');
      return batch.topicMessages!.map((t) => ({ topicName: t.topic, partition: 0, errorCode: 0 }));
    },
    send: async () => {
      throw new Error('sends must go through sendBatch');
    },
    connect: async () => undefined,
  } as unknown as Producer;
  return { producer, batches };
}

describe('coalescingProducer', () => {
  it('sends what was sent in one turn of the event loop as one batch, in order, and answers each send', async () => {
    const { producer, batches } = recordingProducer();
    const coalescing = coalescingProducer(producer);
    const answers = await Promise.all([
      coalescing.send({ topic: 'rpc.auth', messages: [{ value: 'a' }] }),
      coalescing.send({ topic: 'rpc.verification', messages: [{ value: 'b' }] }),
      coalescing.send({ topic: 'rpc.auth', messages: [{ value: 'c' }] }),
    ]);
    expect(batches).toHaveLength(1);
    expect(batches[0].topicMessages!.map((t) => `${t.topic}:${t.messages.map((m) => m.value).join()}`)).toEqual([
      'rpc.auth:a',
      'rpc.verification:b',
      'rpc.auth:c',
    ]);
    expect(answers.map((a) => a.map((m) => m.topicName))).toEqual([
      ['rpc.auth', 'rpc.auth'],
      ['rpc.verification'],
      ['rpc.auth', 'rpc.auth'],
    ]);
    await coalescing.send({ topic: 'rpc.auth', messages: [{ value: 'later' }] });
    expect(batches).toHaveLength(2);
  });

  it('keeps each batch under the size the broker accepts, and a send too large for it fails alone', async () => {
    const tooLarge = (batch: ProducerBatch) =>
      batch.topicMessages!.reduce((sum, t) => sum + t.messages.reduce((n, m) => n + String(m.value).length, 0), 0) > 1024 * 1024;
    const { producer, batches } = recordingProducer(tooLarge);
    const coalescing = coalescingProducer(producer);
    const page = 'f'.repeat(300 * 1024);
    const sends = await Promise.allSettled([
      ...Array.from({ length: 5 }, (_, i) => coalescing.send({ topic: 'rpc.reply.reports', messages: [{ value: `${i}${page}` }] })),
      coalescing.send({ topic: 'rpc.reply.reports', messages: [{ value: 'x'.repeat(2 * 1024 * 1024) }] }),
      coalescing.send({ topic: 'rpc.reply.reports', messages: [{ value: 'small' }] }),
    ]);
    expect(sends.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    // In order, each batch within the limit but for the one send larger than it.
    const values = batches.map((b) => b.topicMessages!.flatMap((t) => t.messages.map((m) => String(m.value).slice(0, 5))));
    expect(values.flat()).toEqual(['0ffff', '1ffff', '2ffff', '3ffff', '4ffff', 'xxxxx', 'small']);
    for (const batch of batches) {
      const bytes = batch.topicMessages!.reduce((sum, t) => sum + t.messages.reduce((n, m) => n + String(m.value).length, 0), 0);
      if (!String(batch.topicMessages![0].messages[0].value).startsWith('x')) expect(bytes).toBeLessThanOrEqual(MAX_BATCH_BYTES);
    }
  });

  it('fails every send of a batch the broker refuses, and only those', async () => {
    const { producer } = recordingProducer((batch) => batch.acks === 1);
    const coalescing = coalescingProducer(producer);
    const [refused, sent] = await Promise.allSettled([
      coalescing.send({ topic: 't', acks: 1, messages: [{ value: 'x' }] }),
      coalescing.send({ topic: 't', messages: [{ value: 'y' }] }),
    ]);
    expect(refused).toMatchObject({ status: 'rejected', reason: new Error('broker refused') });
    expect(sent.status).toBe('fulfilled');
  });
});
