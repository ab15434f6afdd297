import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  AppError,
  DetailCommands,
  ErrorCode,
  missingRequiredPatientFields,
  requiredFieldsMessage,
  type Actor,
  type CommandInput,
  type PatientInfo,
  type SpreadsheetRecord,
  type TransactionDetail,
} from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { TransactionAccess, type TransactionRecord } from '../transaction-detail/transaction-access';
import { TransactionDetailReader, patientInfoOf } from '../transaction-detail/transaction-detail.handlers';

/** Patient info field → column. Dates arrive as YYYY-MM-DD (or null to clear) after the contract's parsing. */
const COLUMNS: Record<Exclude<keyof PatientInfo, 'ApptDate'>, string> = {
  policyType: 'policy_type',
  CarrierName: 'carrier_name',
  Relationship: 'relationship',
  PatientId: 'patient_id',
  PatientFirstName: 'patient_first_name',
  PatientLastName: 'patient_last_name',
  PatientDOB: 'patient_dob',
  type: 'type',
  EmployerName: 'employer_name',
  MemberID: 'member_id',
  SubscriberId: 'subscriber_id',
  SubscriberFirstName: 'subscriber_first_name',
  SubscriberLastName: 'subscriber_last_name',
  SubscriberDOB: 'subscriber_dob',
};

const SPREADSHEET_FIELDS: (keyof SpreadsheetRecord)[] = [
  'MemberID',
  'SubscriberFirstName',
  'SubscriberLastName',
  'SubscriberDOB',
  'PatientFirstName',
  'PatientLastName',
  'PatientDOB',
  'CarrierName',
  'EmployerName',
];

/** The spreadsheet record as stored, or, until someone edits it, as the transaction was created from it. */
function spreadsheetOf(r: TransactionRecord): SpreadsheetRecord {
  const info = patientInfoOf(r);
  const stored = r.spreadsheet ?? {};
  const fallback = Object.keys(stored).length === 0;
  return Object.fromEntries(
    SPREADSHEET_FIELDS.map((f) => [f, String(stored[f] ?? (fallback ? info[f] : '') ?? '')]),
  ) as unknown as SpreadsheetRecord;
}

/** Patient Info tab: the transaction's patient fields and the appointment's spreadsheet record. */
@Injectable()
export class PatientInfoHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: TransactionAccess,
    private readonly reader: TransactionDetailReader,
  ) {}

  @HandlesCommand(DetailCommands.spreadsheet)
  async spreadsheet(input: CommandInput<typeof DetailCommands.spreadsheet>, actor: Actor | null): Promise<SpreadsheetRecord> {
    return spreadsheetOf(await this.access.find(this.dataSource.manager, input.id, actor));
  }

  @HandlesCommand(DetailCommands.saveSpreadsheet)
  saveSpreadsheet(input: CommandInput<typeof DetailCommands.saveSpreadsheet>, actor: Actor | null): Promise<SpreadsheetRecord> {
    return this.dataSource.transaction(async (manager) => {
      const record = await this.access.findEditable(manager, input.id, actor);
      const next: Record<string, string> = { ...spreadsheetOf(record) };
      const changed: string[] = [];
      for (const field of SPREADSHEET_FIELDS) {
        const value = input[field];
        if (value === undefined) continue;
        const text = value ?? '';
        if (next[field] !== text) changed.push(field);
        next[field] = text;
      }
      await manager.query(`UPDATE transaction SET spreadsheet = $2 WHERE id = $1`, [record.id, JSON.stringify(next)]);
      await this.access.recordChange(manager, record, actor, 'spreadsheet.updated', { fields: changed });
      return next as unknown as SpreadsheetRecord;
    });
  }

  @HandlesCommand(DetailCommands.updatePatientInfo)
  updatePatientInfo(input: CommandInput<typeof DetailCommands.updatePatientInfo>, actor: Actor | null): Promise<TransactionDetail> {
    return this.dataSource.transaction(async (manager) => {
      const record = await this.access.findEditable(manager, input.transactionId, actor);
      if (input.practiceId && input.practiceId !== record.practice_id) throw new AppError(ErrorCode.NotFound, 'not found');
      const current = patientInfoOf(record);
      const next: Record<string, string | null> = { ...current };
      const changed: string[] = [];
      for (const field of Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]) {
        const value = input[field];
        if (value === undefined) continue;
        const text = value ?? '';
        if ((current[field] ?? '') !== text) changed.push(field);
        next[field] = text;
      }
      const missing = missingRequiredPatientFields(next);
      if (missing.length > 0) {
        throw new AppError(
          ErrorCode.BadInput,
          requiredFieldsMessage(missing),
          true,
          missing.map((path) => ({ path, message: 'is required' })),
        );
      }
      const sets: string[] = [];
      const values: unknown[] = [record.id];
      for (const field of changed) {
        values.push(next[field] === '' && field.endsWith('DOB') ? null : next[field]);
        sets.push(`${COLUMNS[field as keyof typeof COLUMNS]} = $${values.length}`);
      }
      if (input.ApptDate && input.ApptDate !== record.appointment_date) {
        values.push(input.ApptDate);
        sets.push(`appointment_date = $${values.length}`);
        changed.push('ApptDate');
      }
      if (changed.some((f) => f === 'PatientFirstName' || f === 'PatientLastName')) {
        values.push(`${next.PatientFirstName ?? ''} ${next.PatientLastName ?? ''}`.trim());
        sets.push(`patient_name = $${values.length}`);
      }
      if (sets.length > 0) {
        await manager.query(`UPDATE transaction SET ${sets.join(', ')} WHERE id = $1`, values);
        if (input.updateSpreadsheetDrive) {
          const sheet: Record<string, string> = { ...spreadsheetOf(record) };
          for (const f of SPREADSHEET_FIELDS) sheet[f] = String(next[f] ?? '');
          await manager.query(`UPDATE transaction SET spreadsheet = $2 WHERE id = $1`, [record.id, JSON.stringify(sheet)]);
        }
        await this.access.recordChange(manager, record, actor, 'patient-info.updated', { fields: changed });
      }
      return this.reader.read(manager, record.id, actor);
    });
  }

  /** The patient has no insurance company: the carrier becomes EMPTY (spec 01 §9) and the policy type is cleared. */
  @HandlesCommand(DetailCommands.emptyPatientInfo)
  emptyPatientInfo(input: CommandInput<typeof DetailCommands.emptyPatientInfo>, actor: Actor | null): Promise<TransactionDetail> {
    return this.dataSource.transaction(async (manager) => {
      const record = await this.access.findEditable(manager, input.transactionId, actor);
      if (input.practiceId && input.practiceId !== record.practice_id) throw new AppError(ErrorCode.NotFound, 'not found');
      await manager.query(`UPDATE transaction SET carrier_name = 'EMPTY', policy_type = '' WHERE id = $1`, [record.id]);
      await this.access.recordChange(manager, record, actor, 'patient-info.emptied', { fields: ['CarrierName', 'policyType'] });
      return this.reader.read(manager, record.id, actor);
    });
  }
}
