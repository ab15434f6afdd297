import type { DynamicModule } from '@nestjs/common';
import { serviceModule } from '@dental/messaging';
import { MIGRATIONS } from './database/migrations';
import type { ReportsConfig } from './config';

/** The reports service owns dashboards, summary and cost reports (its features land with their issues). */
export function reportsModule(config: ReportsConfig): DynamicModule {
  return serviceModule({ service: 'reports', config, entities: [], migrations: MIGRATIONS });
}
