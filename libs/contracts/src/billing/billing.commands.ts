/** Commands the billing service answers: fee schedules, subscriptions and invoices, onboarding requests. */
import { defineCommand } from '../messaging/commands';
import {
  feeScheduleByCarrierSchema,
  feeScheduleCarriersSchema,
  feeUploadRowsSchema,
  readFeeWorkbookSchema,
  saveFeeScheduleSchema,
  updateFeeServiceSchema,
  type FeeScheduleCarrier,
  type FeeScheduleRow,
  type FeeScheduleRowPage,
  type FeeUpload,
  type FeeUploadRowPage,
  type SavedFeeSchedule,
} from './fee-schedules';
import {
  invoiceRefSchema,
  paymentWebhookSchema,
  subscriptionInvoicesSchema,
  subscriptionListSchema,
  subscriptionRefSchema,
  type InvoiceFile,
  type SubscriptionInvoices,
  type SubscriptionPage,
} from './subscriptions';
import {
  onboardingFileSchema,
  rejectUserRequestSchema,
  userRequestListSchema,
  userRequestRefSchema,
  type OnboardingFile,
  type OnboardingOrder,
  type UserRequestDecision,
  type UserRequestPage,
} from './onboarding';

export const BillingCommands = {
  readFeeWorkbook: defineCommand<FeeUpload>()('billing', 'feeSchedule.readWorkbook', readFeeWorkbookSchema),
  feeUploadRows: defineCommand<FeeUploadRowPage>()('billing', 'feeSchedule.uploadRows', feeUploadRowsSchema),
  saveFeeSchedule: defineCommand<SavedFeeSchedule>()('billing', 'feeSchedule.save', saveFeeScheduleSchema),
  feeScheduleCarriers: defineCommand<FeeScheduleCarrier[]>()('billing', 'feeSchedule.carriers', feeScheduleCarriersSchema),
  feeScheduleByCarrier: defineCommand<FeeScheduleRowPage>()('billing', 'feeSchedule.byCarrier', feeScheduleByCarrierSchema),
  updateFeeService: defineCommand<FeeScheduleRow>()('billing', 'feeSchedule.updateRow', updateFeeServiceSchema),
  listSubscriptions: defineCommand<SubscriptionPage>()('billing', 'subscription.list', subscriptionListSchema),
  subscriptionInvoices: defineCommand<SubscriptionInvoices>()('billing', 'subscription.invoices', subscriptionInvoicesSchema),
  cancelSubscription: defineCommand<SubscriptionInvoices>()('billing', 'subscription.cancel', subscriptionRefSchema),
  sendInvoice: defineCommand<{ message: string }>()('billing', 'invoice.send', invoiceRefSchema),
  invoiceFile: defineCommand<InvoiceFile>()('billing', 'invoice.file', invoiceRefSchema),
  paymentWebhook: defineCommand<{ applied: boolean }>()('billing', 'payments.webhook', paymentWebhookSchema),
  listUserRequests: defineCommand<UserRequestPage>()('billing', 'onboarding.list', userRequestListSchema),
  onboardingOrder: defineCommand<OnboardingOrder>()('billing', 'onboarding.order', userRequestRefSchema),
  onboardingFile: defineCommand<OnboardingFile>()('billing', 'onboarding.file', onboardingFileSchema),
  approveUserRequest: defineCommand<UserRequestDecision>()('billing', 'onboarding.approve', userRequestRefSchema),
  rejectUserRequest: defineCommand<UserRequestDecision>()('billing', 'onboarding.reject', rejectUserRequestSchema),
} as const;
