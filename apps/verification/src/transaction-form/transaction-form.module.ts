import { Module } from '@nestjs/common';
import { TransactionFormHandlers } from './transaction-form.handlers';

@Module({ providers: [TransactionFormHandlers] })
export class TransactionFormModule {}
