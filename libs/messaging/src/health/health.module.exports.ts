export { HealthModule } from './health.module';
export type { ReadinessCheck } from './health.controller';
