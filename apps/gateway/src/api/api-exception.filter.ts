/**
 * Failures that happen before the API controller runs (the JSON body parser) still answer in the
 * API's envelope. Anything outside /api keeps Nest's default handling.
 */
import { ArgumentsHost, BadRequestException, Catch, HttpException } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { AppError, ErrorCode } from '@dental/contracts';
import { failureAnswer } from './answers';
import { recordRequest } from '../metrics/request-metrics';

export const BODY_LIMIT = '1mb';

@Catch()
export class ApiExceptionFilter extends BaseExceptionFilter {
  override catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request & { id?: unknown }>();
    const res = http.getResponse<Response>();
    if (!req.originalUrl?.startsWith('/api') || res.headersSent) return super.catch(exception, host);
    const requestId = String(req.id ?? req.headers['x-request-id'] ?? randomUUID());
    const { status, body, headers } = failureAnswer(this.asAppError(exception), requestId);
    const tooLarge = (exception as { type?: string } | null)?.type === 'entity.too.large';
    res.setHeader('x-request-id', requestId);
    for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value);
    res.status(tooLarge ? 413 : status).json(body);
    recordRequest(req.method, 'unreadable-body', tooLarge ? 413 : status, 0);
  }

  private asAppError(exception: unknown): unknown {
    if ((exception as { type?: string } | null)?.type === 'entity.too.large') {
      return new AppError(ErrorCode.BadInput, `The request body is larger than ${BODY_LIMIT.toUpperCase().replace('MB', ' MB')}`);
    }
    if (exception instanceof BadRequestException) return new AppError(ErrorCode.BadInput, 'The request body is not valid JSON');
    if (exception instanceof HttpException && exception.getStatus() < 500) {
      return new AppError(ErrorCode.BadInput, exception.message);
    }
    return exception;
  }
}
