import { Module } from '@nestjs/common';
import { MissingCodesHandlers } from './missing-codes.handlers';

@Module({ providers: [MissingCodesHandlers] })
export class MissingCodesModule {}
