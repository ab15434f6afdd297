import { Module } from '@nestjs/common';
import { PracticesHandlers } from './practices.handlers';
import { PracticesRepository } from './practices.repository';

@Module({ providers: [PracticesRepository, PracticesHandlers], exports: [PracticesRepository] })
export class PracticesModule {}
