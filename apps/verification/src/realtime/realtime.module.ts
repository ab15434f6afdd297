import { Module, type DynamicModule } from '@nestjs/common';
import { CLEARINGHOUSE, HttpClearinghouse } from './clearinghouse.adapter';
import { RealtimeHandlers } from './realtime.handlers';
import { RealtimeRepository } from './realtime.repository';
import { REALTIME_SETTINGS, RealtimeVerificationService, type RealtimeSettings } from './realtime-verification.service';

export interface RealtimeConfig extends RealtimeSettings {
  CLEARINGHOUSE_URL?: string;
  CLEARINGHOUSE_API_KEY?: string;
  CLEARINGHOUSE_TIMEOUT_MS: number;
}

/** Real-time verification: carriers, the clearinghouse adapter (when configured), the job queue and its calls. */
@Module({})
export class RealtimeModule {
  static forRoot(config: RealtimeConfig): DynamicModule {
    if (config.CLEARINGHOUSE_URL && !config.CLEARINGHOUSE_API_KEY) {
      throw new Error('CLEARINGHOUSE_API_KEY is required when CLEARINGHOUSE_URL is set');
    }
    const clearinghouse = config.CLEARINGHOUSE_URL
      ? new HttpClearinghouse({
          url: config.CLEARINGHOUSE_URL,
          apiKey: config.CLEARINGHOUSE_API_KEY!,
          timeoutMs: config.CLEARINGHOUSE_TIMEOUT_MS,
        })
      : null;
    return {
      module: RealtimeModule,
      providers: [
        { provide: REALTIME_SETTINGS, useValue: config },
        { provide: CLEARINGHOUSE, useValue: clearinghouse },
        RealtimeRepository,
        RealtimeVerificationService,
        RealtimeHandlers,
      ],
    };
  }
}
