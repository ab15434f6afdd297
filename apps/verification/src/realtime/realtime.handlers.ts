/**
 * The real-time verification calls: the carriers and each one's form, starting a verification from
 * the form's values, the Real Time IV list, a record with its answer, and the response document.
 * Every record read is scoped to the practices the caller holds; a record of another practice is
 * "not found", never shown.
 */
import { Injectable } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  RealtimeCommands,
  RealtimeMessages,
  checkCarrierForm,
  newId,
  procedureCodesOf,
  realtimeFileName,
  type Actor,
  type CarrierFormField,
  type CommandInput,
  type RealtimeCarrier,
  type RealtimeDetail,
  type RealtimeFile,
  type RealtimePage,
  type RealtimeRecord,
} from '@dental/contracts';
import { HandlesCommand, signedIn } from '@dental/messaging';
import { RealtimeRepository } from './realtime.repository';
import { RealtimeVerificationService } from './realtime-verification.service';
import { DOCX_CONTENT_TYPE } from './response-document';

@Injectable()
export class RealtimeHandlers {
  constructor(
    private readonly verifications: RealtimeRepository,
    private readonly service: RealtimeVerificationService,
  ) {}

  @HandlesCommand(RealtimeCommands.carriers)
  async carriers(_input: unknown, actor: Actor | null): Promise<RealtimeCarrier[]> {
    signedIn(actor);
    const carriers = await this.verifications.carriers();
    if (carriers.length === 0) throw new AppError(ErrorCode.NotFound, RealtimeMessages.carrierNotFound, true);
    return carriers;
  }

  @HandlesCommand(RealtimeCommands.carrierForm)
  async carrierForm(input: CommandInput<typeof RealtimeCommands.carrierForm>, actor: Actor | null): Promise<CarrierFormField[]> {
    signedIn(actor);
    const carrier = await this.verifications.carrier(input.carrierId);
    if (!carrier) throw this.noCarrier();
    return carrier.form;
  }

  @HandlesCommand(RealtimeCommands.store)
  async store(input: CommandInput<typeof RealtimeCommands.store>, actor: Actor | null): Promise<RealtimeRecord> {
    const who = signedIn(actor);
    const { carrierId, practiceId, carrierName: _name, clientId: _client, ...given } = input;
    if (!who.practiceIds.includes(practiceId)) throw new AppError(ErrorCode.NotFound, 'Practice not found', true);
    const carrier = await this.verifications.carrier(carrierId);
    if (!carrier) throw this.noCarrier();
    const values = Object.fromEntries(
      Object.entries(given).flatMap(([name, value]) => (value === null || value.trim() === '' ? [] : [[name, value.trim()]])),
    );
    const issues = checkCarrierForm(carrier.form, values);
    if (issues.length > 0) {
      const message = issues.some((i) => i.message === RealtimeMessages.fillAll)
        ? RealtimeMessages.fillAll
        : issues.map((i) => `${i.path} ${i.message}`).join('; ');
      throw new AppError(ErrorCode.BadInput, message, true, issues);
    }
    const practice = await this.verifications.practice(practiceId);
    if (!practice || !who.clientIds.concat(who.clientId).includes(practice.clientId)) {
      throw new AppError(ErrorCode.NotFound, 'Practice not found', true);
    }
    this.service.assertConfigured();
    const id = newId();
    await this.verifications.insert({
      id,
      clientId: practice.clientId,
      practiceId,
      carrier,
      values,
      procedureCodes: procedureCodesOf(values.procedureCodes),
      createdBy: who.userId,
    });
    await this.service.start(id);
    return (await this.verifications.find(id, [practiceId]))!.record;
  }

  @HandlesCommand(RealtimeCommands.list)
  list(input: CommandInput<typeof RealtimeCommands.list>, actor: Actor | null): Promise<RealtimePage> {
    const who = signedIn(actor);
    const granted = input.practiceIds.filter((id) => who.practiceIds.includes(id));
    if (granted.length === 0) return Promise.resolve({ records: [], total: 0 });
    return this.verifications.page(input, granted);
  }

  @HandlesCommand(RealtimeCommands.record)
  async record(input: CommandInput<typeof RealtimeCommands.record>, actor: Actor | null): Promise<RealtimeDetail> {
    const stored = await this.verifications.find(input.id, signedIn(actor).practiceIds);
    if (!stored) throw new AppError(ErrorCode.NotFound, RealtimeMessages.notFound, true);
    if (stored.record.stateId === 'pending') return { record: stored.record, progress: await this.service.progress(input.id) };
    if (!stored.responseKey) return { record: stored.record, progress: 100 };
    return { record: stored.record, progress: 100, response: await this.service.response(stored.responseKey) };
  }

  @HandlesCommand(RealtimeCommands.file)
  async file(input: CommandInput<typeof RealtimeCommands.file>, actor: Actor | null): Promise<RealtimeFile> {
    const stored = await this.verifications.find(input.file, signedIn(actor).practiceIds);
    if (!stored) throw new AppError(ErrorCode.NotFound, RealtimeMessages.notFound, true);
    if (stored.record.stateId !== 'completed' || !stored.responseKey)
      throw new AppError(ErrorCode.Conflict, RealtimeMessages.notFinished, true);
    // Records answered before documents were made keep their JSON response as their document.
    if (!stored.documentKey) {
      return {
        key: stored.responseKey,
        fileName: realtimeFileName(stored.record).replace(/\.docx$/, '.json'),
        contentType: 'application/json',
      };
    }
    return { key: stored.documentKey, fileName: realtimeFileName(stored.record), contentType: DOCX_CONTENT_TYPE };
  }

  private noCarrier(): AppError {
    return new AppError(ErrorCode.BadInput, RealtimeMessages.selectCarrier, true, [
      { path: 'carrierId', message: RealtimeMessages.selectCarrier },
    ]);
  }
}
