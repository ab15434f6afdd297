/**
 * How the gateway's own file handlers answer: JSON in the API's envelope, or a stored object
 * streamed to the browser under its file name. The browser never gets a storage address: every byte
 * passes the gateway, after the caller's permission and tenancy were checked.
 */
import { Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import { AppError, type CommandDef, type RouteDef } from '@dental/contracts';
import type { RpcClient } from '@dental/messaging';
import type { ObjectStorage } from '@dental/storage';
import { failureAnswer } from '../api/answers';
import type { ApiPipeline } from '../api/api-pipeline';

const logger = new Logger('FileAnswers');

export function requestIdOf(req: Request & { id?: unknown }): string {
  return String(req.id ?? randomUUID());
}

export function sendFailure(res: Response, error: unknown, requestId: string): void {
  if (!(error instanceof AppError)) logger.error({ err: error, requestId }, 'file call failed');
  const answer = failureAnswer(error, requestId);
  res.setHeader('x-request-id', requestId);
  for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
  res.status(answer.status).json(answer.body);
}

/** Runs `work` and answers `{success: true, data}`, or the failure; the rest of a refused upload is read and dropped. */
export async function answerJson(req: Request, res: Response, work: (requestId: string) => Promise<unknown>): Promise<void> {
  const requestId = requestIdOf(req);
  try {
    const data = await work(requestId);
    res.setHeader('x-request-id', requestId);
    res.status(200).json({ success: true, data });
  } catch (error) {
    // Whatever the client still sends is read and dropped, so it sees the answer instead of a reset connection.
    req.resume();
    sendFailure(res, error, requestId);
  }
}

/** `attachment` with the name as typed (RFC 6266: an ASCII fallback and the UTF-8 name). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A stored object as a service names it for a download. */
export interface StoredFile {
  key: string;
  fileName: string;
  contentType: string;
}

/** Streams an object to the browser as a download. */
export async function streamObject(res: Response, storage: ObjectStorage, file: StoredFile, requestId: string): Promise<void> {
  const stream = await storage.get(file.key);
  res.status(200);
  res.setHeader('x-request-id', requestId);
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Disposition', contentDisposition(file.fileName));
  res.setHeader('Cache-Control', 'private, no-store');
  stream.on('error', (error) => {
    logger.error({ err: error, requestId }, `download of ${file.key} failed`);
    res.destroy(error);
  });
  stream.pipe(res);
}

/** A route's path in Express's syntax (`{jobId}` becomes `:jobId`). */
export const expressPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * A download of a stored file (`GET .../{jobId}/file`): the call is checked like any other (token,
 * permission, tenancy), the owning service names the object only to whom it may see it, and the
 * gateway streams it. A failure before the first byte answers in the API's envelope.
 */
export async function serveStoredFile(
  deps: { pipeline: ApiPipeline; rpc: RpcClient; storage: ObjectStorage },
  route: RouteDef & { command: CommandDef<CommandDef['request'], StoredFile> },
  req: Request,
  res: Response,
): Promise<void> {
  const requestId = requestIdOf(req);
  try {
    const input = { ...(req.query as Record<string, unknown>), ...req.params };
    const { actor } = await deps.pipeline.authenticate(route, req.headers.authorization, input, requestId);
    const file = (await deps.rpc.send(route.command, input as never, actor, requestId)) as StoredFile;
    await streamObject(res, deps.storage, file, requestId);
  } catch (error) {
    sendFailure(res, error, requestId);
  }
}
