import { Counter, Histogram, register } from 'prom-client';

/** API calls by route and status, and their duration, on /metrics beside the process metrics. */
export const requestsTotal = metric(
  'gateway_http_requests_total',
  () =>
    new Counter({
      name: 'gateway_http_requests_total',
      help: 'API calls answered, by method, route and status',
      labelNames: ['method', 'route', 'status'],
    }),
);

export const requestSeconds = metric(
  'gateway_http_request_duration_seconds',
  () =>
    new Histogram({
      name: 'gateway_http_request_duration_seconds',
      help: 'Time from the request to the answer, by method and route',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
);

/** A process (or a test starting the gateway twice) registers each metric once. */
function metric<T>(name: string, create: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? create();
}

export function recordRequest(method: string, route: string, status: number, seconds: number): void {
  requestsTotal.inc({ method, route, status: String(status) });
  requestSeconds.observe({ method, route }, seconds);
}
