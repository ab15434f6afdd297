import type { z } from 'zod';
import type { Topic } from '@dental/contracts';

export const EVENT_HANDLER = Symbol('EVENT_HANDLER');

export interface EventHandlerMeta {
  topic: Topic;
  schema: z.ZodTypeAny;
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
