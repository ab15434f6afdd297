/**
 * Finished spreadsheets, streamed by the gateway from object storage so the download works from a
 * browser in every deployment (no storage address leaves):
 * - a report (`GET /api/report/jobs/{jobId}/file`), named by the reports service;
 * - an All Transactions export (`GET /api/iv/transaction/download/{jobId}/file`), named by the
 *   verification service.
 * Each is checked like any call, and the service names the stored object only to the person who
 * started the job.
 */
import { Controller, Get, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ReportFileRoutes, TransactionExportFileRoutes } from '@dental/contracts';
import { RpcClient } from '@dental/messaging';
import { ObjectStorage } from '@dental/storage';
import { ApiPipeline } from '../api/api-pipeline';
import { expressPath, serveStoredFile } from './file-answers';

@Controller()
export class ReportFilesController {
  constructor(
    private readonly pipeline: ApiPipeline,
    private readonly rpc: RpcClient,
    private readonly storage: ObjectStorage,
  ) {}

  private deps() {
    return { pipeline: this.pipeline, rpc: this.rpc, storage: this.storage };
  }

  @Get(expressPath(ReportFileRoutes.reportDownload.path))
  report(@Req() req: Request, @Res() res: Response): Promise<void> {
    return serveStoredFile(this.deps(), ReportFileRoutes.reportDownload, req, res);
  }

  @Get(expressPath(TransactionExportFileRoutes.exportDownload.path))
  transactionExport(@Req() req: Request, @Res() res: Response): Promise<void> {
    return serveStoredFile(this.deps(), TransactionExportFileRoutes.exportDownload, req, res);
  }
}
