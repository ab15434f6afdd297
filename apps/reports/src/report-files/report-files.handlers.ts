import { Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  ReportFileCommands,
  reportFileName,
  type Actor,
  type CommandInput,
  type ReportFile,
  type ReportStatus,
} from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { ReportJobsService } from './report-jobs.service';
import { ReportRowsRepository } from './report-rows.repository';

/**
 * Summary Report and Client Cost Report: each call checks the caller's client and practices (the
 * gateway did already) and starts the report's job; a report covers only practices the caller was
 * granted, so a client's cost report for a user of some of its practices counts those alone.
 */
@Injectable()
export class ReportFilesHandlers {
  constructor(
    private readonly jobs: ReportJobsService,
    private readonly rows: ReportRowsRepository,
  ) {}

  @HandlesCommand(ReportFileCommands.startSummary)
  async startSummary(input: CommandInput<typeof ReportFileCommands.startSummary>, actor: Actor | null): Promise<ReportStatus> {
    const who = signedIn(actor);
    checkClient(who, input.clientId);
    if (!who.practiceIds.includes(input.practiceId))
      throw new AppError(ErrorCode.Forbidden, `You do not have access to practice ${input.practiceId}`);
    return this.jobs.start({
      kind: 'summary',
      userId: who.userId,
      clientId: input.clientId,
      practiceIds: [input.practiceId],
      start: input.startDate,
      end: input.endDate,
      fileName: reportFileName('summary', '', input.startDate, input.endDate),
    });
  }

  @HandlesCommand(ReportFileCommands.startCost)
  async startCost(input: CommandInput<typeof ReportFileCommands.startCost>, actor: Actor | null): Promise<ReportStatus> {
    const who = signedIn(actor);
    checkClient(who, input.clientId);
    const { clientName } = await this.rows.names(input.clientId);
    return this.jobs.start({
      kind: 'cost',
      userId: who.userId,
      clientId: input.clientId,
      practiceIds: [...who.practiceIds].sort(),
      start: input.dateStart,
      end: input.dateEnd,
      fileName: reportFileName('cost', clientName, input.dateStart, input.dateEnd),
    });
  }

  @HandlesCommand(ReportFileCommands.status)
  async status(input: CommandInput<typeof ReportFileCommands.status>, actor: Actor | null): Promise<ReportStatus> {
    return this.jobs.status(input.jobId, signedIn(actor).userId);
  }

  @HandlesCommand(ReportFileCommands.file)
  async file(input: CommandInput<typeof ReportFileCommands.file>, actor: Actor | null): Promise<ReportFile> {
    return this.jobs.file(input.jobId, signedIn(actor).userId);
  }
}

function signedIn(actor: Actor | null): Actor {
  if (!actor) throw new AppError(ErrorCode.Unauthenticated, 'Sign in to run reports');
  return actor;
}

function checkClient(actor: Actor, clientId: string): void {
  if (!actor.clientIds.includes(clientId)) throw new AppError(ErrorCode.Forbidden, `You do not have access to client ${clientId}`);
}
