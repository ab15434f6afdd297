import { Controller, type Type } from '@nestjs/common';
import { Ctx, EventPattern, KafkaContext, Payload } from '@nestjs/microservices';
import { EventSubscriptions, type ServiceName } from '@dental/contracts';
import { EventDispatcher } from './event-dispatcher';

/** One Kafka event pattern per topic the consumer declares in the contracts, all handed to the dispatcher. */
export function eventConsumerController(consumer: ServiceName | 'gateway'): Type<unknown> {
  @Controller()
  class EventConsumerController {
    constructor(private readonly dispatcher: EventDispatcher) {}

    handle(value: unknown, context: KafkaContext): Promise<void> {
      const message = context.getMessage();
      const headers: Record<string, string> = {};
      for (const [name, header] of Object.entries(message.headers ?? {})) {
        if (header !== undefined) headers[name] = Array.isArray(header) ? String(header[0]) : String(header);
      }
      return this.dispatcher.handle({
        topic: context.getTopic(),
        partition: context.getPartition(),
        offset: message.offset,
        key: message.key ? message.key.toString() : null,
        headers,
        value,
      });
    }
  }
  for (const topic of EventSubscriptions[consumer]) {
    const name = `on_${topic.replace(/\W/g, '_')}`;
    const method = function (this: EventConsumerController, value: unknown, context: KafkaContext) {
      return this.handle(value, context);
    };
    Object.defineProperty(EventConsumerController.prototype, name, { value: method, writable: true, configurable: true });
    const descriptor = Object.getOwnPropertyDescriptor(EventConsumerController.prototype, name)!;
    Payload()(EventConsumerController.prototype, name, 0);
    Ctx()(EventConsumerController.prototype, name, 1);
    EventPattern(topic)(EventConsumerController.prototype, name, descriptor);
  }
  return EventConsumerController;
}
