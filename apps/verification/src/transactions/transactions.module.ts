import { Module } from '@nestjs/common';
import { UserPreferencesModule } from '../user-preferences/user-preferences.module';
import { TransactionsHandlers } from './transactions.handlers';
import { TransactionListCache } from './transaction-list-cache';
import { TransactionsRepository } from './transactions.repository';

@Module({
  imports: [UserPreferencesModule],
  providers: [TransactionListCache, TransactionsRepository, TransactionsHandlers],
  exports: [TransactionsRepository],
})
export class TransactionsModule {}
