import { Module } from '@nestjs/common';
import { PracticesModule } from '../practices/practices.module';
import { BotResultsHandlers } from './bot-results.handlers';
import { BotResultsRepository } from './bot-results.repository';

@Module({ imports: [PracticesModule], providers: [BotResultsRepository, BotResultsHandlers] })
export class BotResultsModule {}
