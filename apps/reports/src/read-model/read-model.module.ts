import { Module } from '@nestjs/common';
import { ReadModelHandlers } from './read-model.handlers';
import { ReadModelRebuild } from './read-model-rebuild';
import { ReadModelRepository } from './read-model.repository';

@Module({ providers: [ReadModelRepository, ReadModelHandlers, ReadModelRebuild], exports: [ReadModelRebuild] })
export class ReadModelModule {}
