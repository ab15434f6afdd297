/**
 * Confirm update of a data quality record (reports service): the patient's confirmed answer is
 * written into the transaction it was asked for, like a Patient Info edit: only the fields the
 * answer carries, with the person who confirmed named in the transaction's history and the change
 * reported through the outbox, in one database transaction. The transaction must be one the person
 * may reach and of the record's practice (otherwise not found), and not audited (read-only).
 */
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { VerificationCommands, type Actor, type CommandInput, type ConfirmedAnswerResult } from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { TransactionAccess, notFound, type TransactionRecord } from '../transaction-detail/transaction-access';

type Answer = CommandInput<typeof VerificationCommands.applyConfirmedAnswer>['patient'];

type AnswerColumn =
  'patient_first_name' | 'patient_last_name' | 'patient_dob' | 'subscriber_first_name' | 'subscriber_last_name' | 'subscriber_dob';
interface Change {
  field: string;
  column: AnswerColumn;
  value: string;
}

/** Transaction field → column and the answer's value for it; the subscriber's only when the patient is the subscriber. */
function changesOf(record: TransactionRecord, answer: Answer): Change[] {
  const wanted: { field: string; column: AnswerColumn; value: string | undefined }[] = [
    { field: 'PatientFirstName', column: 'patient_first_name', value: answer.firstName },
    { field: 'PatientLastName', column: 'patient_last_name', value: answer.lastName },
    { field: 'PatientDOB', column: 'patient_dob', value: answer.dob },
  ];
  if (record.relationship === 'Self') {
    wanted.push(
      { field: 'SubscriberFirstName', column: 'subscriber_first_name', value: answer.firstName },
      { field: 'SubscriberLastName', column: 'subscriber_last_name', value: answer.lastName },
      { field: 'SubscriberDOB', column: 'subscriber_dob', value: answer.dob },
    );
  }
  return wanted.filter((c): c is Change => c.value !== undefined && (record[c.column] ?? '') !== c.value);
}

@Injectable()
export class ConfirmedAnswerHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: TransactionAccess,
  ) {}

  @HandlesCommand(VerificationCommands.applyConfirmedAnswer)
  apply(input: CommandInput<typeof VerificationCommands.applyConfirmedAnswer>, actor: Actor | null): Promise<ConfirmedAnswerResult> {
    return this.dataSource.transaction(async (manager) => {
      const record = await this.access.findEditable(manager, input.transactionId, actor);
      if (record.practice_id !== input.practiceId) throw notFound();
      const changes = changesOf(record, input.patient);
      if (changes.length > 0) {
        const values: unknown[] = [record.id];
        const sets = changes.map((c) => {
          values.push(c.value);
          return `${c.column} = $${values.length}`;
        });
        if (changes.some((c) => c.column === 'patient_first_name' || c.column === 'patient_last_name')) {
          const first = input.patient.firstName ?? record.patient_first_name;
          const last = input.patient.lastName ?? record.patient_last_name;
          values.push(`${first ?? ''} ${last ?? ''}`.trim());
          sets.push(`patient_name = $${values.length}`);
        }
        await manager.query(`UPDATE transaction SET ${sets.join(', ')} WHERE id = $1`, values);
      }
      const fields = changes.map((c) => c.field);
      await this.access.recordChange(manager, record, actor, 'data-quality.confirmed', {
        fields,
        detail: `Data quality request ${input.requestId}`,
      });
      return { transactionId: record.id, fields };
    });
  }
}
