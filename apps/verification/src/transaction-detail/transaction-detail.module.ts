import { Module } from '@nestjs/common';
import { TransactionAccess } from './transaction-access';
import { TransactionDetailHandlers, TransactionDetailReader } from './transaction-detail.handlers';
import { LinkedHandlers } from '../linked/linked.handlers';
import { PatientInfoHandlers } from '../patient-info/patient-info.handlers';
import { ConfirmedAnswerHandlers } from '../patient-info/confirmed-answer.handlers';
import { NotesHandlers } from '../notes/notes.handlers';
import { AuditHandlers } from '../audit/audit.handlers';
import { FilesHandlers } from '../files/files.handlers';
import { TransactionFilesRepository } from '../files/transaction-files.repository';
import { FbdFormHandlers } from '../fbd-form/fbd-form.handlers';
import { TicketsHandlers } from '../tickets/tickets.handlers';
import { SubscriberPolicyHandlers } from '../subscriber-policy/subscriber-policy.handlers';
import { TemplateFormsModule } from '../template-forms/template-forms.module';

/** The transaction detail screen's commands: detail, linked, patient info, notes, audit, files, FBD form, subscriber policy and tickets. */
@Module({
  imports: [TemplateFormsModule],
  providers: [
    TransactionAccess,
    TransactionDetailReader,
    TransactionFilesRepository,
    TransactionDetailHandlers,
    LinkedHandlers,
    PatientInfoHandlers,
    ConfirmedAnswerHandlers,
    NotesHandlers,
    AuditHandlers,
    FilesHandlers,
    FbdFormHandlers,
    TicketsHandlers,
    SubscriberPolicyHandlers,
  ],
})
export class TransactionDetailModule {}
