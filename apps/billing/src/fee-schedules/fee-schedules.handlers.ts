/**
 * Fee schedules over request-reply. The gateway has checked the route permission and that the
 * caller was granted the practice named; each handler checks again against the actor (and, for a
 * row or an upload named by id, against the practice or user it belongs to), so a caller never
 * reads or changes another practice's schedule whatever id it sends.
 */
import { Injectable } from '@nestjs/common';
import {
  AppError,
  BillingCommands,
  ErrorCode,
  FeeScheduleMessages,
  checkFeeRows,
  newId,
  type Actor,
  type CommandInput,
  type FeeScheduleCarrier,
  type FeeScheduleRow,
  type FeeScheduleRowPage,
  type FeeUpload,
  type FeeUploadRowPage,
  type SavedFeeSchedule,
} from '@dental/contracts';
import { HandlesCommand, signedIn } from '@dental/messaging';
import { ObjectStorage } from '@dental/storage';
import { FeeSchedulesRepository } from './fee-schedules.repository';
import { readFeeWorkbook } from './fee-workbook';

const badInput = (message: string, path: string) => new AppError(ErrorCode.BadInput, message, true, [{ path, message }]);

function reachPractice(actor: Actor, practiceId: string): void {
  if (!actor.practiceIds.includes(practiceId))
    throw new AppError(ErrorCode.Forbidden, `You do not have access to practice '${practiceId}'`);
}

@Injectable()
export class FeeSchedulesHandlers {
  constructor(
    private readonly schedules: FeeSchedulesRepository,
    private readonly storage: ObjectStorage,
  ) {}

  /** Reads an upload the gateway stored, keeps its sheets for the upload view and the save, and drops the file. */
  @HandlesCommand(BillingCommands.readFeeWorkbook)
  async readWorkbook(input: CommandInput<typeof BillingCommands.readFeeWorkbook>, actor: Actor | null): Promise<FeeUpload> {
    const who = signedIn(actor);
    reachPractice(who, input.practiceId);
    try {
      const sheets = await readFeeWorkbook(await this.storage.get(input.key));
      const uploadId = newId();
      await this.schedules.saveUpload({ id: uploadId, userId: who.userId, practiceId: input.practiceId, fileName: input.fileName }, sheets);
      return {
        uploadId,
        fileName: input.fileName,
        sheets: sheets.map((s) => ({
          name: s.name,
          rows: s.rows.length,
          duplicates: s.duplicates,
          wrongPrices: s.wrongPrices,
          badRows: s.badRows,
        })),
      };
    } finally {
      await this.storage.remove(input.key).catch(() => undefined);
    }
  }

  @HandlesCommand(BillingCommands.feeUploadRows)
  async uploadRows(input: CommandInput<typeof BillingCommands.feeUploadRows>, actor: Actor | null): Promise<FeeUploadRowPage> {
    const who = signedIn(actor);
    await this.ownUpload(who, input.uploadId);
    return this.schedules.uploadRows(input.uploadId, input.sheet, input.view, input.limit, input.offset);
  }

  /**
   * Saves a schedule. Duplicate codes and wrong prices both block it: a schedule holds one price per
   * code, and which of two rows was meant is for the person to say.
   */
  @HandlesCommand(BillingCommands.saveFeeSchedule)
  async save(input: CommandInput<typeof BillingCommands.saveFeeSchedule>, actor: Actor | null): Promise<SavedFeeSchedule> {
    const who = signedIn(actor);
    reachPractice(who, input.practiceId);
    let services = input.services;
    if (input.uploadId) {
      const upload = await this.ownUpload(who, input.uploadId);
      if (upload.practiceId !== input.practiceId) throw badInput('The upload was made for another practice', 'practiceId');
      services = await this.schedules.uploadSheet(input.uploadId, input.sheet!);
    }
    const rows = (services ?? []).map((s) => ({
      serviceCode: s.serviceCode.trim(),
      serviceDescription: s.serviceDescription.trim(),
      price: s.price.trim(),
    }));
    if (rows.length === 0) throw badInput(FeeScheduleMessages.noServices, 'services');
    const missing = rows.findIndex((r) => !r.serviceCode || !r.serviceDescription);
    if (missing >= 0) {
      const field = rows[missing]!.serviceCode ? 'serviceDescription' : 'serviceCode';
      const message = field === 'serviceCode' ? FeeScheduleMessages.codeRequired : FeeScheduleMessages.descriptionRequired;
      throw badInput(message, `services.${missing}.${field}`);
    }
    const { duplicates, wrongPrices } = checkFeeRows(rows);
    if (duplicates.length) throw badInput(FeeScheduleMessages.duplicates, 'services');
    if (wrongPrices.length) throw badInput(FeeScheduleMessages.wrongPrice(wrongPrices), 'services');
    const schedule = await this.schedules.create(
      {
        practiceId: input.practiceId,
        year: input.year,
        carrierName: input.carrierName,
        description: input.description,
        createdBy: who.userId,
        services: rows,
      },
      input.uploadId,
    );
    if (!schedule) throw new AppError(ErrorCode.Conflict, FeeScheduleMessages.exists);
    return { schedule, message: FeeScheduleMessages.saved };
  }

  @HandlesCommand(BillingCommands.feeScheduleCarriers)
  carriers(input: CommandInput<typeof BillingCommands.feeScheduleCarriers>, actor: Actor | null): Promise<FeeScheduleCarrier[]> {
    reachPractice(signedIn(actor), input.practiceId);
    return this.schedules.carriers(input.practiceId, input.year);
  }

  @HandlesCommand(BillingCommands.feeScheduleByCarrier)
  async byCarrier(input: CommandInput<typeof BillingCommands.feeScheduleByCarrier>, actor: Actor | null): Promise<FeeScheduleRowPage> {
    reachPractice(signedIn(actor), input.practiceId);
    const schedule = await this.schedules.findSchedule(input.practiceId, input.year, input.carrierName);
    if (!schedule) throw new AppError(ErrorCode.NotFound, FeeScheduleMessages.noRecords);
    return { ...(await this.schedules.rows(schedule._id, input.code, input.limit, input.offset)), schedule };
  }

  @HandlesCommand(BillingCommands.updateFeeService)
  async updateRow(input: CommandInput<typeof BillingCommands.updateFeeService>, actor: Actor | null): Promise<FeeScheduleRow> {
    const who = signedIn(actor);
    const owner = await this.schedules.practiceOfRow(input.rowId);
    // A row of a practice the caller was not granted is answered as missing: its existence is not theirs to learn.
    if (!owner || !who.practiceIds.includes(owner.practiceId)) throw new AppError(ErrorCode.NotFound, FeeScheduleMessages.rowNotFound);
    const updated = await this.schedules.updateRow(input.rowId, input, who.userId);
    if (updated === 'code-taken') throw badInput(FeeScheduleMessages.codeExists(input.serviceCode), 'serviceCode');
    return updated;
  }

  private async ownUpload(who: Actor, uploadId: string) {
    const upload = await this.schedules.uploadOf(uploadId);
    if (!upload || upload.userId !== who.userId || !who.practiceIds.includes(upload.practiceId)) {
      throw new AppError(ErrorCode.NotFound, FeeScheduleMessages.uploadNotFound);
    }
    return upload;
  }
}
