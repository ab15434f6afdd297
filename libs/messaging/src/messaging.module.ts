/**
 * Everything a service needs to take part in the product's messaging: its command bus behind its
 * request topic, its event consumers, its producer, and (with a database) its outbox and relay.
 */
import { Module, type DynamicModule, type Provider, type Type } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { EventSubscriptions, commandsOf, type ServiceName } from '@dental/contracts';
import { HandlerDiscovery } from './handler-discovery';
import { CommandBus } from './rpc/command-bus';
import { rpcRequestController } from './rpc/rpc-request.controller';
import { EventDispatcher, type RetryPolicy } from './events/event-dispatcher';
import { eventConsumerController } from './events/event-consumer.controller';
import { EventProducer } from './event-producer';
import { KafkaHealth } from './health/kafka-health';
import { OutboxRelay, OutboxWriter } from './outbox/outbox';
import type { KafkaSettings } from './kafka';

export interface MessagingModuleOptions {
  service: ServiceName | 'gateway';
  kafka: KafkaSettings;
  /** With a database: events are recorded as processed in it, and an outbox relay runs. */
  outbox?: { pollMs: number; retentionHours: number };
  retry?: RetryPolicy;
}

@Module({})
export class MessagingModule {
  static forService(options: MessagingModuleOptions): DynamicModule {
    const { service } = options;
    const retry = options.retry ?? { attempts: 5, initialDelayMs: 200 };
    const controllers: Type<unknown>[] = [];
    const providers: Provider[] = [
      HandlerDiscovery,
      { provide: EventProducer, useFactory: () => new EventProducer(options.kafka) },
      { provide: KafkaHealth, useFactory: () => new KafkaHealth(options.kafka) },
    ];
    const exports: Provider[] = [EventProducer, KafkaHealth];

    if (service !== 'gateway' && commandsOf(service).length > 0) {
      controllers.push(rpcRequestController(service));
      providers.push({ provide: CommandBus, inject: [HandlerDiscovery], useFactory: (d: HandlerDiscovery) => new CommandBus(service, d) });
    }
    if (EventSubscriptions[service].length > 0) {
      controllers.push(eventConsumerController(service));
      providers.push({
        provide: EventDispatcher,
        inject: [HandlerDiscovery, EventProducer, ...(options.outbox ? [DataSource] : [])],
        useFactory: (d: HandlerDiscovery, p: EventProducer, ds?: DataSource) => new EventDispatcher(service, d, p, retry, ds),
      });
      exports.push(EventDispatcher);
    }
    if (options.outbox) {
      const { pollMs, retentionHours } = options.outbox;
      providers.push(OutboxWriter, {
        provide: OutboxRelay,
        inject: [DataSource, EventProducer],
        useFactory: (ds: DataSource, p: EventProducer) => new OutboxRelay(ds, p, { pollMs, retentionHours, producerName: service }),
      });
      exports.push(OutboxWriter, OutboxRelay);
    }
    return { module: MessagingModule, global: true, imports: [DiscoveryModule], controllers, providers, exports };
  }
}
