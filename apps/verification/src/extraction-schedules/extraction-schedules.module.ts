import { Module, type DynamicModule } from '@nestjs/common';
import { EventProducer } from '@dental/messaging';
import { PracticesModule } from '../practices/practices.module';
import { ExtractionJobs, type ExtractionSettings } from './extraction-jobs';
import { ExtractionSchedulesRepository } from './extraction-schedules.repository';
import { ExtractionSchedulesHandlers } from './extraction-schedules.handlers';
import { BotReportsHandlers } from './bot-reports.handlers';

/** The Command center: schedules, their BullMQ jobs, the bots' reports, logs and status events. */
@Module({})
export class ExtractionSchedulesModule {
  static forRoot(settings: ExtractionSettings): DynamicModule {
    return {
      module: ExtractionSchedulesModule,
      imports: [PracticesModule],
      providers: [
        ExtractionSchedulesRepository,
        {
          provide: ExtractionJobs,
          inject: [ExtractionSchedulesRepository, EventProducer],
          useFactory: (schedules: ExtractionSchedulesRepository, producer: EventProducer) =>
            new ExtractionJobs(settings, schedules, producer),
        },
        ExtractionSchedulesHandlers,
        BotReportsHandlers,
      ],
    };
  }
}
