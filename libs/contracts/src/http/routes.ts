/** Every documented HTTP call, gathered from the feature folders. The gateway serves exactly these. */
import type { RouteDef } from './route-def';
import { AccessRoutes } from '../access/access.routes';
import { TransactionExportFileRoutes, TransactionRoutes } from '../transactions/transactions.routes';
import { TemplatesRoutes } from '../templates/templates.routes';
import { TransactionDetailRoutes, TransactionFileRoutes } from '../transactions/transaction-detail.routes';
import { ExtractionRoutes } from '../extraction/extraction.routes';
import { ClaimRoutes } from '../claims/claims.routes';
import { TransactionPlanRoutes } from '../transaction-plans/transaction-plans.routes';
import { ConversionFileRoutes, ConversionRoutes, FileFeedRoutes } from '../files/files.routes';
import { CallFileRoutes, CallsRoutes } from '../calls/calls.routes';
import { CallCenterRoutes } from '../call-center/call-center.routes';
import { RealtimeFileRoutes, RealtimeRoutes } from '../realtime/realtime.routes';
import { DashboardRoutes } from '../reports/reports.routes';
import { DataQualityRoutes } from '../reports/data-quality.routes';
import { ReportFileRoutes, ReportRoutes } from '../reports/report-files.routes';
import {
  FeeScheduleFileRoutes,
  FeeScheduleRoutes,
  OnboardingFileRoutes,
  OnboardingRoutes,
  SubscriptionFileRoutes,
  SubscriptionRoutes,
} from '../billing/billing.routes';

export * from './route-def';

export const Routes = {
  ...AccessRoutes,
  ...TransactionRoutes,
  ...TransactionExportFileRoutes,
  ...TemplatesRoutes,
  ...TransactionDetailRoutes,
  ...TransactionFileRoutes,
  ...FileFeedRoutes,
  ...ConversionRoutes,
  ...ConversionFileRoutes,
  ...CallsRoutes,
  ...CallFileRoutes,
  ...CallCenterRoutes,
  ...RealtimeRoutes,
  ...RealtimeFileRoutes,
  ...DashboardRoutes,
  ...DataQualityRoutes,
  ...ReportRoutes,
  ...ReportFileRoutes,
  ...FeeScheduleRoutes,
  ...FeeScheduleFileRoutes,
  ...SubscriptionRoutes,
  ...SubscriptionFileRoutes,
  ...OnboardingRoutes,
  ...OnboardingFileRoutes,
  ...ExtractionRoutes,
  ...ClaimRoutes,
  ...TransactionPlanRoutes,
} as const;

/**
 * Routes the gateway serves with its own handlers because they carry file bytes (multipart uploads
 * into object storage, downloads from it); the generic pipeline never serves them, so no JSON
 * request can hand a service an object key of its choosing.
 */
export const FILE_ROUTES: readonly RouteDef[] = [
  ...Object.values(TransactionExportFileRoutes),
  ...Object.values(TransactionFileRoutes),
  ...Object.values(ConversionFileRoutes),
  ...Object.values(RealtimeFileRoutes),
  ...Object.values(ReportFileRoutes),
  ...Object.values(CallFileRoutes),
  ...Object.values(FeeScheduleFileRoutes),
  ...Object.values(SubscriptionFileRoutes),
  ...Object.values(OnboardingFileRoutes),
];

export const ROUTES: readonly RouteDef[] = Object.values(Routes).filter((route) => !FILE_ROUTES.includes(route));
