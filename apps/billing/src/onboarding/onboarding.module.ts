import { Module, type DynamicModule } from '@nestjs/common';
import { MailSender, type MailSettings } from '@dental/messaging';
import { ONBOARDING_MAIL_CONFIG, OnboardingMail, type OnboardingMailConfig } from './onboarding-mail';
import { OnboardingHandlers } from './onboarding.handlers';
import { OnboardingRepository } from './onboarding.repository';

/** Onboarding requests: their list and orders, the files sent with them, approval (through the auth service) and denial, and the mails. */
@Module({})
export class OnboardingModule {
  static forRoot(config: MailSettings & OnboardingMailConfig): DynamicModule {
    return {
      module: OnboardingModule,
      providers: [
        { provide: MailSender, useFactory: () => new MailSender(config) },
        { provide: ONBOARDING_MAIL_CONFIG, useValue: { WEB_BASE_URL: config.WEB_BASE_URL } },
        OnboardingMail,
        OnboardingRepository,
        OnboardingHandlers,
      ],
    };
  }
}
