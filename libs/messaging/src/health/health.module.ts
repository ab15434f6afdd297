import { Module, type DynamicModule } from '@nestjs/common';
import { HealthController, READINESS_CHECKS, Readiness, type ReadinessCheck } from './health.controller';

@Module({})
export class HealthModule {
  /** `checks` is a factory of named readiness checks built from injected dependencies. */
  static register(options: { inject: unknown[]; checks: (...deps: never[]) => Record<string, ReadinessCheck> }): DynamicModule {
    return {
      module: HealthModule,
      controllers: [HealthController],
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
