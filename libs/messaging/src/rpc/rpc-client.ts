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
  RpcCalls,
  replyTopic,
  requestTopic,
  type Actor,
  type CommandAnswer,
  type CommandDef,
  type CommandRequest,
  type RpcCaller,
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
   * Who is asking (RpcCalls in libs/contracts): its answers come on its own reply topics. When absent,
   * the caller the client id starts with (`files-rpc` asks as files).
   */
  caller?: RpcCaller;
  /** The services this client sends commands to (all its caller may ask when absent). */
  services?: readonly ServiceName[];
}

/** The caller a client asks as: the one named, or the one its client id starts with. */
export function rpcCallerOf(settings: Pick<RpcClientSettings, 'caller' | 'clientId'>): RpcCaller {
  const callers = Object.keys(RpcCalls) as RpcCaller[];
  const caller = settings.caller ?? callers.find((c) => settings.clientId === c || settings.clientId.startsWith(`${c}-`));
  if (!caller || !callers.includes(caller)) {
    throw new Error(`RPC client '${settings.clientId}' names no caller of RpcCalls (${callers.join(', ')}): it would have no reply topics`);
  }
  return caller;
}

/**
 * Nest's Kafka client, reading its answers on its caller's own reply topic (the request's reply
 * header names it, and the service answers there), with requests sent during one turn of the event
 * loop leaving in one produce request.
 */
class CallerClientKafka extends ClientKafka {
  private readonly replyTopic: string;

  constructor(options: ConstructorParameters<typeof ClientKafka>[0], caller: RpcCaller) {
    super(options);
    this.replyTopic = replyTopic(caller);
  }

  override createClient<T = Kafka>(): T {
    return withCoalescingProducers(super.createClient<Kafka>()) as T;
  }

  /** Answers to every service asked come on the one reply topic, subscribed once. */
  override subscribeToResponseOf(pattern: unknown): void {
    if (!this.responsePatterns.includes(this.replyTopic)) super.subscribeToResponseOf(pattern);
  }

  protected override getResponsePatternName(): string {
    return this.replyTopic;
  }
}

@Injectable()
export class RpcClient implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(RpcClient.name);
  private readonly client: ClientKafka;
  private readonly services: readonly ServiceName[];

  constructor(
    private readonly settings: RpcClientSettings,
    /** Told about the reply consumer, so that one stopped for good makes the process unready. */
    private readonly health?: KafkaHealth,
  ) {
    const caller = rpcCallerOf(settings);
    const allowed: readonly ServiceName[] = RpcCalls[caller];
    this.services = settings.services ?? allowed;
    const unlisted = this.services.filter((service) => !allowed.includes(service));
    if (unlisted.length > 0) {
      throw new Error(`${caller} asks ${unlisted.join(', ')} but RpcCalls does not list it there: no reply topic would exist`);
    }
    this.client = new CallerClientKafka(
      {
        client: kafkaClientConfig(settings),
        consumer: {
          groupId: settings.replyGroupId,
          maxWaitTimeInMs: settings.maxWaitTimeInMs,
          allowAutoTopicCreation: false,
          ...GROUP_MEMBERSHIP,
        },
        producer: { allowAutoTopicCreation: false, createPartitioner: Partitioners.DefaultPartitioner },
        producerOnlyMode: false,
        // An answer matters only to the request waiting for it, in this process, now: a restarted or
        // rebalanced reply consumer starts at the newest answer (kafkajs' default) and never needs
        // an older one. So its offsets are never committed, which spares the broker an offset commit
        // (an append to its offsets log) for every answer received.
        run: { autoCommit: false },
      } as ConstructorParameters<typeof ClientKafka>[0],
      caller,
    );
  }

  async onModuleInit(): Promise<void> {
    for (const service of this.services) this.client.subscribeToResponseOf(requestTopic(service));
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
    if (!this.services.includes(command.service)) {
      throw new Error(`${this.settings.clientId} sends to ${this.services.join(', ')} only, not to ${command.service}`);
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
