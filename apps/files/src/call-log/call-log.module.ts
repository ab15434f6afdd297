import { Module } from '@nestjs/common';
import { CallLogHandlers } from './call-log.handlers';
import { CallRecordsRepository } from './call-records.repository';

/** The call log and a call's detail, read from the call provider, with what the product keeps about each call. */
@Module({ providers: [CallLogHandlers, CallRecordsRepository] })
export class CallLogModule {}
