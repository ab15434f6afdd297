import { Module } from '@nestjs/common';
import { DataQualityHandlers } from './data-quality.handlers';
import { DataQualityRepository } from './data-quality.repository';
import { RecallTransactionsRepository } from './recall-transactions.repository';

@Module({ providers: [DataQualityRepository, RecallTransactionsRepository, DataQualityHandlers] })
export class DataQualityModule {}
