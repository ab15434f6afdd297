import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  DetailCommands,
  missingRequiredPatientFields,
  type Actor,
  type CommandInput,
  type PatientInfo,
  type PracticeSpreadsheetFields,
  type TransactionDetail,
} from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { TransactionAccess, type TransactionRecord } from './transaction-access';
import { TransactionFilesRepository, publicFile } from '../files/transaction-files.repository';

const DEFAULT_FIELDS: PracticeSpreadsheetFields = { note: true, history: true, elgCodes: true };

export function patientInfoOf(r: TransactionRecord): PatientInfo {
  return {
    policyType: r.policy_type,
    CarrierName: r.carrier_name,
    ApptDate: r.appointment_date,
    Relationship: r.relationship,
    PatientId: r.patient_id,
    PatientFirstName: r.patient_first_name,
    PatientLastName: r.patient_last_name,
    PatientDOB: r.patient_dob ?? '',
    type: r.type,
    EmployerName: r.employer_name,
    MemberID: r.member_id,
    SubscriberId: r.subscriber_id,
    SubscriberFirstName: r.subscriber_first_name,
    SubscriberLastName: r.subscriber_last_name,
    SubscriberDOB: r.subscriber_dob ?? '',
  };
}

/** The whole detail of one transaction, as `GET /api/iv/transaction/{id}` answers it. */
@Injectable()
export class TransactionDetailReader {
  constructor(
    private readonly access: TransactionAccess,
    private readonly files: TransactionFilesRepository,
  ) {}

  async read(manager: EntityManager, id: string, actor: Actor | null): Promise<TransactionDetail> {
    const r = await this.access.find(manager, id, actor);
    const [practices, files] = await Promise.all([
      manager.query<{ name: string; client_name: string; spreadsheet_fields: PracticeSpreadsheetFields }[]>(
        `SELECT name, client_name, spreadsheet_fields FROM practice WHERE practice_id = $1`,
        [r.practice_id],
      ),
      this.files.list(manager, r.id),
    ]);
    const practice = practices[0];
    const info = patientInfoOf(r);
    return {
      _id: r.id,
      Created: r.created.toISOString(),
      PatientName: r.patient_name,
      patientName: r.patient_name,
      PracticeName: practice?.name ?? '',
      practiceId: r.practice_id,
      clientId: r.client_id,
      carrier: r.carrier_name,
      missingRequiredInputQty: r.missing_required_input_qty,
      totalRequiredFields: r.total_required_fields,
      VerificationType: r.verification_type,
      StatusPatient: r.status_patient,
      iv_status: r.iv_status,
      iv_process_result: r.iv_process_result,
      provider: r.provider,
      appointment_date: r.appointment_date,
      comment: r.comment,
      audited: r.audited,
      uploadFBD: r.upload_fbd,
      ...info,
      GroupNumber: r.group_number,
      note: r.note,
      apptNote: r.appt_note,
      history: r.history,
      elgCodes: r.elg_codes,
      apptData: r.appt_data,
      driveFiles: files.map(publicFile),
      practice: {
        _id: r.practice_id,
        name: practice?.name ?? '',
        clientName: practice?.client_name ?? '',
        spreadsheetFields: { ...DEFAULT_FIELDS, ...(practice?.spreadsheet_fields ?? {}) },
      },
      missingPatientFields: missingRequiredPatientFields(info),
    };
  }
}

@Injectable()
export class TransactionDetailHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reader: TransactionDetailReader,
  ) {}

  @HandlesCommand(DetailCommands.detail)
  detail(input: CommandInput<typeof DetailCommands.detail>, actor: Actor | null): Promise<TransactionDetail> {
    return this.reader.read(this.dataSource.manager, input.id, actor);
  }
}
