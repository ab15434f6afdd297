import { Module } from '@nestjs/common';
import { UserPreferencesModule } from '../user-preferences/user-preferences.module';
import { TransactionsHandlers } from './transactions.handlers';
import { ListAnswerCache } from './list-answer-cache';
import { ListChangeRelay } from './list-change-relay';
import { TransactionsRepository } from './transactions.repository';

@Module({
  imports: [UserPreferencesModule],
  providers: [ListAnswerCache, ListChangeRelay, TransactionsRepository, TransactionsHandlers],
  exports: [TransactionsRepository],
})
export class TransactionsModule {}
