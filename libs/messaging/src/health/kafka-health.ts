/**
 * The Kafka part of a process's readiness, asked afresh each time: the broker answers a metadata
 * request now (not merely at the first connect), and none of the process's consumers has stopped
 * for good. kafkajs restarts a consumer after a passing failure (the broker away, a rebalance); when
 * it gives up instead, the process cannot do its work any more, so whoever started it is told to
 * exit and the orchestrator starts a fresh one.
 */
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Admin, Consumer } from 'kafkajs';
import { createQuietAdmin, type KafkaSettings } from '../kafka';

@Injectable()
export class KafkaHealth implements OnApplicationShutdown {
  private readonly logger = new Logger(KafkaHealth.name);
  private readonly admin: Admin;
  private connecting?: Promise<void>;
  /** Consumer name → why it stopped for good. */
  private readonly stopped = new Map<string, string>();
  private readonly stopListeners: ((consumer: string, reason: string) => void)[] = [];

  constructor(settings: KafkaSettings) {
    this.admin = createQuietAdmin(settings.brokers, `${settings.clientId}-health`);
  }

  /** Follows a consumer: a crash kafkajs will not restart from marks the process unready and tells the listeners. */
  watch(name: string, consumer: Consumer): void {
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      if (payload.restart) return;
      const reason = payload.error?.message ?? 'unknown error';
      this.stopped.set(name, reason);
      this.logger.error(`Kafka consumer ${name} stopped for good: ${reason}`);
      for (const listener of this.stopListeners) listener(name, reason);
    });
  }

  /** Called when a watched consumer stops for good; main() exits the process from here. */
  onConsumerStopped(listener: (consumer: string, reason: string) => void): void {
    this.stopListeners.push(listener);
  }

  /** Throws unless the broker answers now and every watched consumer still runs. */
  async check(): Promise<void> {
    const [first] = this.stopped;
    if (first) throw new Error(`consumer ${first[0]} stopped: ${first[1]}`);
    this.connecting ??= this.admin.connect().catch((error: unknown) => {
      this.connecting = undefined;
      throw error;
    });
    await this.connecting;
    await this.admin.describeCluster();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.connecting) await this.admin.disconnect().catch(() => undefined);
  }
}
