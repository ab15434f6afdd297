/**
 * The subscription calls that carry bytes or need them untouched:
 * - `GET /api/stripe/invoice/{invoiceId}/download`: the billing service puts the invoice's PDF in
 *   object storage after checking the caller reaches it; the gateway streams it.
 * - `POST /api/stripe/webhook`: the card-payment provider's events. No token (the provider signs
 *   instead); the body is kept exactly as received (`configureGateway` reads it raw), because the
 *   signature is over those bytes, and goes with the `Stripe-Signature` header to the billing
 *   service, which checks both and applies each event once. A refused signature answers 400, so
 *   the provider shows the failure on its side.
 */
import { Controller, Get, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AppError, ErrorCode, SubscriptionFileRoutes, SubscriptionMessages } from '@dental/contracts';
import { RpcClient } from '@dental/messaging';
import { ObjectStorage } from '@dental/storage';
import { ApiPipeline } from '../api/api-pipeline';
import { answerJson, requestIdOf, sendFailure, streamObject } from './file-answers';

const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

@Controller()
export class SubscriptionsController {
  constructor(
    private readonly pipeline: ApiPipeline,
    private readonly rpc: RpcClient,
    private readonly storage: ObjectStorage,
  ) {}

  @Get(expressPath(SubscriptionFileRoutes.invoiceDownload.path))
  async download(@Req() req: Request, @Res() res: Response): Promise<void> {
    const requestId = requestIdOf(req);
    try {
      const route = SubscriptionFileRoutes.invoiceDownload;
      const input = { invoiceId: String(req.params.invoiceId) };
      const { actor } = await this.pipeline.authenticate(route, req.headers.authorization, input, requestId);
      const file = await this.rpc.send(route.command, input, actor, requestId);
      await streamObject(res, this.storage, file, requestId);
    } catch (error) {
      sendFailure(res, error, requestId);
    }
  }

  @Post(SubscriptionFileRoutes.paymentWebhook.path)
  webhook(@Req() req: Request, @Res() res: Response): Promise<void> {
    return answerJson(req, res, async (requestId) => {
      const signature = req.headers['stripe-signature'];
      if (!Buffer.isBuffer(req.body) || typeof signature !== 'string') {
        throw new AppError(ErrorCode.BadInput, SubscriptionMessages.badSignature, true, [{ path: 'signature', message: 'is required' }]);
      }
      return this.rpc.send(
        SubscriptionFileRoutes.paymentWebhook.command,
        { payload: req.body.toString('utf8'), signature },
        null,
        requestId,
      );
    });
  }
}
