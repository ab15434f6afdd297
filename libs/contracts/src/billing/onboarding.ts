/**
 * Onboarding requests (spec 02 "Onboarding requests"): a prospective customer's order (who they are,
 * their business, its practices and the products each practice wants, with the files they sent).
 * Back-office staff list and read them, and approve (the client, its practices and its first user
 * are created by the auth service, all or nothing) or deny them with a reason; both mail the
 * requester. The billing service keeps the requests; the auth service owns what approval creates.
 */
import { z } from 'zod';
import { defineCommand } from '../messaging/commands';
import { ID_MESSAGE, ID_PATTERN } from '../shared/ids';
import { parseDay } from '../shared/dates';

/** The user request table shows 10 a page (spec 02 §9). */
export const USER_REQUEST_PAGE_SIZE = 10;

/** Spec 02 §4: a request goes from Pending to Approved or Denied. */
export const ONBOARDING_STATUSES = ['Pending', 'Approved', 'Denied'] as const;
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number];

export const OnboardingMessages = {
  approved: 'The request was approved successfully',
  denied: 'The request was denied successfully',
  notFound: 'The request was not found',
  fileNotFound: 'The file was not found in this request',
  alreadyDenied: 'The request was already denied',
  alreadyApproved: 'The request was already approved',
  approvalStarted: 'The approval of this request has started; approve it again to finish it',
  reasonRequired: 'Please give the reason for denying the request',
  noProducts: 'This practice does not have any product yet',
  noPractices: 'This user does not have any practices yet',
  mailFailed: (email: string) => `, but the e-mail to ${email} could not be sent`,
} as const;

const id = z.string({ message: 'is required' }).regex(ID_PATTERN, ID_MESSAGE);
const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const optionalDay = z
  .string()
  .trim()
  .max(10, 'must be a date (YYYY-MM-DD)')
  .refine((v) => v === '' || parseDay(v) !== null, 'must be a date (YYYY-MM-DD)')
  .transform((v) => (v === '' ? '' : parseDay(v)!))
  .default('');
/** The client the web app works with, sent on every call; requests belong to no client yet, so it is not used. */
const workingClient = z.string().max(24).optional();

/** `GET /api/onboarding/request`: name (requester or business, contains, any case), status, request dates, paging. */
export const userRequestListSchema = z
  .object({
    name: text(200).default(''),
    status: z
      .union([z.enum(ONBOARDING_STATUSES, { message: `must be one of ${ONBOARDING_STATUSES.join(', ')}` }), z.literal('')])
      .default(''),
    startDate: optionalDay,
    endDate: optionalDay,
    limit: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1).max(100).default(USER_REQUEST_PAGE_SIZE),
    offset: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(0).max(1_000_000).default(0),
    clientId: workingClient,
  })
  .strict()
  .superRefine((q, ctx) => {
    if (q.startDate && q.endDate && q.endDate < q.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: "can't be before the start date" });
  });

export const userRequestRefSchema = z.object({ id, clientId: workingClient }).strict();

/** `PUT /api/userRequest/reject/{id}`: the reason is mailed to the requester and kept with the request. */
export const rejectUserRequestSchema = z
  .object({
    id,
    reason: z
      .string({ message: OnboardingMessages.reasonRequired })
      .trim()
      .min(1, OnboardingMessages.reasonRequired)
      .max(1000, 'must be at most 1000 characters'),
    clientId: workingClient,
  })
  .strict();

/** `POST /api/onboarding/order/downloadFile {orderId, productItemId, filename}`. */
export const onboardingFileSchema = z
  .object({
    orderId: id,
    productItemId: id,
    filename: z.string({ message: 'is required' }).trim().min(1, 'is required').max(255, 'must be at most 255 characters'),
    clientId: workingClient,
  })
  .strict();

