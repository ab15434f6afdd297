import type { z } from 'zod';
import type { Topic } from '@dental/contracts';

export const EVENT_HANDLER = Symbol('EVENT_HANDLER');

export interface EventHandlerMeta {
  topic: Topic;
  schema: z.ZodTypeAny;
  /** Set by HandlesEventBatch: the method applies a whole batch of the topic's messages at once. */
  batch?: true;
}

/**
 * Marks the method that applies messages of a topic. The payload is validated with `schema` first;
 * a message that fails goes to the dead-letter topic with the reason. The method receives
 * `(payload, context)`; in services with a database, `context.manager` is the transaction in which
 * the message is recorded as processed, so the effect and the record commit together.
 */
export function HandlesEvent(topic: Topic, schema: z.ZodTypeAny): MethodDecorator {
  return (_target, _key, descriptor) => {
    Reflect.defineMetadata(EVENT_HANDLER, { topic, schema } satisfies EventHandlerMeta, descriptor.value as object);
    return descriptor;
  };
}

/**
 * Marks the method that applies a topic's messages a batch at a time, for topics whose volume makes a
 * database transaction per message too slow. Each message is validated with `schema` on its own (a
 * bad one is dead-lettered alone); the method receives `(events: BatchedEvent[], context:
 * EventBatchContext)` with only the valid messages not applied before, in arrival order, and answers
 * the ones it refuses (`RefusedEvent[]`), which are dead-lettered while the others commit.
 */
export function HandlesEventBatch(topic: Topic, schema: z.ZodTypeAny): MethodDecorator {
  return (_target, _key, descriptor) => {
    Reflect.defineMetadata(EVENT_HANDLER, { topic, schema, batch: true } satisfies EventHandlerMeta, descriptor.value as object);
    return descriptor;
  };
}
