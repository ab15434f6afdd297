/**
 * The call log's calls that carry bytes or need them untouched:
 * - `POST /api/airCall/file`: a PDF, DOC or DOCX attached to a call (multipart: `file`, `callId`,
 *   `clientId`). The caller is checked like any call; the file by content and size; its bytes go to
 *   object storage under `calls/`, and the files service records it once the call is found at the
 *   client's call provider. A refused upload leaves no object behind.
 * - `GET /api/airCall/file/{fileId}`: the attached file, streamed from object storage.
 * - `POST /api/webhooks/aircall/{clientId}` and `/ringcentral/{clientId}`: the providers' events. No
 *   token (the provider's own token is checked instead, by the files service, against the client's
 *   saved one); the body is kept exactly as received. RingCentral's subscription handshake (a
 *   `Validation-Token` header to echo) is answered here. A refused token answers 400, so the
 *   provider shows the failure on its side.
 */
import { Controller, Get, Inject, Logger, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  AppError,
  CallFileRoutes,
  CallRecordMessages,
  DetailMessages,
  ErrorCode,
  FILE_CONTENT_TYPES,
  WebhookMessages,
  newId,
  type WebhookProvider,
} from '@dental/contracts';
import { RpcClient } from '@dental/messaging';
import { ObjectStorage } from '@dental/storage';
import { ApiPipeline } from '../api/api-pipeline';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { acceptedFileKind } from './file-content';
import { readMultipart } from './multipart';
import { answerJson, requestIdOf, sendFailure, streamObject } from './file-answers';

/** The call and SMS providers' webhooks are read raw under this prefix: the body is checked as it came. */
export const WEBHOOKS_PREFIX = '/api/webhooks';

const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
const text = (value: unknown): string | undefined =>
  Array.isArray(value) ? text(value[0]) : typeof value === 'string' ? value : undefined;

@Controller()
export class CallFilesController {
  private readonly logger = new Logger(CallFilesController.name);

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: Pick<GatewayConfig, 'UPLOAD_MAX_BYTES'>,
    private readonly pipeline: ApiPipeline,
    private readonly rpc: RpcClient,
    private readonly storage: ObjectStorage,
  ) {}

  @Post(CallFileRoutes.attachCallFile.path)
  attach(@Req() req: Request, @Res() res: Response): Promise<void> {
    return answerJson(req, res, async (requestId) => {
      const route = CallFileRoutes.attachCallFile;
      // Token and permission first: no bytes are read for a caller who may not upload.
      await this.pipeline.authenticate(route, req.headers.authorization, {}, requestId);
      const body = await readMultipart(req, this.config.UPLOAD_MAX_BYTES);
      const clientId = text(body.fields.clientId);
      const { actor, profile } = await this.pipeline.authenticate(route, req.headers.authorization, { clientId }, requestId);
      const files = body.files.filter((f) => f.field === 'file');
      if (files.length !== 1) {
        throw new AppError(ErrorCode.BadInput, CallRecordMessages.fileRequired, true, [{ path: 'file', message: 'one file is required' }]);
      }
      const [file] = files;
      const kind = acceptedFileKind(file.filename, file.content);
      if (!kind) {
        throw new AppError(ErrorCode.BadInput, DetailMessages.allowedFiles, true, [
          { path: 'file', message: `${file.filename}: ${DetailMessages.allowedFiles}` },
        ]);
      }
      const key = `calls/${newId()}.${kind}`;
      await this.storage.put(key, file.content, FILE_CONTENT_TYPES[kind]);
      try {
        return await this.rpc.send(
          route.command,
          {
            callId: text(body.fields.callId),
            clientId,
            file: { key, size: file.content.length, name: file.filename, contentType: FILE_CONTENT_TYPES[kind], kind },
            callerName: { firstName: profile.firstName, lastName: profile.lastName },
          } as never,
          actor,
          requestId,
        );
      } catch (error) {
        await this.storage.remove(key).catch((failure: unknown) => this.logger.warn(`could not remove object ${key}: ${String(failure)}`));
        throw error;
      }
    });
  }

  @Get(expressPath(CallFileRoutes.downloadCallFile.path))
  async download(@Req() req: Request, @Res() res: Response): Promise<void> {
    const requestId = requestIdOf(req);
    try {
      const route = CallFileRoutes.downloadCallFile;
      const input = { fileId: String(req.params.fileId), clientId: text(req.query.clientId) };
      const { actor } = await this.pipeline.authenticate(route, req.headers.authorization, input, requestId);
      const file = await this.rpc.send(route.command, input, actor, requestId);
      await streamObject(res, this.storage, file, requestId);
    } catch (error) {
      sendFailure(res, error, requestId);
    }
  }

  @Post(expressPath(CallFileRoutes.aircallWebhook.path))
  aircall(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.webhook(req, res, 'aircall');
  }

  @Post(expressPath(CallFileRoutes.ringCentralWebhook.path))
  ringCentral(@Req() req: Request, @Res() res: Response): Promise<void> {
    const validation = req.headers['validation-token'];
    if (typeof validation === 'string' && validation.length > 0 && validation.length <= 500) {
      // RingCentral checks a new subscription's address by asking for this header back.
      res.setHeader('Validation-Token', validation);
      res.status(200).end();
      return Promise.resolve();
    }
    return this.webhook(req, res, 'ringcentral');
  }

  private webhook(req: Request, res: Response, provider: WebhookProvider): Promise<void> {
    return answerJson(req, res, async (requestId) => {
      if (!Buffer.isBuffer(req.body)) {
        throw new AppError(ErrorCode.BadInput, WebhookMessages.badBody, true, [{ path: 'body', message: 'is required' }]);
      }
      const token = req.headers['verification-token'];
      const route = provider === 'aircall' ? CallFileRoutes.aircallWebhook : CallFileRoutes.ringCentralWebhook;
      return this.rpc.send(
        route.command,
        {
          clientId: String(req.params.clientId),
          payload: req.body.toString('utf8'),
          ...(typeof token === 'string' ? { token } : {}),
        },
        null,
        requestId,
      );
    });
  }
}
