/**
 * The Command center's calls: list, verify dates, save (which hands new dates to the bots), and the
 * Logs and Audit Trail lists. The gateway has checked the route permission and that every practice
 * named is granted; lists are scoped to the actor's practices again here, so a caller never reads
 * another practice's rows whatever it sends.
 */
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  AppError,
  ErrorCode,
  ExtractionCommands,
  ExtractionMessages,
  newId,
  type Actor,
  type BotStatusPage,
  type CommandInput,
  type ExtractionLogPage,
  type ExtractionSaved,
  type ExtractionSchedulePage,
  type ExtractionVerification,
} from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { signedIn } from '../user-preferences/signed-in';
import { PracticesRepository, type KnownPractice } from '../practices/practices.repository';
import { ExtractionSchedulesRepository } from './extraction-schedules.repository';
import { ExtractionJobs } from './extraction-jobs';

@Injectable()
export class ExtractionSchedulesHandlers {
  constructor(
    private readonly schedules: ExtractionSchedulesRepository,
    private readonly jobs: ExtractionJobs,
    private readonly practices: PracticesRepository,
    private readonly dataSource: DataSource,
  ) {}

  @HandlesCommand(ExtractionCommands.listSchedules)
  list(input: CommandInput<typeof ExtractionCommands.listSchedules>, actor: Actor | null): Promise<ExtractionSchedulePage> {
    return this.schedules.page(grantedOf(signedIn(actor), input.practiceIds), input.page, input.limit);
  }

  @HandlesCommand(ExtractionCommands.verifyDates)
  async verify(input: CommandInput<typeof ExtractionCommands.verifyDates>, actor: Actor | null): Promise<ExtractionVerification> {
    await this.practiceOf(signedIn(actor), input.practiceId);
    const taken = await this.schedules.alreadyScheduled(input.practiceId, input.type, input.dates);
    const refused = taken.map((t) => ({ date: t.date, reason: `already scheduled (${t.state.replace('_', ' ')})` }));
    const dates = input.dates.filter((d) => !taken.some((t) => t.date === d));
    if (dates.length === 0)
      throw new AppError(ErrorCode.BadInput, ExtractionMessages.nothingToVerify, true, [
        { path: 'dates', message: ExtractionMessages.nothingToVerify },
      ]);
    return { dates, refused, message: ExtractionMessages.verified };
  }

  @HandlesCommand(ExtractionCommands.saveSchedule)
  async save(input: CommandInput<typeof ExtractionCommands.saveSchedule>, actor: Actor | null): Promise<ExtractionSaved> {
    const who = signedIn(actor);
    const practice = await this.practiceOf(who, input.practiceId);
    const id = newId();
    const dates = await this.schedules.save({
      id,
      clientId: practice.clientId,
      practiceId: practice.practiceId,
      type: input.type,
      dates: input.dates,
      createdBy: who.userId,
      firstName: input.callerName.firstName,
      lastName: input.callerName.lastName,
    });
    if (dates.length === 0) return { message: ExtractionMessages.alreadyScheduled, schedule: null, enqueued: [] };
    await this.jobs.enqueue({ scheduleId: id, clientId: practice.clientId, practiceId: practice.practiceId, type: input.type }, dates);
    return { message: ExtractionMessages.saved, schedule: await this.schedules.one(id), enqueued: dates };
  }

  @HandlesCommand(ExtractionCommands.logs)
  logs(input: CommandInput<typeof ExtractionCommands.logs>, actor: Actor | null): Promise<ExtractionLogPage> {
    const practiceIds = grantedOf(signedIn(actor), input.practiceId ? [input.practiceId] : undefined);
    return this.schedules.logs(practiceIds, input.sheetDate, input.limit, input.offset);
  }

  @HandlesCommand(ExtractionCommands.botStatus)
  botStatus(input: CommandInput<typeof ExtractionCommands.botStatus>, actor: Actor | null): Promise<BotStatusPage> {
    return this.schedules.statuses(grantedOf(signedIn(actor), input.practiceIds), input, input.page, input.limit);
  }

  /** The practice as this service knows it; one not granted, unknown or removed cannot be scheduled. */
  private async practiceOf(actor: Actor, practiceId: string): Promise<KnownPractice> {
    if (!actor.practiceIds.includes(practiceId))
      throw new AppError(ErrorCode.Forbidden, `You do not have access to practice '${practiceId}'`);
    const practice = (await this.practices.findMany(this.dataSource.manager, [practiceId])).get(practiceId);
    if (!practice || practice.deleted || !actor.clientIds.includes(practice.clientId)) {
      throw new AppError(ErrorCode.BadInput, ExtractionMessages.unknownPractice, true, [
        { path: 'practiceId', message: ExtractionMessages.unknownPractice },
      ]);
    }
    return practice;
  }
}

/** The practices asked for that the actor was granted; none asked means all granted. */
function grantedOf(actor: Actor, asked: string[] | undefined): string[] {
  return asked && asked.length > 0 ? asked.filter((id) => actor.practiceIds.includes(id)) : actor.practiceIds;
}
