export * from './kafka';
export * from './kafka-transport';
export * from './event-producer';
export * from './handler-discovery';
export * from './wiring-error';
export * from './rpc/handles-command.decorator';
export * from './rpc/command-bus';
export * from './rpc/rpc-client';
export * from './events/handles-event.decorator';
export * from './events/event-dispatcher';
export * from './events/processed-message.entity';
export * from './outbox/outbox-event.entity';
export * from './outbox/outbox';
export * from './messaging-tables.migration';
export * from './messaging.module';
export * from './health/health.controller';
export * from './health/health.module';
export * from './bootstrap';
export * from './logging';

import { OutboxEvent } from './outbox/outbox-event.entity';
import { ProcessedMessage } from './events/processed-message.entity';
/** Entities every service with a database registers alongside its own. */
export const MESSAGING_ENTITIES = [OutboxEvent, ProcessedMessage];
