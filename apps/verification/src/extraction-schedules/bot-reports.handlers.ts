/**
 * What bots report about extractions and about themselves: answers to extraction commands (which
 * move the date a job follows), spreadsheet log rows (Logs) and status events (Audit Trail). A report
 * about an extraction never scheduled is refused with the reason and dead-lettered.
 */
import { Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  Topics,
  botStatusEventSchema,
  extractionLogEventSchema,
  extractionReportSchema,
  parseExtractionJobId,
  type BotStatusEvent,
  type ExtractionLogEvent,
  type ExtractionReport,
} from '@dental/contracts';
import { HandlesEvent, type EventContext } from '@dental/messaging';
import { eventTransaction } from '../database/event-transaction';
import { ExtractionSchedulesRepository } from './extraction-schedules.repository';

@Injectable()
export class BotReportsHandlers {
  constructor(private readonly schedules: ExtractionSchedulesRepository) {}

  @HandlesEvent(Topics.BotExtractionReport, extractionReportSchema)
  async onReport(report: ExtractionReport, context: EventContext): Promise<void> {
    const key = parseExtractionJobId(report.commandId);
    if (!key || key.practiceId !== report.practiceId) {
      throw new AppError(ErrorCode.BadInput, `commandId ${report.commandId} is not an extraction of practiceId ${report.practiceId}`);
    }
    if (!(await this.schedules.applyReport(eventTransaction(context), key, report))) {
      throw new AppError(ErrorCode.BadInput, `no extraction ${report.commandId} was scheduled`);
    }
  }

  @HandlesEvent(Topics.BotExtractionLog, extractionLogEventSchema)
  async onLog(log: ExtractionLogEvent, context: EventContext): Promise<void> {
    await this.schedules.addLog(eventTransaction(context), log.eventId, log);
  }

  @HandlesEvent(Topics.BotStatus, botStatusEventSchema)
  async onStatus(event: BotStatusEvent, context: EventContext): Promise<void> {
    await this.schedules.addStatus(eventTransaction(context), event.eventId, event);
  }
}
