/** Every command each service answers, gathered from the feature folders. The gateway's routes call these. */
import type { CommandDef } from './messaging/commands';
import type { ServiceName } from './messaging/services';
import { AuthCommands } from './access/access.commands';
import { VerificationCommands } from './transactions/transactions.commands';
import { TemplatesCommands } from './templates/templates.commands';
import { DetailCommands } from './transactions/transaction-detail.commands';
import { FilesCommands } from './files/files.commands';
import { ExtractionCommands } from './extraction/extraction.commands';
import { ClaimCommands } from './claims/claims.commands';
import { TransactionPlanCommands } from './transaction-plans/transaction-plans.commands';
import { CallsCommands } from './calls/calls.commands';
import { ProviderCredentialCommands } from './calls/provider-credentials';
import { ProviderWebhookCommands } from './calls/provider-webhooks';
import { CallCenterCommands } from './call-center/call-center.commands';
import { RealtimeCommands } from './realtime/realtime.commands';
import { ReportsCommands } from './reports/reports.commands';
import { DataQualityCommands } from './reports/data-quality.commands';
import { ReportFileCommands } from './reports/report-files.commands';
import { BillingCommands } from './billing/billing.commands';
import { ClientOnboardingCommands } from './billing/onboarding';

export {
  AuthCommands,
  VerificationCommands,
  TemplatesCommands,
  FilesCommands,
  CallsCommands,
  RealtimeCommands,
  ReportsCommands,
  DataQualityCommands,
  BillingCommands,
  ExtractionCommands,
  ClaimCommands,
  TransactionPlanCommands,
};

export const ALL_COMMANDS: readonly CommandDef[] = [
  ...Object.values(AuthCommands),
  ...Object.values(VerificationCommands),
  ...Object.values(DetailCommands),
  ...(Object.values(TemplatesCommands) as CommandDef[]),
  ...Object.values(FilesCommands),
  ...Object.values(CallsCommands),
  ...Object.values(ProviderCredentialCommands),
  ...Object.values(ProviderWebhookCommands),
  ...Object.values(CallCenterCommands),
  ...Object.values(RealtimeCommands),
  ...Object.values(ReportsCommands),
  ...Object.values(DataQualityCommands),
  ...Object.values(ReportFileCommands),
  ...Object.values(BillingCommands),
  ...Object.values(ClientOnboardingCommands),
  ...Object.values(ExtractionCommands),
  ...Object.values(ClaimCommands),
  ...Object.values(TransactionPlanCommands),
];

export function commandsOf(service: ServiceName): CommandDef[] {
  return ALL_COMMANDS.filter((c) => c.service === service);
}

export function findCommand(service: ServiceName, name: string): CommandDef | undefined {
  return ALL_COMMANDS.find((c) => c.service === service && c.name === name);
}
