import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  AppError,
  ErrorCode,
  VerificationCommands,
  type Actor,
  type CommandInput,
  type MissingCodePage,
  type ResumeDetails,
  type TransactionRecordedEvent,
} from '@dental/contracts';
import { HandlesCommand, OutboxWriter } from '@dental/messaging';
import { transactionsRecorded } from '../transactions/transactions-recorded';
import { signedIn } from '../user-preferences/signed-in';
import { missingCodePractices, missingCodeSql, toMissingCodeRow, type MissingCodeRecord } from './missing-code-query';

const RESUME_COLUMNS = `carrier_name AS "CarrierName", type, employer_name AS "EmployerName", member_id AS "MemberID",
  patient_first_name AS "PatientFirstName", patient_last_name AS "PatientLastName",
  coalesce(to_char(patient_dob, 'YYYY-MM-DD'), '') AS "PatientDOB", patient_id AS "PatientId", relationship AS "Relationship",
  coalesce(to_char(subscriber_dob, 'YYYY-MM-DD'), '') AS "SubscriberDOB", subscriber_first_name AS "SubscriberFirstName",
  subscriber_last_name AS "SubscriberLastName", subscriber_id AS "SubscriberId", to_char(appointment_date, 'YYYY-MM-DD') AS "ApptDate"`;

/** The missing-code list and its Resume Details modal. */
@Injectable()
export class MissingCodesHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
  ) {}

  @HandlesCommand(VerificationCommands.missingCodeList)
  async list(input: CommandInput<typeof VerificationCommands.missingCodeList>, actor: Actor | null): Promise<MissingCodePage> {
    const practiceIds = missingCodePractices(input, actor);
    if (practiceIds.length === 0) return { records: [], recordsQty: 0 };
    const sql = missingCodeSql(input, practiceIds);
    const [rows, counted] = await Promise.all([
      this.dataSource.query<MissingCodeRecord[]>(sql.page.text, sql.page.values),
      this.dataSource.query<{ total: number }[]>(sql.count.text, sql.count.values),
    ]);
    return { records: rows.map(toMissingCodeRow), recordsQty: counted[0]?.total ?? 0 };
  }

  @HandlesCommand(VerificationCommands.resumeDetails)
  async get(input: CommandInput<typeof VerificationCommands.resumeDetails>, actor: Actor | null): Promise<ResumeDetails> {
    const who = signedIn(actor);
    const rows = await this.dataSource.query<ResumeDetails[]>(
      `SELECT ${RESUME_COLUMNS} FROM transaction WHERE id = $1 AND practice_id = ANY($2::text[])`,
      [input.id, who.practiceIds],
    );
    if (!rows[0]) throw new AppError(ErrorCode.NotFound, 'The record was not found in the storage.');
    return rows[0];
  }

  /** Saves the editable fields; PatientId, SubscriberId and ApptDate are not part of the request, so they never change. */
  @HandlesCommand(VerificationCommands.saveResumeDetails)
  async save(input: CommandInput<typeof VerificationCommands.saveResumeDetails>, actor: Actor | null): Promise<ResumeDetails> {
    const who = signedIn(actor);
    return this.dataSource.transaction(async (manager) => {
      const rows = await manager.query<[{ client_id: string; practice_id: string; type: string; audited: boolean }[], number]>(
        `UPDATE transaction SET carrier_name = $3, type = $4, employer_name = $5, member_id = $6, patient_first_name = $7,
           patient_last_name = $8, patient_name = trim($7 || ' ' || $8), patient_dob = $9::date, relationship = $10,
           subscriber_dob = $11::date, subscriber_first_name = $12, subscriber_last_name = $13, updated_at = now()
         WHERE id = $1 AND practice_id = ANY($2::text[]) AND NOT audited
         RETURNING client_id, practice_id, type, audited`,
        [
          input.id,
          who.practiceIds,
          input.CarrierName,
          input.type,
          input.EmployerName,
          input.MemberID,
          input.PatientFirstName,
          input.PatientLastName,
          input.PatientDOB,
          input.Relationship,
          input.SubscriberDOB,
          input.SubscriberFirstName,
          input.SubscriberLastName,
        ],
      );
      const updated = rows[0][0];
      if (!updated) {
        const exists = await manager.query<{ audited: boolean }[]>(
          'SELECT audited FROM transaction WHERE id = $1 AND practice_id = ANY($2::text[])',
          [input.id, who.practiceIds],
        );
        if (exists[0]?.audited) throw new AppError(ErrorCode.Conflict, 'Dear user, an audited record cannot be changed');
        throw new AppError(ErrorCode.NotFound, 'The record was not found in the storage.');
      }
      const event: TransactionRecordedEvent = {
        transactionId: input.id,
        clientId: updated.client_id,
        practiceId: updated.practice_id,
        type: updated.type,
        change: 'updated',
        source: 'edit',
        occurredAt: new Date().toISOString(),
      };
      await this.outbox.add(manager, ...transactionsRecorded([event]));
      const saved = await manager.query<ResumeDetails[]>(`SELECT ${RESUME_COLUMNS} FROM transaction WHERE id = $1`, [input.id]);
      return saved[0];
    });
  }
}
