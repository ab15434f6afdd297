import { Module } from '@nestjs/common';
import { TransactionsModule } from '../transactions/transactions.module';
import { StatisticsHandlers } from './statistics.handlers';

@Module({ imports: [TransactionsModule], providers: [StatisticsHandlers] })
export class StatisticsModule {}
