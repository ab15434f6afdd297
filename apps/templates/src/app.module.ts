import type { DynamicModule } from '@nestjs/common';
import { serviceModule } from '@dental/messaging';
import { MIGRATIONS } from './database/migrations';
import type { TemplatesConfig } from './config';

/** The templates service owns verification form templates and bookmarks (its features land with their issue). */
export function templatesModule(config: TemplatesConfig): DynamicModule {
  return serviceModule({ service: 'templates', config, entities: [], migrations: MIGRATIONS });
}
