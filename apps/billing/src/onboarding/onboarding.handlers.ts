/**
 * Onboarding requests over request-reply. The gateway has checked the route permissions (reading:
 * `userRequest`; approving and denying: `userRequest.decide`); the requests belong to no client
 * until approved, so there is no client to scope them by.
 *
 * Approval is all or nothing and may be retried: the request is first marked as being approved (a
 * request in that state can no longer be denied), then the auth service creates the client, its
 * practices and first user in one transaction of its own (`clients.onboard`, keyed by the request:
 * asked again it answers what it made and makes nothing more), and only then is the request
 * Approved. A failure on the way (the auth service refuses or does not answer) leaves the request
 * Pending and nothing created; approving it again finishes it.
 */
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  AppError,
  BillingCommands,
  BillingPermission,
  ClientOnboardingCommands,
  ErrorCode,
  OnboardingMessages,
  type Actor,
  type CommandInput,
  type OnboardingFile,
  type OnboardingOrder,
  type UserRequestDecision,
  type UserRequestPage,
} from '@dental/contracts';
import { HandlesCommand, RpcClient, signedIn } from '@dental/messaging';
import { OnboardingMail } from './onboarding-mail';
import { OnboardingRepository } from './onboarding.repository';

const notFound = () => new AppError(ErrorCode.NotFound, OnboardingMessages.notFound);

/**
 * The gateway checked the route's permission already; checked again here (reading: `userRequest`,
 * deciding: `userRequest.decide`), before anything is read, marked or asked of the auth service.
 */
function holding(actor: Actor | null, permission: string): Actor {
  const who = signedIn(actor);
  if (!who.permissions.includes(permission)) throw new AppError(ErrorCode.Forbidden, `You do not have permission '${permission}'`);
  return who;
}

/** What the browser may be told a file is; anything else downloads as bytes. */
const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv',
  txt: 'text/plain',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

@Injectable()
export class OnboardingHandlers {
  constructor(
    private readonly requests: OnboardingRepository,
    private readonly auth: RpcClient,
    private readonly mail: OnboardingMail,
  ) {}

  @HandlesCommand(BillingCommands.listUserRequests)
  list(input: CommandInput<typeof BillingCommands.listUserRequests>, actor: Actor | null): Promise<UserRequestPage> {
    holding(actor, BillingPermission.userRequest);
    return this.requests.page(input);
  }

  @HandlesCommand(BillingCommands.onboardingOrder)
  async order(input: CommandInput<typeof BillingCommands.onboardingOrder>, actor: Actor | null): Promise<OnboardingOrder> {
    holding(actor, BillingPermission.userRequest);
    const order = await this.requests.order(input.id);
    if (!order) throw notFound();
    return order;
  }

  @HandlesCommand(BillingCommands.onboardingFile)
  async file(input: CommandInput<typeof BillingCommands.onboardingFile>, actor: Actor | null): Promise<OnboardingFile> {
    holding(actor, BillingPermission.userRequest);
    const key = await this.requests.fileKey(input.orderId, input.productItemId, input.filename);
    if (!key) throw new AppError(ErrorCode.NotFound, OnboardingMessages.fileNotFound);
    const extension = input.filename.split('.').pop()?.toLowerCase() ?? '';
    return { key, fileName: input.filename, contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream' };
  }

  @HandlesCommand(BillingCommands.approveUserRequest)
  async approve(input: CommandInput<typeof BillingCommands.approveUserRequest>, actor: Actor | null): Promise<UserRequestDecision> {
    const who = holding(actor, BillingPermission.decideUserRequest);
    const status = await this.requests.transaction(async (db) => {
      const row = await this.requests.request(input.id, db, true);
      if (!row) throw notFound();
      if (row.status === 'Denied') throw new AppError(ErrorCode.Conflict, OnboardingMessages.alreadyDenied);
      if (row.status === 'Pending') await this.requests.startApproval(input.id, db);
      return row.status;
    });
    const order = (await this.requests.order(input.id))!;
    // Approving an approved request again (a retry whose answer was lost) answers as the first time did.
    if (status === 'Approved') return { message: OnboardingMessages.approved, request: order };

    const [firstName, ...rest] = order.generalInfo.name.trim().split(/\s+/);
    const created = await this.auth
      .send(
        ClientOnboardingCommands.onboardClient,
        {
          onboardingId: order._id,
          client: {
            name: order.businessInfo.name,
            email: order.generalInfo.email,
            phone: order.generalInfo.phone,
            state: order.businessInfo.state,
            city: order.businessInfo.city,
            address: order.businessInfo.address,
            zipCode: order.businessInfo.zipCode,
          },
          practices: order.practices.map((p) => ({ id: p._id, name: p.name, state: p.state, city: p.city, address: p.address })),
          user: {
            firstName: firstName ?? order.generalInfo.name,
            lastName: rest.join(' '),
            email: order.generalInfo.email,
            phone: order.generalInfo.phone,
          },
        },
        who,
        randomUUID(),
      )
      .catch(async (error: unknown) => {
        // A refusal is the auth service's answer after its transaction rolled back: nothing was made, so
        // the request is as before (it may be denied). No answer at all may hide a commit: it stays
        // marked, and approving it again finishes it.
        if (error instanceof AppError && error.code !== ErrorCode.ServiceUnavailable) await this.requests.abandonApproval(order._id);
        throw error;
      });
    await this.requests.approve(order._id, created.clientId, who.userId);
    const mailed = await this.mail.approved(order);
    return {
      message: OnboardingMessages.approved + (mailed ? '' : OnboardingMessages.mailFailed(order.generalInfo.email)),
      request: (await this.requests.order(order._id))!,
    };
  }

  @HandlesCommand(BillingCommands.rejectUserRequest)
  async reject(input: CommandInput<typeof BillingCommands.rejectUserRequest>, actor: Actor | null): Promise<UserRequestDecision> {
    const who = holding(actor, BillingPermission.decideUserRequest);
    await this.requests.transaction(async (db) => {
      const row = await this.requests.request(input.id, db, true);
      if (!row) throw notFound();
      if (row.status === 'Approved') throw new AppError(ErrorCode.Conflict, OnboardingMessages.alreadyApproved);
      if (row.status === 'Denied') throw new AppError(ErrorCode.Conflict, OnboardingMessages.alreadyDenied);
      if (row.approval_started_at) throw new AppError(ErrorCode.Conflict, OnboardingMessages.approvalStarted);
      await this.requests.deny(input.id, input.reason, who.userId, db);
    });
    const order = (await this.requests.order(input.id))!;
    const mailed = await this.mail.denied(order, input.reason);
    return { message: OnboardingMessages.denied + (mailed ? '' : OnboardingMessages.mailFailed(order.generalInfo.email)), request: order };
  }
}
