/**
 * The Real Time IV list's download (`GET /api/realtimeiv/getFile?file=<record id>`): checked like any
 * call (permission realTime, the client), then the verification service says which stored object is
 * that record's response document, only when the caller holds its practice, and the bytes stream
 * from object storage through the gateway.
 */
import { Controller, Get, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { RealtimeFileRoutes } from '@dental/contracts';
import { RpcClient } from '@dental/messaging';
import { ObjectStorage } from '@dental/storage';
import { ApiPipeline } from '../api/api-pipeline';
import { requestIdOf, sendFailure, streamObject } from './file-answers';

@Controller()
export class RealtimeFilesController {
  constructor(
    private readonly pipeline: ApiPipeline,
    private readonly rpc: RpcClient,
    private readonly storage: ObjectStorage,
  ) {}

  @Get(RealtimeFileRoutes.realtimeFile.path)
  async download(@Req() req: Request, @Res() res: Response): Promise<void> {
    const requestId = requestIdOf(req);
    try {
      const route = RealtimeFileRoutes.realtimeFile;
      const input = { ...(req.query as Record<string, unknown>) };
      const { actor } = await this.pipeline.authenticate(route, req.headers.authorization, input, requestId);
      const file = await this.rpc.send(route.command, input as never, actor, requestId);
      await streamObject(res, this.storage, file, requestId);
    } catch (error) {
      sendFailure(res, error, requestId);
    }
  }
}
