import { Module } from '@nestjs/common';
import { TransactionPlansHandlers } from './transaction-plans.handlers';
import { TransactionPlansRepository } from './transaction-plans.repository';

/** The insurance plans the bots read, and the Transaction plans screens' calls. */
@Module({ providers: [TransactionPlansRepository, TransactionPlansHandlers] })
export class TransactionPlansModule {}
