/**
 * The fee-schedule upload (`POST /api/feeSchedule/upload`, multipart `file`, `practiceId`): checked
 * like any call (permission `feeSchedule`, the practice granted), then by its name (.xlsx only, the
 * spec's 'File not allowed') and its content (an .xlsx is a ZIP archive), put in object storage,
 * and the billing service reads it there. The answer lists each sheet with its duplicate codes and
 * wrong prices; the rows are paged from the billing service afterwards.
 */
import { Controller, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  AppError,
  ErrorCode,
  FEE_SCHEDULE_MAX_BYTES,
  FeeScheduleFileRoutes,
  FeeScheduleMessages,
  feeUploadFieldsSchema,
  newId,
  parseInput,
} from '@dental/contracts';
import { RpcClient } from '@dental/messaging';
import { ObjectStorage } from '@dental/storage';
import { ApiPipeline } from '../api/api-pipeline';
import { readMultipart } from './multipart';
import { answerJson } from './file-answers';

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const text = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);
const notAllowed = () =>
  new AppError(ErrorCode.BadInput, FeeScheduleMessages.onlyXlsx, true, [
    { path: 'file', message: `${FeeScheduleMessages.onlyXlsx}: only .xlsx` },
  ]);

@Controller()
export class FeeSchedulesController {
  constructor(
    private readonly pipeline: ApiPipeline,
    private readonly rpc: RpcClient,
    private readonly storage: ObjectStorage,
  ) {}

  @Post(FeeScheduleFileRoutes.uploadFeeSchedule.path)
  upload(@Req() req: Request, @Res() res: Response): Promise<void> {
    const route = FeeScheduleFileRoutes.uploadFeeSchedule;
    return answerJson(req, res, async (requestId) => {
      // Token and permission first: no bytes are read for a caller who may not upload.
      await this.pipeline.authenticate(route, req.headers.authorization, {}, requestId);
      const body = await readMultipart(
        req,
        FEE_SCHEDULE_MAX_BYTES,
        (name) => `${name}: the file is larger than ${FEE_SCHEDULE_MAX_BYTES / 1024 / 1024} MB`,
      );
      const fields = parseInput(feeUploadFieldsSchema, { practiceId: text(body.fields.practiceId) });
      const { actor } = await this.pipeline.authenticate(route, req.headers.authorization, fields, requestId);
      const file = body.files.find((f) => f.field === 'file');
      if (!file) throw new AppError(ErrorCode.BadInput, 'file is required', true, [{ path: 'file', message: 'is required' }]);
      if (!file.filename.toLowerCase().endsWith('.xlsx') || !file.content.subarray(0, ZIP.length).equals(ZIP)) throw notAllowed();
      const key = `fee-schedules/${newId()}.xlsx`;
      await this.storage.put(key, file.content, XLSX_TYPE);
      try {
        return await this.rpc.send(route.command, { key, fileName: file.filename, practiceId: fields.practiceId }, actor, requestId);
      } catch (error) {
        // The billing service drops the file once read; when it never got to it, the gateway does.
        await this.storage.remove(key).catch(() => undefined);
        throw error;
      }
    });
  }
}
