/**
 * The e-mails that tell a requester what became of their onboarding request. The approval mail says
 * where to sign in; the link to create the password comes in the auth service's own mail to the new
 * user (the same person), since only the auth service can sign it.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { MailSender, type OutgoingMail } from '@dental/messaging';
import type { OnboardingOrder } from '@dental/contracts';

export const ONBOARDING_MAIL_CONFIG = Symbol('ONBOARDING_MAIL_CONFIG');
export interface OnboardingMailConfig {
  WEB_BASE_URL: string;
}

@Injectable()
export class OnboardingMail {
  private readonly logger = new Logger(OnboardingMail.name);

  constructor(
    private readonly sender: MailSender,
    @Inject(ONBOARDING_MAIL_CONFIG) private readonly config: OnboardingMailConfig,
  ) {}

  approved(order: OnboardingOrder): Promise<boolean> {
    return this.send(order, {
      to: order.generalInfo.email,
      subject: 'Your request was approved',
      text: [
        `Dear ${order.generalInfo.name},`,
        '',
        `Your request for ${order.businessInfo.name} was approved: your account and your practices are ready.`,
        'A separate e-mail brings the link to create your password. Then sign in at:',
        `${this.config.WEB_BASE_URL}/login`,
        '',
        `Your sign-in e-mail is ${order.generalInfo.email}.`,
      ].join('\n'),
    });
  }

  denied(order: OnboardingOrder, reason: string): Promise<boolean> {
    return this.send(order, {
      to: order.generalInfo.email,
      subject: 'Your request was denied',
      text: [
        `Dear ${order.generalInfo.name},`,
        '',
        `We are sorry: your request for ${order.businessInfo.name} was denied.`,
        '',
        `Reason: ${reason}`,
        '',
        'You may reply to this e-mail with any question.',
      ].join('\n'),
    });
  }

  /** The decision stands whether or not the mail leaves; a failure is logged and reported to the caller. */
  private async send(order: OnboardingOrder, mail: OutgoingMail): Promise<boolean> {
    try {
      await this.sender.send(mail);
      return true;
    } catch (error) {
      this.logger.error({ err: error, requestId: order._id }, `Could not mail the decision on request ${order._id}`);
      return false;
    }
  }
}
