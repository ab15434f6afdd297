/**
 * What the gateway's HTTP tests start beside the test infrastructure (auth's test-stack): the gateway
 * and the services behind it in-process on free ports, and a person's sign-in over HTTP.
 */
import type { DynamicModule, INestApplication } from '@nestjs/common';
import { Routes, type PendingSignIn, type ServiceName, type Session } from '@dental/contracts';
import { loadConfig } from '@dental/config';
import { bootstrapService, serviceBootstrapOptions, type ServiceConfig } from '@dental/messaging';
import { gatewayBootstrapOptions } from '../../src/app.module';
import { gatewayConfigSchema } from '../../src/config';
import { startS3StandIn, type S3StandIn } from '@dental/testing';
import { baseUrlOf, startInfrastructure, type TestInfrastructure } from '../../../auth/test/support/test-stack';
import { PIN_IN_MAIL } from '../../../auth/test/support/mail-inbox';

/** The test infrastructure with the S3 stand-in as the services' object storage, in `bucket`. */
export async function startInfrastructureWithS3(
  bucket: string,
  overrides: Record<string, string> = {},
): Promise<{ infra: TestInfrastructure; s3: S3StandIn }> {
  const s3 = await startS3StandIn();
  const infra = await startInfrastructure({
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY: s3.accessKey,
    S3_SECRET_KEY: s3.secretKey,
    S3_BUCKET: bucket,
    ...overrides,
  });
  return { infra, s3 };
}

/** The gateway on the infrastructure's settings, and the address it answers on. */
export async function startGateway(env: Record<string, string>): Promise<{ gateway: INestApplication; base: string }> {
  const gateway = await bootstrapService({
    // Metrics on a free port, so gateways of several tests can run at once; the API description served.
    ...gatewayBootstrapOptions(loadConfig(gatewayConfigSchema, { METRICS_PORT: '0', API_DOCS_ENABLED: 'true', ...env })),
    httpPort: 0,
    handleSignals: false,
  });
  return { gateway, base: baseUrlOf(gateway) };
}

/** A service of this repository (verification, templates…) as its main.ts starts it, with its configuration read from the test settings. */
export function startService<C extends ServiceConfig>(
  service: ServiceName,
  config: C,
  buildModule: (config: C) => DynamicModule,
): Promise<INestApplication> {
  return bootstrapService({ ...serviceBootstrapOptions(service, config, buildModule), httpPort: 0, handleSignals: false });
}

/** Signs in over HTTP as a person does, password then the PIN mailed to them; answers the access token. */
export async function signInOverHttp(base: string, infra: TestInfrastructure, username: string, password: string): Promise<string> {
  const post = async <T>(path: string, body: object): Promise<T> => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return ((await res.json()) as { data: T }).data;
  };
  const { trackLoginId } = await post<PendingSignIn>(Routes.authenticate.path, { username, password });
  const pin = await infra.inbox.next(username, PIN_IN_MAIL);
  return (await post<Session>(Routes.authenticatePin.path, { trackLoginId, pin })).token;
}
