import { MESSAGING_MIGRATIONS } from '@dental/messaging';
import { PracticeProjection1767312000000 } from './practice-projection.migration';
import { Transactions1767312060000 } from './transactions.migration';
import { TransactionListFeatures1767398400000 } from './transaction-list-features.migration';
import { TransactionDetail1767484800000 } from './transaction-detail.migration';
import { TemplateForms1767571200000 } from './template-forms.migration';
import { ListVersions1767657600000 } from './list-versions.migration';
import { CallVerification1767830400000 } from './call-verification.migration';
import { CarrierPhones1768003200000 } from './carrier-phones.migration';
import { RealtimeVerification1767744000000 } from './realtime.migration';
import { ExtractionSchedules1767787200000 } from './extraction-schedules.migration';
import { Claims1767916800000 } from './claims.migration';
import { RealtimeTransactions1795777056572 } from './realtime-transactions.migration';
import { TransactionPlans1795777093297 } from './transaction-plans.migration';
import { ListChangeNotifications1795800000000 } from './list-change-notifications.migration';

/** Migrations of the verification schema, in order. */
export const MIGRATIONS = [
  ...MESSAGING_MIGRATIONS,
  PracticeProjection1767312000000,
  Transactions1767312060000,
  TransactionListFeatures1767398400000,
  TransactionDetail1767484800000,
  TemplateForms1767571200000,
  ListVersions1767657600000,
  RealtimeVerification1767744000000,
  ExtractionSchedules1767787200000,
  CallVerification1767830400000,
  Claims1767916800000,
  // After the real-time carriers it refers to.
  CarrierPhones1768003200000,
  RealtimeTransactions1795777056572,
  TransactionPlans1795777093297,
  ListChangeNotifications1795800000000,
];
