/** Every documented HTTP call, gathered from the feature folders. The gateway serves exactly these. */
import type { RouteDef } from './route-def';
import { AccessRoutes } from '../access/access.routes';
import { TransactionRoutes } from '../transactions/transactions.routes';
import { TemplatesRoutes } from '../templates/templates.routes';
import { TransactionDetailRoutes, TransactionFileRoutes } from '../transactions/transaction-detail.routes';
import { ConversionFileRoutes, ConversionRoutes, FileFeedRoutes } from '../files/files.routes';
import { DashboardRoutes } from '../reports/reports.routes';
import { ReportFileRoutes, ReportRoutes } from '../reports/report-files.routes';
import { CallsRoutes } from '../calls/calls.routes';
import { CallCenterRoutes } from '../call-center/call-center.routes';
import { RealtimeFileRoutes, RealtimeRoutes } from '../realtime/realtime.routes';

export * from './route-def';

export const Routes = {
  ...AccessRoutes,
  ...TransactionRoutes,
  ...TemplatesRoutes,
  ...TransactionDetailRoutes,
  ...TransactionFileRoutes,
  ...FileFeedRoutes,
  ...ConversionRoutes,
  ...ConversionFileRoutes,
  ...DashboardRoutes,
  ...ReportRoutes,
  ...ReportFileRoutes,
  ...CallsRoutes,
  ...CallCenterRoutes,
  ...RealtimeRoutes,
  ...RealtimeFileRoutes,
} as const;

/**
 * Routes the gateway serves with its own handlers because they carry file bytes (multipart uploads
 * into object storage, downloads from it); the generic pipeline never serves them, so no JSON
 * request can hand a service an object key of its choosing.
 */
export const FILE_ROUTES: readonly RouteDef[] = [
  ...Object.values(TransactionFileRoutes),
  ...Object.values(ConversionFileRoutes),
  ...Object.values(ReportFileRoutes),
  ...Object.values(RealtimeFileRoutes),
];

export const ROUTES: readonly RouteDef[] = Object.values(Routes).filter((route) => !FILE_ROUTES.includes(route));
