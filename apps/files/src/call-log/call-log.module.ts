import { Module } from '@nestjs/common';
import { CallLogHandlers } from './call-log.handlers';

/** The call log and a call's detail, read from the call provider. */
@Module({ providers: [CallLogHandlers] })
export class CallLogModule {}
