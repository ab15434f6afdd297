/**
 * The gateway's Prometheus metrics, on a port of their own (METRICS_PORT). The gateway's HTTP port is
 * the product's public address, routed by the ingress; this one is reached only inside the cluster
 * (the Service names it for Prometheus, the Ingress never does), so request counts and process
 * details are not published to the internet.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { register } from 'prom-client';
import { startDefaultMetrics } from '@dental/messaging';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

@Injectable()
export class MetricsServer implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(MetricsServer.name);
  private server?: Server;

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: Pick<GatewayConfig, 'METRICS_PORT'>) {}

  async onModuleInit(): Promise<void> {
    startDefaultMetrics();
    const server = createServer((req, res) => {
      if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Only GET /metrics is served here\n');
        return;
      }
      register.metrics().then(
        (text) => res.writeHead(200, { 'Content-Type': register.contentType }).end(text),
        (error: unknown) => {
          this.logger.error({ err: error }, 'Metrics could not be collected');
          res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Metrics could not be collected\n');
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.config.METRICS_PORT, '0.0.0.0', () => resolve());
    });
    this.server = server;
  }

  /** The port it listens on (tests start it on port 0). */
  port(): number {
    return (this.server?.address() as AddressInfo | null)?.port ?? 0;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
