/**
 * The billing service in-process for an integration test, as its main.ts starts it: its own
 * database, Kafka broker and S3 stand-in, with an RpcClient like the gateway's.
 */
import { loadConfig } from '@dental/config';
import { startServiceUnderTest, type ServiceUnderTest } from '@dental/testing';
import { billingModule } from '../../src/app.module';
import { billingConfigSchema } from '../../src/config';

export type BillingService = ServiceUnderTest;

/** `overrides` set or replace variables; the card-payment provider is configured only when they say so. */
export function startBillingService(overrides: Record<string, string> = {}): Promise<BillingService> {
  return startServiceUnderTest({
    service: 'billing',
    loadConfig: (env) => loadConfig(billingConfigSchema, env),
    module: billingModule,
    bucket: 'billing-test',
    overrides,
  });
}
