import { Module } from '@nestjs/common';
import { TransactionsHandlers } from './transactions.handlers';
import { TransactionsRepository } from './transactions.repository';

@Module({ providers: [TransactionsRepository, TransactionsHandlers] })
export class TransactionsModule {}
