import { Module } from '@nestjs/common';
import { ColorsHandlers } from './colors.handlers';
import { ColorsRepository } from './colors.repository';

@Module({ providers: [ColorsRepository, ColorsHandlers] })
export class ColorsModule {}
