import { Module } from '@nestjs/common';
import { SmsLogsHandlers } from './sms-logs.handlers';

/** The Ring Central and Air Call 2FA SMS logs, read from each provider. */
@Module({ providers: [SmsLogsHandlers] })
export class SmsLogsModule {}
