/**
 * The broker refuses a partition's batch above its message size limit (1 MB by default) as a whole,
 * and one refused message fails every other of its produce request. Both producers of a service
 * (request-reply's coalescing producer and the events' EventProducer) therefore cut what they send
 * into runs of at most MAX_BATCH_BYTES, in order.
 */
import type { Message } from 'kafkajs';

/** Half the broker's default message.max.bytes, leaving room for the batch's own framing. */
export const MAX_BATCH_BYTES = 512 * 1024;

const bytesOf = (value: Message['value'] | Message['key'] | undefined): number =>
  value === null || value === undefined ? 0 : typeof value === 'string' ? Buffer.byteLength(value) : value.length;

/** About the bytes a message takes in a batch: its key, value and headers. */
export function messageBytes(message: Message): number {
  let bytes = 64 + bytesOf(message.key) + bytesOf(message.value);
  for (const [name, header] of Object.entries(message.headers ?? {})) {
    bytes += name.length + (Array.isArray(header) ? header.reduce((sum: number, h) => sum + bytesOf(h), 0) : bytesOf(header));
  }
  return bytes;
}

/** The items in order, cut into runs of at most MAX_BATCH_BYTES by `sizeOf` (a larger item makes a run of its own). */
export function bySize<T>(items: readonly T[], sizeOf: (item: T) => number): T[][] {
  const runs: T[][] = [];
  let run: T[] = [];
  let bytes = 0;
  for (const item of items) {
    const size = sizeOf(item);
    if (run.length > 0 && bytes + size > MAX_BATCH_BYTES) {
      runs.push(run);
      run = [];
      bytes = 0;
    }
    run.push(item);
    bytes += size;
  }
  if (run.length > 0) runs.push(run);
  return runs;
}
