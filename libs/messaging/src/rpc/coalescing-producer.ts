/**
 * Requests and their answers are one message each, and Nest's Kafka client and server send each with
 * its own produce request. Under load (fifty people at once) that is a produce request per message
 * in each direction, and most of the cost of a call. This producer gathers the sends made during one
 * turn of the event loop and hands them to the broker as one batch: each call still gets its own
 * answer (or error), in the order it was sent, and a lone send waits for nothing but the end of the
 * current turn.
 *
 * A batch stays under MAX_BATCH_BYTES of messages (produce-size.ts): the broker refuses a partition's
 * batch above its message size limit (1 MB by default) as a whole, so sends that together pass it
 * leave in several produce requests (a burst of large answers, pages of transaction facts say, once made the broker
 * refuse them all). A single send larger than the limit is refused alone.
 */
import type { Kafka, Producer, ProducerBatch, ProducerRecord, RecordMetadata } from 'kafkajs';
import { bySize, messageBytes } from '../produce-size';

/** About the bytes a record's messages take in a batch. */
const recordBytes = (record: ProducerRecord): number => record.messages.reduce((sum, message) => sum + messageBytes(message), 0);

interface PendingSend {
  record: ProducerRecord;
  resolve: (metadata: RecordMetadata[]) => void;
  reject: (error: unknown) => void;
}

export function coalescingProducer(producer: Producer): Producer {
  let pending: PendingSend[] = [];

  const flush = async () => {
    const sends = pending;
    pending = [];
    // Sends asking different acknowledgements go separately (the product's all ask every replica).
    const byAcks = new Map<number, PendingSend[]>();
    for (const send of sends) {
      const acks = send.record.acks ?? -1;
      const sameAcks = byAcks.get(acks);
      if (sameAcks) sameAcks.push(send);
      else byAcks.set(acks, [send]);
    }
    await Promise.all(
      [...byAcks]
        .flatMap(([acks, sameAcks]) => bySize(sameAcks, (send) => recordBytes(send.record)).map((group) => [acks, group] as const))
        .map(async ([acks, group]) => {
          const batch: ProducerBatch = {
            acks,
            timeout: group[0].record.timeout,
            compression: group[0].record.compression,
            topicMessages: group.map(({ record }) => ({ topic: record.topic, messages: record.messages })),
          };
          try {
            const metadata = await producer.sendBatch(batch);
            for (const send of group) send.resolve(metadata.filter((m) => m.topicName === send.record.topic));
          } catch (error) {
            for (const send of group) send.reject(error);
          }
        }),
    );
  };

  return new Proxy(producer, {
    get(target, property, receiver) {
      if (property !== 'send') return Reflect.get(target, property, receiver);
      return (record: ProducerRecord) =>
        new Promise<RecordMetadata[]>((resolve, reject) => {
          pending.push({ record, resolve, reject });
          if (pending.length === 1) setImmediate(() => void flush());
        });
    },
  });
}

/** A kafkajs client whose producers coalesce their sends (see above). */
export function withCoalescingProducers(kafka: Kafka): Kafka {
  return new Proxy(kafka, {
    get(target, property, receiver) {
      if (property !== 'producer') return Reflect.get(target, property, receiver);
      return (...args: Parameters<Kafka['producer']>) => coalescingProducer(target.producer(...args));
    },
  });
}
