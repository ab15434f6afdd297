/**
 * Data Quality Records and Recall Transactions: the patient-contact bot's messages (`bot.dqa.request`)
 * kept per request, the screen's four calls, and the recall table computed from the read model of
 * transactions and those requests. Every call reads only practices the caller was granted.
 */
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  AppError,
  DQA_INACTIVE,
  DataQualityCommands,
  DqaMessages,
  ErrorCode,
  Topics,
  VerificationCommands,
  dqaRequestEventSchema,
  type Actor,
  type CommandInput,
  type DqaConfirmAnswer,
  type DqaPage,
  type DqaRecordDetail,
  type DqaRequestEvent,
  type RecallPage,
} from '@dental/contracts';
import { HandlesCommand, HandlesEvent, RpcClient, grantedPractices, signedIn, type EventContext } from '@dental/messaging';
import { DataQualityRepository, type ConfirmedDqaAnswer } from './data-quality.repository';
import { RecallTransactionsRepository } from './recall-transactions.repository';

@Injectable()
export class DataQualityHandlers {
  constructor(
    private readonly records: DataQualityRepository,
    private readonly recall: RecallTransactionsRepository,
    private readonly rpc: RpcClient,
  ) {}

  @HandlesEvent(Topics.BotDqaRequest, dqaRequestEventSchema)
  async onRequest(event: DqaRequestEvent, context: EventContext): Promise<void> {
    if (!context.manager) throw new Error(`${context.topic} messages arrived without a database transaction`);
    await this.records.store(context.manager, event);
  }

  @HandlesCommand(DataQualityCommands.missingFields)
  missingFields(input: CommandInput<typeof DataQualityCommands.missingFields>, actor: Actor | null): Promise<string[]> {
    return this.records.missingFields(grantedPractices(actor, input.practiceIds));
  }

  @HandlesCommand(DataQualityCommands.list)
  list(input: CommandInput<typeof DataQualityCommands.list>, actor: Actor | null): Promise<DqaPage> {
    return this.records.page({
      practiceIds: grantedPractices(actor, input.practiceIds),
      ...input.filters,
      sort: input.sort,
      offset: input.offset,
      limit: input.limit,
    });
  }

  /** Another practice's record is "not found", never shown. */
  @HandlesCommand(DataQualityCommands.detail)
  async detail(input: CommandInput<typeof DataQualityCommands.detail>, actor: Actor | null): Promise<DqaRecordDetail> {
    const record = await this.records.detail(input.id, signedIn(actor).practiceIds);
    if (!record) throw new AppError(ErrorCode.NotFound, DqaMessages.notFound);
    return record;
  }

  /**
   * Confirm update: staff have checked the patient's answers. Only an Active record (an answer not yet
   * confirmed) can be confirmed; it is then No Active until the patient answers again. The answer is
   * written into the request's transaction by the verification service first: when that service
   * refuses (audited transaction, another practice's) or does not answer (503), nothing changes.
   */
  @HandlesCommand(DataQualityCommands.confirm)
  async confirm(input: CommandInput<typeof DataQualityCommands.confirm>, actor: Actor | null): Promise<DqaConfirmAnswer> {
    const user = signedIn(actor);
    const writeThrough = (answer: ConfirmedDqaAnswer) => this.writeIntoTransaction(answer, actor);
    if (await this.records.confirm(input.requestsId, user.practiceIds, user.userId, writeThrough)) {
      return { _id: input.requestsId, status: DQA_INACTIVE, message: DqaMessages.saved };
    }
    if (await this.records.exists(input.requestsId, user.practiceIds)) throw new AppError(ErrorCode.Conflict, DqaMessages.notActive);
    throw new AppError(ErrorCode.NotFound, DqaMessages.notFound);
  }

  /** Only the fields the answer carries: a date of birth the patient left out is not written. */
  private async writeIntoTransaction(answer: ConfirmedDqaAnswer, actor: Actor | null): Promise<void> {
    if (!answer.transactionId) return;
    await this.rpc.send(
      VerificationCommands.applyConfirmedAnswer,
      {
        transactionId: answer.transactionId,
        practiceId: answer.practiceId,
        requestId: answer.requestId,
        patient: { firstName: answer.firstName, lastName: answer.lastName, ...(answer.dob ? { dob: answer.dob } : {}) },
      },
      actor,
      randomUUID(),
    );
  }

  @HandlesCommand(DataQualityCommands.recall)
  recallTransactions(input: CommandInput<typeof DataQualityCommands.recall>, actor: Actor | null): Promise<RecallPage> {
    return this.recall.page({ ...input, practiceIds: grantedPractices(actor, input.practiceIds) });
  }
}
