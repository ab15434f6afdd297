/**
 * Provider webhooks: the call provider (Aircall) announces a new or changed call or text message, and
 * RingCentral a new message, by posting to the product. Each is checked with the provider's own
 * scheme before anything is applied:
 * - Aircall puts the webhook's token (shown once when the webhook is created in Aircall) in every
 *   body's `token` field;
 * - RingCentral sends the verification token given when the subscription was made in the
 *   `Verification-Token` header (and, when the subscription is made, a `Validation-Token` header the
 *   endpoint must echo).
 * Both tokens belong to the client's provider account, so they are kept with its credentials on the
 * Credentials screen (`webhookToken` in the `Aircall` group, `verificationToken` in `RingCentral`).
 *
 * Bots that read the same providers may publish the same records on `bot.provider.record`, each the
 * provider's webhook body as it would have posted it. A record is applied once per (client,
 * provider, record, event) whichever way, and however often, it arrives.
 */
import { z } from 'zod';
import { defineCommand } from '../messaging/commands';
import { idText } from '../shared/id-text';
import { ProviderCredentialGroups } from './provider-credentials';

export const WEBHOOK_PROVIDERS = ['aircall', 'ringcentral'] as const;
export type WebhookProvider = (typeof WEBHOOK_PROVIDERS)[number];

/** The key of the client's credential group that holds the webhook's shared token. */
export const ProviderWebhookKeys = { aircall: 'webhookToken', ringcentral: 'verificationToken' } as const satisfies Record<
  WebhookProvider,
  string
>;

/** What the gateway forwards of a webhook: whose it is (the address names the client), the body as received, and the header token. */
export const providerWebhookSchema = z
  .object({
    clientId: idText,
    payload: z.string().max(256 * 1024),
    /** RingCentral's `Verification-Token` header; Aircall's token travels in the body. */
    token: z.string().max(500).optional(),
  })
  .strict();
export type ProviderWebhookInput = z.output<typeof providerWebhookSchema>;

export interface ProviderWebhookAnswer {
  /** false when this record and event had already been applied (a redelivery, or a bot's copy). */
  applied: boolean;
}

/** The auth service's answer: the webhook token of the client's group, or null when none is saved. */
export const providerWebhookTokenSchema = z.object({ provider: z.enum(WEBHOOK_PROVIDERS), clientId: idText }).strict();
export type ProviderWebhookTokenAnswer = { token: string } | null;

export const ProviderWebhookCommands = {
  aircallWebhook: defineCommand<ProviderWebhookAnswer>()('files', 'providers.webhook.aircall', providerWebhookSchema),
  ringCentralWebhook: defineCommand<ProviderWebhookAnswer>()('files', 'providers.webhook.ringcentral', providerWebhookSchema),
  /** No route serves it: only services ask, with no actor, for the one key a webhook is checked with. */
  providerWebhookToken: defineCommand<ProviderWebhookTokenAnswer>()('auth', 'credentials.webhookToken', providerWebhookTokenSchema),
} as const;

/** `bot.provider.record`: a bot publishes a provider record it read, as the provider's webhook body. */
export const botProviderRecordSchema = z.object({
  eventId: z.string().uuid('must be a UUID'),
  clientId: idText.describe('the client whose provider account holds the record'),
  provider: z.enum(WEBHOOK_PROVIDERS),
  record: z
    .record(z.string(), z.unknown())
    .describe(
      "the provider's webhook body as it would post it (Aircall: resource, event, timestamp, data; RingCentral: uuid, event, body)",
    ),
});
export type BotProviderRecord = z.infer<typeof botProviderRecordSchema>;

export const PROVIDER_RECORD_EXAMPLE: BotProviderRecord = {
  eventId: '8d1f0c52-3b7e-4a8f-9c61-2f4e5a7b9d10',
  clientId: '6955b9000000000000000101',
  provider: 'aircall',
  record: {
    resource: 'call',
    event: 'call.ended',
    timestamp: 1795766400,
    data: {
      id: 900241,
      direction: 'inbound',
      status: 'done',
      started_at: 1795766200,
      answered_at: 1795766210,
      ended_at: 1795766390,
      duration: 190,
      raw_digits: '+18005550199',
      recording: null,
      cost: '0.475',
      user: { id: 1001, name: 'Maria Lopez', email: 'maria.lopez@dental.local', language: 'en-US', time_zone: 'America/New_York' },
      number: { name: 'Front desk', digits: '+1 305-555-0100', country: 'US', time_zone: 'America/New_York' },
    },
  },
};

export const WebhookMessages = {
  badToken: 'The webhook token is not valid',
  badBody: 'The webhook body is not a record this product reads',
} as const;

/** The credential group of a provider whose webhook this is (its label on the Credentials screen). */
export const webhookGroupLabel = (provider: WebhookProvider) => ProviderCredentialGroups[provider].label;
