/**
 * Liveness (/health: the process answers) and readiness (/health/ready: every dependency the
 * service registered answers), plus Prometheus metrics at /metrics unless the app serves them elsewhere.
 */
import { Controller, Get, Header, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { collectDefaultMetrics, register } from 'prom-client';

export type ReadinessCheck = () => Promise<void>;
export const READINESS_CHECKS = Symbol('READINESS_CHECKS');

@Injectable()
export class Readiness {
  constructor(@Inject(READINESS_CHECKS) private readonly checks: Record<string, ReadinessCheck>) {}

  async report(): Promise<{ ready: boolean; checks: Record<string, string> }> {
    const results: Record<string, string> = {};
    await Promise.all(
      Object.entries(this.checks).map(async ([name, check]) => {
        try {
          await withTimeout(check(), 2_000);
          results[name] = 'up';
        } catch (error) {
          results[name] = `down: ${error instanceof Error ? error.message : String(error)}`;
        }
      }),
    );
    return { ready: Object.values(results).every((r) => r === 'up'), checks: results };
  }
}

let defaultMetricsStarted = false;

/** The process metrics (memory, event loop, GC), once per process however many apps it runs. */
export function startDefaultMetrics(): void {
  if (defaultMetricsStarted) return;
  // Event-loop lag sampled once a second rather than every 10 ms (prom-client's default): the
  // sampling timer is what wakes an idle process most often (at 100 ms, ten of its ~35 wake-ups a
  // second). A loop that stalls still shows, since the stall delays the next sample by its length.
  collectDefaultMetrics({ eventLoopMonitoringPrecision: 1_000 });
  defaultMetricsStarted = true;
}

@Controller()
export class HealthController {
  constructor(private readonly readiness: Readiness) {
    startDefaultMetrics();
  }

  @Get('health')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('health/ready')
  async ready(): Promise<{ status: 'ready'; checks: Record<string, string> }> {
    const report = await this.readiness.report();
    if (!report.ready) throw new HttpException({ status: 'not ready', checks: report.checks }, HttpStatus.SERVICE_UNAVAILABLE);
    return { status: 'ready', checks: report.checks };
  }
}

/** Prometheus metrics on the app's own port: the services, whose port no ingress routes. */
@Controller()
export class MetricsController {
  @Get('metrics')
  @Header('Content-Type', register.contentType)
  metrics(): Promise<string> {
    return register.metrics();
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    promise.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e: unknown) => (clearTimeout(timer), reject(e)),
    );
  });
}
