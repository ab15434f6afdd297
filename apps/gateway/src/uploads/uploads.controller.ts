/**
 * The transaction file calls (spec 01 §7), which carry file bytes and so are served here instead of
 * by the generic pipeline: the gateway checks the caller like any other call, checks each file's
 * content and size, streams it into object storage, and sends the verification service a command
 * naming the object key, size, declared name and detected type (never the bytes). When the
 * service refuses, the objects just stored are removed, so a refused upload leaves nothing behind.
 */
import { Controller, Inject, Logger, Post, Put, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  AppError,
  DetailMessages,
  ErrorCode,
  FILE_CONTENT_TYPES,
  TransactionFileRoutes,
  newId,
  type Actor,
  type RouteDef,
  type StoredFileInput,
} from '@dental/contracts';
import { RpcClient } from '@dental/messaging';
import { ObjectStorage } from '@dental/storage';
import { ApiPipeline } from '../api/api-pipeline';
import { openBody } from '../api/request-body';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { acceptedFileKind } from './file-content';
import { readMultipart, type MultipartBody, type UploadedPart } from './multipart';
import { answerJson, requestIdOf, sendFailure, streamObject } from './file-answers';

const text = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

@Controller()
export class UploadsController {
  private readonly logger = new Logger(UploadsController.name);

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: Pick<GatewayConfig, 'UPLOAD_MAX_BYTES' | 'BODY_ENCRYPTION_KEY'>,
    private readonly pipeline: ApiPipeline,
    private readonly rpc: RpcClient,
    private readonly storage: ObjectStorage,
  ) {}

  @Post(TransactionFileRoutes.uploadFiles.path)
  upload(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.answer(req, res, async (requestId) => {
      const route = TransactionFileRoutes.uploadFiles;
      // Token and permission first: no bytes are read for a caller who may not upload.
      await this.actor(route, req, {}, requestId);
      const body = await readMultipart(req, this.config.UPLOAD_MAX_BYTES);
      const actor = await this.actor(route, req, body.fields, requestId);
      const names = body.fields.names === undefined ? [] : [body.fields.names].flat();
      const files = body.files.filter((f) => f.field === 'files' || f.field === 'files[]');
      const checked = files.map((file, i) => this.check(file, names[i]));
      return this.withStoredFiles(text(body.fields.transactionId) ?? '', files, checked, async (stored) =>
        this.rpc.send(
          route.command,
          {
            transactionId: text(body.fields.transactionId),
            statusPatient: text(body.fields.statusPatient),
            clientId: text(body.fields.clientId),
            files: stored,
          } as never,
          actor,
          requestId,
        ),
      );
    });
  }

  @Post(TransactionFileRoutes.replaceFile.path)
  replace(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.answer(req, res, async (requestId) => {
      const route = TransactionFileRoutes.replaceFile;
      await this.actor(route, req, {}, requestId);
      const body: MultipartBody = await readMultipart(req, this.config.UPLOAD_MAX_BYTES);
      const actor = await this.actor(route, req, body.fields, requestId);
      const file = body.files.find((f) => f.field === 'file');
      if (!file) throw new AppError(ErrorCode.BadInput, 'file is required', true, [{ path: 'file', message: 'is required' }]);
      const checked = this.check(file, file.filename);
      const answer = await this.withStoredFiles(text(body.fields.transactionId) ?? '', [file], [checked], async ([stored]) =>
        this.rpc.send(
          route.command,
          {
            transactionId: text(body.fields.transactionId),
            fileId: text(body.fields.fileId),
            clientId: text(body.fields.clientId),
            file: stored,
          } as never,
          actor,
          requestId,
        ),
      );
      await this.removeObjects([answer.replacedKey]);
      return answer.file;
    });
  }

  @Post(TransactionFileRoutes.downloadFile.path)
  async download(@Req() req: Request, @Res() res: Response): Promise<void> {
    const requestId = this.requestId(req);
    try {
      const input = await openBody(req.body, this.config.BODY_ENCRYPTION_KEY);
      const route = TransactionFileRoutes.downloadFile;
      const actor = await this.actor(route, req, input, requestId);
      const located = await this.rpc.send(route.command, input as never, actor, requestId);
      await streamObject(res, this.storage, { key: located.key, fileName: located.filename, contentType: located.contentType }, requestId);
    } catch (error) {
      this.fail(res, error, requestId);
    }
  }

  @Post(TransactionFileRoutes.deleteFile.path)
  delete(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.removal(req, res, TransactionFileRoutes.deleteFile);
  }

  @Put(TransactionFileRoutes.cleanFiles.path)
  clean(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.removal(req, res, TransactionFileRoutes.cleanFiles);
  }

  /** The service removes the records first; the objects go once no record names them. */
  private removal(req: Request, res: Response, route: typeof TransactionFileRoutes.deleteFile | typeof TransactionFileRoutes.cleanFiles) {
    return this.answer(req, res, async (requestId) => {
      const input = await openBody(req.body, this.config.BODY_ENCRYPTION_KEY);
      const actor = await this.actor(route, req, input, requestId);
      const answer = await this.rpc.send(
        route.command as typeof TransactionFileRoutes.deleteFile.command,
        input as never,
        actor,
        requestId,
      );
      await this.removeObjects(answer.removedKeys);
      return { files: answer.files };
    });
  }

  /** The file's kind by content and name, and the name it is saved under (the one typed for it, else its own). */
  private check(file: UploadedPart, name: string | undefined) {
    const kind = acceptedFileKind(file.filename, file.content);
    if (!kind) {
      throw new AppError(ErrorCode.BadInput, DetailMessages.allowedFiles, true, [
        { path: 'files', message: `${file.filename}: ${DetailMessages.allowedFiles}` },
      ]);
    }
    return { kind, name: (name ?? '').trim() || file.filename };
  }

  /** Stores the files, runs the command, and removes what was stored if the command fails. */
  private async withStoredFiles<T>(
    transactionId: string,
    files: UploadedPart[],
    checked: { kind: StoredFileInput['kind']; name: string }[],
    command: (stored: StoredFileInput[]) => Promise<T>,
  ): Promise<T> {
    const folder = /^[0-9a-f]{24}$/.test(transactionId) ? transactionId : 'unknown';
    const stored: StoredFileInput[] = [];
    try {
      for (const [i, file] of files.entries()) {
        const { kind, name } = checked[i];
        const key = `transactions/${folder}/${newId()}.${kind}`;
        await this.storage.put(key, file.content, FILE_CONTENT_TYPES[kind]);
        stored.push({ key, size: file.content.length, name, contentType: FILE_CONTENT_TYPES[kind], kind });
      }
      return await command(stored);
    } catch (error) {
      await this.removeObjects(stored.map((s) => s.key));
      throw error;
    }
  }

  private async removeObjects(keys: string[]): Promise<void> {
    for (const key of keys) {
      // The records are already gone or never made; a leftover object is logged, not shown to the person.
      await this.storage.remove(key).catch((error: unknown) => this.logger.warn(`could not remove object ${key}: ${String(error)}`));
    }
  }

  private async actor(route: RouteDef, req: Request, input: unknown, requestId: string): Promise<Actor> {
    return (await this.pipeline.authenticate(route, req.headers.authorization, input, requestId)).actor;
  }

  private requestId(req: Request): string {
    return requestIdOf(req);
  }

  private answer(req: Request, res: Response, work: (requestId: string) => Promise<unknown>): Promise<void> {
    return answerJson(req, res, work);
  }

  private fail(res: Response, error: unknown, requestId: string): void {
    sendFailure(res, error, requestId);
  }
}
