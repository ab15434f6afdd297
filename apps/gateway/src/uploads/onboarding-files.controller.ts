/**
 * `POST /api/onboarding/order/downloadFile {orderId, productItemId, filename}`: the file a requester
 * sent with a product of their onboarding order. The body may come encrypted like any other; the
 * billing service names the stored object only when the product is the order's and the name its
 * file's, and the gateway streams it from object storage (no storage address leaves).
 */
import { Controller, Inject, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { OnboardingFileRoutes } from '@dental/contracts';
import { RpcClient } from '@dental/messaging';
import { ObjectStorage } from '@dental/storage';
import { ApiPipeline } from '../api/api-pipeline';
import { openBody } from '../api/request-body';
import { checkInputHygiene } from '../api/input-hygiene';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { requestIdOf, sendFailure, streamObject } from './file-answers';

@Controller()
export class OnboardingFilesController {
  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: Pick<GatewayConfig, 'BODY_ENCRYPTION_KEY'>,
    private readonly pipeline: ApiPipeline,
    private readonly rpc: RpcClient,
    private readonly storage: ObjectStorage,
  ) {}

  @Post(OnboardingFileRoutes.onboardingFile.path)
  async download(@Req() req: Request, @Res() res: Response): Promise<void> {
    const requestId = requestIdOf(req);
    try {
      const route = OnboardingFileRoutes.onboardingFile;
      const input = await openBody(req.body, this.config.BODY_ENCRYPTION_KEY);
      // The same checks as every JSON call's (a NUL in the file name, an oversized field): 400, never a database error.
      checkInputHygiene(input, {});
      const { actor } = await this.pipeline.authenticate(route, req.headers.authorization, input, requestId);
      const file = await this.rpc.send(route.command, input as never, actor, requestId);
      await streamObject(res, this.storage, file, requestId);
    } catch (error) {
      sendFailure(res, error, requestId);
    }
  }
}
