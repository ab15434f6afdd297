/**
 * Gateway side of request-reply: sends a command to its service's request topic and waits for the
 * reply. No answer within RPC_TIMEOUT_MS (the service is down, or its consumer group is rebalancing)
 * becomes a clear 503 naming the service, which callers may retry; a failure reply becomes the
 * service's AppError.
 */
import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { ClientKafka } from '@nestjs/microservices';
import { Partitioners, type Kafka } from 'kafkajs';
import { withCoalescingProducers } from './coalescing-producer';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import {
  AppError,
  ErrorCode,
  SERVICES,
  requestTopic,
  type Actor,
  type CommandAnswer,
  type CommandDef,
  type CommandRequest,
  type RpcReplyMessage,
  type RpcRequestMessage,
  type ServiceName,
} from '@dental/contracts';
import { GROUP_MEMBERSHIP, kafkaClientConfig, type KafkaSettings } from '../kafka';
import type { KafkaHealth } from '../health/kafka-health';

export interface RpcClientSettings extends KafkaSettings {
  timeoutMs: number;
  /** Consumer group of this client's reply consumer; replicas of one gateway share it. */
  replyGroupId: string;
  /**
   * The services this client sends commands to (all of them when absent). Replies to a service's
   * commands share one reply topic, read by every client subscribed to it: a client subscribed only
   * where it sends is not woken by the replies meant for the others.
   */
  services?: readonly ServiceName[];
}

/** Nest's Kafka client, with requests sent during one turn of the event loop leaving in one produce request. */
class CoalescingClientKafka extends ClientKafka {
  override createClient<T = Kafka>(): T {
    return withCoalescingProducers(super.createClient<Kafka>()) as T;
  }
}

@Injectable()
export class RpcClient implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(RpcClient.name);
  private readonly client: ClientKafka;

  constructor(
    private readonly settings: RpcClientSettings,
    /** Told about the reply consumer, so that one stopped for good makes the process unready. */
    private readonly health?: KafkaHealth,
  ) {
    this.client = new CoalescingClientKafka({
      client: kafkaClientConfig(settings),
      consumer: {
        groupId: settings.replyGroupId,
        maxWaitTimeInMs: settings.maxWaitTimeInMs,
        allowAutoTopicCreation: false,
        ...GROUP_MEMBERSHIP,
      },
      producer: { allowAutoTopicCreation: false, createPartitioner: Partitioners.DefaultPartitioner },
      producerOnlyMode: false,
    } as ConstructorParameters<typeof ClientKafka>[0]);
  }

  async onModuleInit(): Promise<void> {
    for (const service of this.settings.services ?? SERVICES) this.client.subscribeToResponseOf(requestTopic(service));
    await this.client.connect();
    this.health?.watch(`${this.settings.clientId} replies`, this.client.consumer);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close().catch((error: unknown) => this.logger.warn(`rpc client close: ${String(error)}`));
  }

  async send<C extends CommandDef>(
    command: C,
    payload: CommandRequest<C>,
    actor: Actor | null,
    requestId: string,
  ): Promise<CommandAnswer<C>> {
    if (this.settings.services && !this.settings.services.includes(command.service)) {
      throw new Error(`${this.settings.clientId} sends to ${this.settings.services.join(', ')} only, not to ${command.service}`);
    }
    const message: RpcRequestMessage = { command: command.name, requestId, actor, payload };
    let reply: RpcReplyMessage;
    try {
      reply = await firstValueFrom(
        this.client.send<RpcReplyMessage, RpcRequestMessage>(requestTopic(command.service), message).pipe(timeout(this.settings.timeoutMs)),
      );
    } catch (error) {
      if (error instanceof TimeoutError) {
        throw new AppError(
          ErrorCode.ServiceUnavailable,
          `The ${command.service} service did not answer within ${this.settings.timeoutMs / 1000} s; please try again`,
          true,
        );
      }
      this.logger.error({ err: error, requestId }, `rpc ${command.service}/${command.name} failed`);
      throw new AppError(ErrorCode.ServiceUnavailable, `The ${command.service} service is unavailable; please try again`, true);
    }
    if (!reply.ok) throw AppError.from(reply.problem);
    return reply.data as CommandAnswer<C>;
  }
}
