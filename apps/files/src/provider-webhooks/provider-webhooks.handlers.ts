/**
 * The providers' webhooks (forwarded by the gateway) and the bots' copies of the same records
 * (`bot.provider.record`). A webhook is first checked with the provider's scheme against the token
 * the client saved on the Credentials screen (asked of the auth service each time, so a change there
 * applies at once); a bot's record is trusted as every bot event is. Either way a record is applied
 * once per (client, provider, record, event), in one database transaction with its change: a
 * redelivery, or the same record from the other path, changes nothing and answers `applied: false`.
 */
import { Injectable } from '@nestjs/common';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import {
  AppError,
  ErrorCode,
  ProviderWebhookCommands,
  Topics,
  WebhookMessages,
  botProviderRecordSchema,
  type BotProviderRecord,
  type CommandInput,
  type ProviderWebhookAnswer,
  type ProviderWebhookInput,
  type WebhookProvider,
} from '@dental/contracts';
import { HandlesCommand, HandlesEvent, RpcClient, type EventContext } from '@dental/messaging';
import { AnnouncedRecords } from '../call-log/call-records.repository';
import { aircallToken, announcedRecord, webhookJson } from './announced-records';

/** Equal tokens, compared in constant time so a wrong guess says nothing about the right one. */
export function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

@Injectable()
export class ProviderWebhooksHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rpc: RpcClient,
  ) {}

  /** Aircall puts the webhook's token in the body. */
  @HandlesCommand(ProviderWebhookCommands.aircallWebhook)
  aircall(input: CommandInput<typeof ProviderWebhookCommands.aircallWebhook>): Promise<ProviderWebhookAnswer> {
    const body = webhookJson(input.payload);
    return this.checkedAndApplied('aircall', input, body, aircallToken(body));
  }

  /** RingCentral sends the subscription's verification token in a header, which the gateway passes on. */
  @HandlesCommand(ProviderWebhookCommands.ringCentralWebhook)
  ringCentral(input: CommandInput<typeof ProviderWebhookCommands.ringCentralWebhook>): Promise<ProviderWebhookAnswer> {
    return this.checkedAndApplied('ringcentral', input, webhookJson(input.payload), input.token ?? '');
  }

  private async checkedAndApplied(
    provider: WebhookProvider,
    input: ProviderWebhookInput,
    body: Record<string, unknown>,
    given: string,
  ): Promise<ProviderWebhookAnswer> {
    const saved = await this.rpc.send(
      ProviderWebhookCommands.providerWebhookToken,
      { provider, clientId: input.clientId },
      null,
      randomUUID(),
    );
    if (!saved || !sameToken(given, saved.token)) {
      throw new AppError(ErrorCode.BadInput, WebhookMessages.badToken, true, [{ path: 'token', message: WebhookMessages.badToken }]);
    }
    return this.dataSource.transaction((db) => apply(db, input.clientId, provider, body, 'webhook'));
  }

  @HandlesEvent(Topics.BotProviderRecord, botProviderRecordSchema)
  async onBotRecord(event: BotProviderRecord, context: EventContext): Promise<void> {
    if (!context.manager) throw new Error(`${context.topic} messages arrived without a database transaction`);
    await apply(context.manager, event.clientId, event.provider, event.record, 'bot');
  }
}

async function apply(
  db: EntityManager,
  clientId: string,
  provider: WebhookProvider,
  body: Record<string, unknown>,
  source: 'webhook' | 'bot',
): Promise<ProviderWebhookAnswer> {
  const record = announcedRecord(provider, body);
  if (!record) return { applied: false };
  const first = await AnnouncedRecords.firstTime(
    db,
    { clientId, provider, resource: record.resource, recordId: record.recordId, event: record.event },
    source,
  );
  if (!first) return { applied: false };
  if (record.resource === 'call') await AnnouncedRecords.saveCall(db, clientId, record.call);
  else await AnnouncedRecords.saveMessage(db, clientId, provider, record.phone, record.message);
  return { applied: true };
}
