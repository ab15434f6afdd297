import { Module } from '@nestjs/common';
import { FeeSchedulesRepository } from './fee-schedules.repository';
import { FeeSchedulesHandlers } from './fee-schedules.handlers';

/** Fee schedules: reading uploads, saving, listing and editing rows. */
@Module({ providers: [FeeSchedulesRepository, FeeSchedulesHandlers] })
export class FeeSchedulesModule {}
