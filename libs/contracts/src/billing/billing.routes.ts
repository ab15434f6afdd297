/** HTTP calls of the fee schedules (spec 02 §7 "Fee schedules"). */
import type { RouteDef } from '../http/route-def';
import { BillingCommands } from './billing.commands';

/** The route permission of spec 02 §6 that opens /feeschedule and /feeschedule/update. */
export const BillingPermission = { feeSchedule: 'feeSchedule', dentalMationClients: 'dentalMationClients' } as const;

const practiceTenancy = { practiceField: 'practiceId' } as const;

export const FeeScheduleRoutes = {
  saveFeeSchedule: {
    method: 'POST',
    path: '/api/feeSchedule',
    command: BillingCommands.saveFeeSchedule,
    summary:
      "Save a practice's fee schedule for a carrier and year: {practiceId, year, carrierName, description, services[{serviceCode, serviceDescription, price}]}, or {…, uploadId, sheet} to save a sheet of an upload. Duplicate codes and wrong prices are refused; an existing carrier and year answers 409",
    permission: BillingPermission.feeSchedule,
    tenancy: practiceTenancy,
  },
  feeScheduleCarriers: {
    method: 'GET',
    path: '/api/feeSchedule/carriers',
    command: BillingCommands.feeScheduleCarriers,
    summary: 'The carriers with a fee schedule for a practice and year',
    permission: BillingPermission.feeSchedule,
    tenancy: practiceTenancy,
  },
  feeScheduleByCarrier: {
    method: 'GET',
    path: '/api/feeSchedule/ByCarrier',
    command: BillingCommands.feeScheduleByCarrier,
    summary: "A carrier's fee schedule rows for a practice and year, 25 a page (limit, offset), searchable by code",
    permission: BillingPermission.feeSchedule,
    tenancy: practiceTenancy,
  },
  updateFeeService: {
    method: 'PUT',
    path: '/api/feeSchedule/{rowId}',
    command: BillingCommands.updateFeeService,
    summary: 'Edit one row of a fee schedule {serviceCode, serviceDescription, price}; a code already in the schedule is refused',
    permission: BillingPermission.feeSchedule,
  },
  feeUploadRows: {
    method: 'GET',
    path: '/api/feeSchedule/upload/{uploadId}/rows',
    command: BillingCommands.feeUploadRows,
    summary: "Rows of an uploaded sheet (view all, duplicates or wrongPrice), paged; only the uploader's uploads",
    permission: BillingPermission.feeSchedule,
  },
} as const satisfies Record<string, RouteDef>;

/** The upload carries bytes, so the gateway serves it with its own handler. */
export const FeeScheduleFileRoutes = {
  uploadFeeSchedule: {
    method: 'POST',
    path: '/api/feeSchedule/upload',
    command: BillingCommands.readFeeWorkbook,
    summary:
      'Upload an .xlsx (multipart: file, practiceId): each sheet read (code, description, price; header skipped), duplicates and wrong prices listed',
    permission: BillingPermission.feeSchedule,
    tenancy: practiceTenancy,
    fileUpload: { fileField: 'file', fields: ['practiceId', 'clientId'] },
  },
} as const satisfies Record<string, RouteDef>;

/**
 * Subscriptions and invoices (spec 03 §7). The list and the detail read the service's copy; Cancel
 * and Resend act on the provider. A caller reaches only the subscriptions of clients granted to them.
 */
export const SubscriptionRoutes = {
  listSubscriptions: {
    method: 'GET',
    path: '/api/stripe/subscription/all',
    command: BillingCommands.listSubscriptions,
    summary:
      'Subscriptions grouped by client and practice (filters client, product, practice; limit, offset by client); records[] and recordsQty',
    permission: BillingPermission.dentalMationClients,
  },
  subscriptionInvoices: {
    method: 'GET',
    path: '/api/stripe/subscription/invoice/{id}',
    command: BillingCommands.subscriptionInvoices,
    summary: "A subscription's product details, its real status and next billing date, and its invoice history (10 a page)",
    permission: BillingPermission.dentalMationClients,
  },
  cancelSubscription: {
    method: 'PUT',
    path: '/api/stripe/subscription/{id}/cancel',
    command: BillingCommands.cancelSubscription,
    summary: 'Cancel a subscription at the provider now; answers the subscription with its new status',
    permission: BillingPermission.dentalMationClients,
  },
  sendInvoice: {
    method: 'POST',
    path: '/api/stripe/invoice/{invoiceId}/send',
    command: BillingCommands.sendInvoice,
    summary: 'Resend an invoice: the provider e-mails it to the customer again',
    permission: BillingPermission.dentalMationClients,
  },
} as const satisfies Record<string, RouteDef>;

/** The invoice PDF (bytes, through object storage) and the provider's webhook (its raw body is signed): the gateway's own handlers. */
export const SubscriptionFileRoutes = {
  invoiceDownload: {
    method: 'GET',
    path: '/api/stripe/invoice/{invoiceId}/download',
    command: BillingCommands.invoiceFile,
    summary: "Download an invoice's PDF",
    permission: BillingPermission.dentalMationClients,
    fileDownload: true,
  },
  paymentWebhook: {
    method: 'POST',
    path: '/api/stripe/webhook',
    command: BillingCommands.paymentWebhook,
    summary: "The card-payment provider's events, signed (Stripe-Signature); each applied once",
    public: true,
  },
} as const satisfies Record<string, RouteDef>;
