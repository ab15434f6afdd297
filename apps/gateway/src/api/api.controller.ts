import { All, Controller, Inject, Req, Res } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { AppError, ErrorCode, FILE_ROUTES, ROUTES, WEB_SETTINGS_PATH, type WebSettings } from '@dental/contracts';
import { Readiness } from '@dental/messaging';
import { ApiPipeline, type ApiAnswer } from './api-pipeline';
import { failureAnswer } from './answers';
import { buildOpenApiDocument } from '../openapi/openapi';
import { recordRequest } from '../metrics/request-metrics';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

/** Every /api call: the gateway's own (health, web settings, API description) and the contract routes. */
@Controller('api')
export class ApiController {
  /** Built only where the deployment serves it (API_DOCS_ENABLED); elsewhere /api/docs is an unknown route. */
  private readonly openApi: object | undefined;
  private readonly webSettings: WebSettings;

  constructor(
    private readonly pipeline: ApiPipeline,
    private readonly moduleRef: ModuleRef,
    @Inject(GATEWAY_CONFIG) config: Pick<GatewayConfig, 'API_DOCS_ENABLED' | 'BODY_ENCRYPTION_KEY' | 'WEB_ENCRYPT_BODIES'>,
  ) {
    this.openApi = config.API_DOCS_ENABLED ? buildOpenApiDocument([...ROUTES, ...FILE_ROUTES]) : undefined;
    this.webSettings = { bodyEncryptionKey: config.BODY_ENCRYPTION_KEY, encryptBodies: config.WEB_ENCRYPT_BODIES };
  }

  @All('*path')
  async handle(@Req() req: Request & { id?: unknown }, @Res() res: Response): Promise<void> {
    const started = process.hrtime.bigint();
    // The logger (pino-http) has already taken x-request-id or made one; logs and answer agree.
    const requestId = String(req.id ?? randomUUID());
    const answer = await this.answer(req, requestId);
    res.setHeader('x-request-id', requestId);
    for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
    for (const cookie of answer.cookies ?? []) {
      const options = { httpOnly: cookie.httpOnly, sameSite: 'strict' as const, path: cookie.path, secure: req.secure };
      if (cookie.clear) res.clearCookie(cookie.name, options);
      else res.cookie(cookie.name, cookie.value, options);
    }
    if (answer.json) answer.json.send(req, res.status(answer.status));
    else res.status(answer.status).json(answer.body);
    recordRequest(req.method, answer.route ?? 'unmatched', answer.status, Number(process.hrtime.bigint() - started) / 1e9);
  }

  private async answer(req: Request, requestId: string): Promise<ApiAnswer> {
    if (req.method === 'GET' && req.path === WEB_SETTINGS_PATH) {
      return {
        status: 200,
        body: { success: true, data: this.webSettings },
        route: WEB_SETTINGS_PATH,
        headers: { 'Cache-Control': 'no-store' },
      };
    }
    if (this.openApi && req.method === 'GET' && (req.path === '/api/docs' || req.path === '/api/docs.json')) {
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
      cookies: req.headers.cookie,
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
