/** HTTP calls of the fee schedules (spec 02 §7 "Fee schedules"). */
import type { RouteDef } from '../http/route-def';
import { BillingCommands } from './billing.commands';

/** The route permission of spec 02 §6 that opens /feeschedule and /feeschedule/update. */
export const BillingPermission = {
  feeSchedule: 'feeSchedule',
  dentalMationClients: 'dentalMationClients',
  /** /user-request and /user-request-detail/{id}: reading the onboarding requests. */
  userRequest: 'userRequest',
  /** Approving and denying a request, a back-office action of its own (spec 02 §6: "a staff action"). */
  decideUserRequest: 'userRequest.decide',
} as const;

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

/**
 * Onboarding requests (spec 02 §7). The requests belong to no client until approved, so the route
 * permissions are the whole check; approving grants the approver the client it creates.
 */
export const OnboardingRoutes = {
  listUserRequests: {
    method: 'GET',
    path: '/api/onboarding/request',
    command: BillingCommands.listUserRequests,
    summary:
      'Onboarding requests, newest first, filtered by name (requester or business), status (Pending, Approved, Denied), startDate and endDate (request day, YYYY-MM-DD); limit (10), offset; records[] and total',
    permission: BillingPermission.userRequest,
  },
  onboardingOrder: {
    method: 'GET',
    path: '/api/onboarding/order/detail/{id}',
    command: BillingCommands.onboardingOrder,
    summary: "A request's order: generalInfo, businessInfo, its practices each with its products (format, PMS, remote connection, file)",
    permission: BillingPermission.userRequest,
  },
  approveUserRequest: {
    method: 'PUT',
    path: '/api/userRequest/accept/{id}',
    command: BillingCommands.approveUserRequest,
    summary:
      'Approve a request: the auth service creates its client, practices and first user in one transaction (asked again, it creates nothing more); the first user is mailed the link to create a password, the requester the approval. Answers {message, request}',
    permission: BillingPermission.decideUserRequest,
  },
  rejectUserRequest: {
    method: 'PUT',
    path: '/api/userRequest/reject/{id}',
    command: BillingCommands.rejectUserRequest,
    summary: 'Deny a pending request with a reason {reason}, which is mailed to the requester. Answers {message, request}',
    permission: BillingPermission.decideUserRequest,
  },
} as const satisfies Record<string, RouteDef>;

/** The file a requester sent with a product (bytes from object storage): the gateway's own handler. */
export const OnboardingFileRoutes = {
  onboardingFile: {
    method: 'POST',
    path: '/api/onboarding/order/downloadFile',
    command: BillingCommands.onboardingFile,
    summary: "Download the file of a request's product {orderId, productItemId, filename}",
    permission: BillingPermission.userRequest,
  },
} as const satisfies Record<string, RouteDef>;