/** A row of /user-request (spec 02 §3 "User request"), with the e-mail and business the table also shows. */
export interface UserRequestRecord {
  _id: string;
  name: string;
  email: string;
  phone: string;
  businessName: string;
  city: string;
  state: string;
  createdAt: string;
  status: OnboardingStatus;
}

export interface UserRequestPage {
  records: UserRequestRecord[];
  total: number;
}

/** What the remote-connection part of a product says (spec 02 §3). */
export interface RemoteConnection {
  workStationName: string;
  userName: string;
  itName: string;
  itEmail: string;
  itPhone: string;
}

export interface ProductFormat {
  carrier: string;
  pms: { version: string; user: string; mySqlUser: string };
  remoteConnection: RemoteConnection;
}

/** A product of a practice in the order (spec 02 §3 "Onboarding order" products). */
export interface OnboardingProduct {
  _id: string;
  active: boolean;
  date: string;
  practiceName: string;
  practiceId: string;
  productId: string;
  productType: string;
  format: ProductFormat;
  /** The file the requester sent with this product ('' when none); downloaded by its name. */
  fileName: string;
}

export interface OnboardingPractice {
  _id: string;
  name: string;
  city: string;
  state: string;
  address: string;
  products: OnboardingProduct[];
}

/** `GET /api/onboarding/order/detail/{id}`: the order, its practices with their products, and what was decided. */
export interface OnboardingOrder {
  _id: string;
  status: OnboardingStatus;
  generalInfo: { name: string; email: string; phone: string };
  businessInfo: { name: string; city: string; state: string; address: string; zipCode: string; requestDate: string };
  practices: OnboardingPractice[];
  decidedAt: string | null;
  denyReason: string | null;
  /** The client approval created. */
  clientId: string | null;
}

export interface UserRequestDecision {
  message: string;
  request: OnboardingOrder;
}

export interface OnboardingFile {
  key: string;
  fileName: string;
  contentType: string;
}

/**
 * A request as the prospective customer's onboarding form sends it, with the files of its products.
 * No documented call receives it (the form is outside this product); the demo data and the tests
 * store requests in this shape.
 */
export interface OnboardingSubmission {
  id: string;
  createdAt?: Date;
  generalInfo: { name: string; email: string; phone: string };
  businessInfo: { name: string; city: string; state: string; address: string; zipCode: string };
  practices: {
    id: string;
    name: string;
    city: string;
    state: string;
    address: string;
    products: {
      id: string;
      active: boolean;
      productId: string;
      productType: string;
      format: ProductFormat;
      file?: { name: string; content: string };
    }[];
  }[];
}

// ---- What approval asks of the auth service ----

const required = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

/**
 * `clients.onboard` (auth): the client, its practices and its first user from an approved request,
 * in one transaction. `onboardingId` (the request's id) makes it idempotent: asked again, it answers
 * what the first call created and creates nothing more. No route serves it: only the billing
 * service asks it, with the approver's actor, who is granted the new client and its practices.
 */
export const onboardClientSchema = z
  .object({
    onboardingId: id,
    client: z.object({
      name: required(200),
      email: z.string().trim().toLowerCase().max(254),
      phone: text(20),
      state: text(60),
      city: text(100),
      address: text(200),
      zipCode: text(10),
    }),
    practices: z
      .array(z.object({ id, name: required(200), state: text(60), city: text(100), address: text(200) }))
      .max(200, 'must be at most 200'),
    user: z.object({
      firstName: required(100),
      lastName: text(100),
      email: z.string().trim().toLowerCase().email('must be an e-mail address').max(254),
      phone: text(20),
    }),
  })
  .strict();

export interface OnboardedClient {
  clientId: string;
  practiceIds: string[];
  userId: string;
  /** False when an earlier call for this request had already created them. */
  created: boolean;
}

export const ClientOnboardingCommands = {
  onboardClient: defineCommand<OnboardedClient>()('auth', 'clients.onboard', onboardClientSchema),
} as const;
