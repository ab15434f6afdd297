import { existsSync } from 'node:fs';
import { Global, Module, type DynamicModule, type INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { raw } from 'express';
import { SubscriptionFileRoutes } from '@dental/contracts';
import { WEBHOOKS_PREFIX } from './uploads/call-files.controller';
import Redis from 'ioredis';
import {
  HealthModule,
  KafkaHealth,
  MessagingModule,
  RpcClient,
  kafkaSettingsOf,
  loggingModule,
  type BootstrapOptions,
} from '@dental/messaging';
import { GATEWAY_CONFIG, type GatewayConfig } from './config';
import { ObjectStorageModule, RedisModule, redisReadiness } from '@dental/storage';
import { ApiController } from './api/api.controller';
import { ApiPipeline } from './api/api-pipeline';
import { KeptAnswers } from './api/kept-answers';
import { ApiExceptionFilter, BODY_LIMIT } from './api/api-exception.filter';
import { AccessProfileCache } from './access/access-profile-cache';
import { TokenBlacklist } from './access/token-blacklist';
import { compressAnswers } from './web/compression';
import { serveWebApp } from './web/web-app';
import { UploadsController } from './uploads/uploads.controller';
import { ConversionsController } from './uploads/conversions.controller';
import { MetricsServer } from './metrics/metrics-server';
import { RateLimiter } from './security/rate-limiter';
import { securityHeaders } from './security/security-headers';
import { RealtimeFilesController } from './uploads/realtime-files.controller';
import { ReportFilesController } from './uploads/report-files.controller';
import { FeeSchedulesController } from './uploads/fee-schedules.controller';
import { SubscriptionsController } from './uploads/subscriptions.controller';
import { OnboardingFilesController } from './uploads/onboarding-files.controller';
import { CallFilesController } from './uploads/call-files.controller';

@Global()
@Module({})
class GatewayConfigModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return { module: GatewayConfigModule, providers: [{ provide: GATEWAY_CONFIG, useValue: config }], exports: [GATEWAY_CONFIG] };
  }
}

@Module({})
class GatewayModule {}

/** The only HTTP entry: no database; Redis for the blacklist and the access-profile cache; Kafka to every service. */
export function gatewayModule(config: GatewayConfig): DynamicModule {
  const kafka = kafkaSettingsOf('gateway', config);
  return {
    module: GatewayModule,
    imports: [
      loggingModule('gateway', config.LOG_LEVEL),
      GatewayConfigModule.forRoot(config),
      RedisModule.forRoot(config),
      ObjectStorageModule.forRoot(config),
      MessagingModule.forService({ service: 'gateway', kafka }),
      HealthModule.register({
        metrics: false,
        inject: [KafkaHealth, Redis],
        checks: (kafka: KafkaHealth, redis: Redis) => ({
          kafka: () => kafka.check(),
          redis: redisReadiness(redis),
        }),
      }),
    ],
    // The file routes first: Express matches in order, and the API controller takes every other /api path.
    controllers: [
      UploadsController,
      ConversionsController,
      RealtimeFilesController,
      ReportFilesController,
      FeeSchedulesController,
      SubscriptionsController,
      OnboardingFilesController,
      CallFilesController,
      ApiController,
    ],
    providers: [
      {
        provide: RpcClient,
        inject: [KafkaHealth],
        useFactory: (health: KafkaHealth) =>
          new RpcClient({ ...kafka, timeoutMs: config.RPC_TIMEOUT_MS, replyGroupId: 'gateway.replies' }, health),
      },
      TokenBlacklist,
      AccessProfileCache,
      ApiPipeline,
      KeptAnswers,
      MetricsServer,
      RateLimiter,
    ],
  };
}

/** HTTP set-up that must precede Nest's own: security headers, compressed answers, the 1 MB JSON limit, API-shaped errors, the web app. */
export function configureGateway(config: GatewayConfig) {
  return async (nest: INestApplication): Promise<void> => {
    const app = nest as NestExpressApplication;
    app.disable('x-powered-by');
    app.use(securityHeaders());
    // Behind the ingress the caller's address comes from X-Forwarded-For, trusted from private networks only.
    app.set('trust proxy', 'loopback, linklocal, uniquelocal');
    app.use(compressAnswers());
    // The provider's webhook is signed over its exact bytes: read raw, before the JSON parser would.
    app.use(SubscriptionFileRoutes.paymentWebhook.path, raw({ type: () => true, limit: '512kb' }));
    app.use(WEBHOOKS_PREFIX, raw({ type: () => true, limit: '256kb' }));
    app.useBodyParser('json', { limit: BODY_LIMIT });
    app.useGlobalFilters(new ApiExceptionFilter(app.getHttpAdapter()));
    if (config.WEB_DIST && existsSync(config.WEB_DIST)) serveWebApp(app, config.WEB_DIST);
  };
}

/** How main.ts starts the gateway; tests start it the same way with their own port and signals. */
export function gatewayBootstrapOptions(config: GatewayConfig): BootstrapOptions {
  return {
    service: 'gateway',
    module: gatewayModule(config),
    httpPort: config.HTTP_PORT,
    kafka: kafkaSettingsOf('gateway', config),
    shutdownGraceMs: config.SHUTDOWN_GRACE_MS,
    configure: configureGateway(config),
  };
}
