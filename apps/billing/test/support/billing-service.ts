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
    // Only onboarding decisions send mail; their test (onboarding.int-spec.ts) gives a real SMTP sink.
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: '9', MAIL_FROM: 'billing@dental.test', WEB_BASE_URL: 'http://127.0.0.1:1' },
    overrides,
  });
}
