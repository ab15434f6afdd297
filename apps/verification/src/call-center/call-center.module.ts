import { Module } from '@nestjs/common';
import { TemplateFormsModule } from '../template-forms/template-forms.module';
import { TransactionAccess } from '../transaction-detail/transaction-access';
import { CallCenterHandlers } from './call-center.handlers';
import { CallVerificationsRepository } from './call-verifications.repository';
import { CarrierPhonesRepository } from './carrier-phones.repository';

/** The Call Center dialog's phone verification of a transaction. */
@Module({
  imports: [TemplateFormsModule],
  providers: [TransactionAccess, CallVerificationsRepository, CarrierPhonesRepository, CallCenterHandlers],
})
export class CallCenterModule {}
