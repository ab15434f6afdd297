import { Module } from '@nestjs/common';
import { StatisticsHandlers } from './statistics.handlers';

@Module({ providers: [StatisticsHandlers] })
export class StatisticsModule {}
