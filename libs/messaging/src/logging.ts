import { LoggerModule } from 'nestjs-pino';
import type { DynamicModule } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Structured logs (pino) carrying the request id; secrets and tokens are redacted. */
export function loggingModule(service: string, level: string): DynamicModule {
  return LoggerModule.forRoot({
    pinoHttp: {
      level,
      base: { service },
      genReqId: (req: IncomingMessage) => (req.headers['x-request-id'] as string | undefined) ?? randomUUID(),
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', '*.refreshToken'],
      autoLogging: { ignore: (req: IncomingMessage) => (req.url ?? '').startsWith('/health') || req.url === '/metrics' },
      customProps: (req: IncomingMessage) => ({ requestId: (req as IncomingMessage & { id?: string }).id }),
    },
  });
}
