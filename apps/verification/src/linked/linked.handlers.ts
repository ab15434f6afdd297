import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DetailCommands, type Actor, type CommandInput, type LinkedTransaction } from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { TransactionAccess, requireActor } from '../transaction-detail/transaction-access';

/** How many linked transactions the detail lists, newest appointment first. */
const LINKED_LIMIT = 50;

/** Other transactions of the same member id (spec 01 §2), within the client and the practices the actor may reach. */
@Injectable()
export class LinkedHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: TransactionAccess,
  ) {}

  @HandlesCommand(DetailCommands.linked)
  async linked(input: CommandInput<typeof DetailCommands.linked>, actor: Actor | null): Promise<LinkedTransaction[]> {
    const who = requireActor(actor);
    const record = await this.access.find(this.dataSource.manager, input.transactionId, who);
    if (record.member_id.trim() === '') return [];
    const rows: {
      id: string;
      type: string;
      patient_name: string;
      carrier_name: string;
      iv_status: string;
      audited: boolean;
      appointment_date: string;
    }[] = await this.dataSource.query(
      `SELECT id, type, patient_name, carrier_name, iv_status, audited, to_char(appointment_date, 'YYYY-MM-DD') AS appointment_date
         FROM transaction
        WHERE client_id = $1 AND member_id = $2 AND id <> $3 AND practice_id = ANY($4)
        ORDER BY appointment_date DESC, id DESC
        LIMIT ${LINKED_LIMIT}`,
      [record.client_id, record.member_id, record.id, who.practiceIds],
    );
    return rows.map((r) => ({
      _id: r.id,
      lastId: r.id,
      lastAppDate: r.appointment_date,
      type: r.type,
      PatientName: r.patient_name,
      CarrierName: r.carrier_name,
      iv_status: r.iv_status,
      audited: r.audited,
    }));
  }
}
