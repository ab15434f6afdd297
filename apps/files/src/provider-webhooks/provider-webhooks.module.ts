import { Module } from '@nestjs/common';
import { ProviderWebhooksHandlers } from './provider-webhooks.handlers';

/** The providers' signed webhooks and the bots' copies of the same records, each applied once. */
@Module({ providers: [ProviderWebhooksHandlers] })
export class ProviderWebhooksModule {}
