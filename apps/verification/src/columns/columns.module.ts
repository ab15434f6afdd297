import { Module } from '@nestjs/common';
import { ColumnsHandlers } from './columns.handlers';

@Module({ providers: [ColumnsHandlers] })
export class ColumnsModule {}
