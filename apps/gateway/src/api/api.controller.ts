import { All, Controller, Req, Res } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { AppError, ErrorCode, FILE_ROUTES, ROUTES } from '@dental/contracts';
import { Readiness } from '@dental/messaging';
import { ApiPipeline, type ApiAnswer } from './api-pipeline';
import { failureAnswer } from './answers';
import { buildOpenApiDocument } from '../openapi/openapi';
import { recordRequest } from '../metrics/request-metrics';

/** Every /api call: the gateway's own (health, API description) and the contract routes. */
@Controller('api')
export class ApiController {
  private readonly openApi = buildOpenApiDocument([...ROUTES, ...FILE_ROUTES]);

  constructor(
    private readonly pipeline: ApiPipeline,
    private readonly moduleRef: ModuleRef,
  ) {}

  @All('*path')
  async handle(@Req() req: Request & { id?: unknown }, @Res() res: Response): Promise<void> {
    const started = process.hrtime.bigint();
    // The logger (pino-http) has already taken x-request-id or made one; logs and answer agree.
    const requestId = String(req.id ?? randomUUID());
    const answer = await this.answer(req, requestId);
    res.setHeader('x-request-id', requestId);
    for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
    res.status(answer.status).json(answer.body);
    recordRequest(req.method, answer.route ?? 'unmatched', answer.status, Number(process.hrtime.bigint() - started) / 1e9);
  }

  private async answer(req: Request, requestId: string): Promise<ApiAnswer> {
    if (req.method === 'GET' && (req.path === '/api/docs' || req.path === '/api/docs.json')) {
      return { status: 200, body: this.openApi, route: req.path };
    }
    if (req.method === 'GET' && req.path === '/api/health') return this.health(requestId);
    return this.pipeline.handle({
      method: req.method,
      path: req.path,
      authorization: req.headers.authorization,
      query: req.query as Record<string, unknown>,
      body: req.body as unknown,
      requestId,
      ip: req.ip ?? '',
    });
  }

  private async health(requestId: string): Promise<ApiAnswer> {
    const report = await this.moduleRef.get(Readiness, { strict: false }).report();
    if (report.ready)
      return { status: 200, body: { success: true, data: { status: 'ready', checks: report.checks } }, route: '/api/health' };
    const down = Object.entries(report.checks)
      .filter(([, state]) => state !== 'up')
      .map(([name, state]) => `${name} ${state}`)
      .join('; ');
    const answer = failureAnswer(new AppError(ErrorCode.ServiceUnavailable, `The gateway is not ready: ${down}`, false), requestId);
    return { ...answer, body: { ...(answer.body as object), data: { status: 'not ready', checks: report.checks } }, route: '/api/health' };
  }
}
