import { Module, type DynamicModule } from '@nestjs/common';
import { HealthController, MetricsController, READINESS_CHECKS, Readiness, type ReadinessCheck } from './health.controller';

@Module({})
export class HealthModule {
  /** `checks` is a factory of named readiness checks built from injected dependencies. */
  /**
   * `checks` is a factory of named readiness checks built from injected dependencies. `metrics: false`
   * leaves /metrics off the app's port, for an app whose port the outside world reaches (the gateway).
   */
  static register(options: {
    inject: unknown[];
    checks: (...deps: never[]) => Record<string, ReadinessCheck>;
    metrics?: boolean;
  }): DynamicModule {
    return {
      module: HealthModule,
      controllers: options.metrics === false ? [HealthController] : [HealthController, MetricsController],
      providers: [
        {
          provide: READINESS_CHECKS,
          inject: options.inject as never[],
          useFactory: options.checks as (...a: unknown[]) => Record<string, ReadinessCheck>,
        },
        Readiness,
      ],
    };
  }
}
