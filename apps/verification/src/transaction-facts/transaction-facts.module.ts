import { Module } from '@nestjs/common';
import { TransactionFactsHandlers } from './transaction-facts.handlers';
import { TransactionFactsRepository } from './transaction-facts.repository';

@Module({ providers: [TransactionFactsRepository, TransactionFactsHandlers] })
export class TransactionFactsModule {}
