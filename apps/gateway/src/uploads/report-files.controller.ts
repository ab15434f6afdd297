/**
 * The finished report spreadsheet (`GET /api/report/jobs/{jobId}/file`): checked like any call, the
 * reports service names the stored object only to the person who started the report, and the
 * gateway streams it from object storage under the report's file name, the same way as a converted
 * file, so the download works from a browser in every deployment (no storage address leaves).
 */
import { Controller, Get, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ReportFileRoutes } from '@dental/contracts';
import { RpcClient } from '@dental/messaging';
import { ObjectStorage } from '@dental/storage';
import { ApiPipeline } from '../api/api-pipeline';
import { requestIdOf, sendFailure, streamObject } from './file-answers';

const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

@Controller()
export class ReportFilesController {
  constructor(
    private readonly pipeline: ApiPipeline,
    private readonly rpc: RpcClient,
    private readonly storage: ObjectStorage,
  ) {}

  @Get(expressPath(ReportFileRoutes.reportDownload.path))
  async download(@Req() req: Request, @Res() res: Response): Promise<void> {
    const requestId = requestIdOf(req);
    try {
      const route = ReportFileRoutes.reportDownload;
      const input = { ...(req.query as Record<string, unknown>), jobId: req.params.jobId };
      const { actor } = await this.pipeline.authenticate(route, req.headers.authorization, input, requestId);
      const file = await this.rpc.send(route.command, input as never, actor, requestId);
      await streamObject(res, this.storage, file, requestId);
    } catch (error) {
      sendFailure(res, error, requestId);
    }
  }
}
