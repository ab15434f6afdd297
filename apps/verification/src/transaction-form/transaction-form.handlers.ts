import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  AppError,
  ErrorCode,
  VerificationCommands,
  newId,
  type Actor,
  type CommandInput,
  type TransactionRecordedEvent,
} from '@dental/contracts';
import { HandlesCommand, OutboxWriter } from '@dental/messaging';
import { transactionsRecorded } from '../transactions/transactions-recorded';
import { signedIn } from '../user-preferences/signed-in';

/** The Create Transaction form (`POST /api/iv/transaction`): a transaction made by staff, announced through the outbox. */
@Injectable()
export class TransactionFormHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
  ) {}

  @HandlesCommand(VerificationCommands.createTransaction)
  async create(input: CommandInput<typeof VerificationCommands.createTransaction>, actor: Actor | null): Promise<{ _id: string }> {
    const who = signedIn(actor);
    if (!who.practiceIds.includes(input.practiceId))
      throw new AppError(ErrorCode.Forbidden, `You do not have access to practice ${input.practiceId}`);
    return this.dataSource.transaction(async (manager) => {
      const practices = await manager.query<{ client_id: string; deleted: boolean }[]>(
        'SELECT client_id, deleted FROM practice WHERE practice_id = $1',
        [input.practiceId],
      );
      const practice = practices[0];
      if (!practice || practice.deleted || !who.clientIds.concat(who.clientId).includes(practice.client_id)) {
        throw new AppError(ErrorCode.NotFound, 'Practice not found');
      }
      const id = newId();
      const now = new Date();
      const patientName = `${input.patientFirstName} ${input.patientLastName}`.trim();
      await manager.query(
        `INSERT INTO transaction (id, type, created, client_id, practice_id, patient_first_name, patient_last_name, patient_name,
           carrier_name, appointment_date, employer_name, relationship, member_id, patient_id, patient_dob, subscriber_id,
           subscriber_first_name, subscriber_last_name, subscriber_dob, policy_type, source)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::date, $11, $12, $13, $14, $15::date, $16, $17, $18, $19::date, 'Primary', 'form')`,
        [
          id,
          input.typeRecord,
          now,
          practice.client_id,
          input.practiceId,
          input.patientFirstName,
          input.patientLastName,
          patientName,
          input.carrierName === '' ? 'EMPTY' : input.carrierName,
          input.apptDate,
          input.employerName,
          input.relationship,
          input.memberId,
          input.patientId,
          input.patientDOB,
          input.subscriberId,
          input.subscriberFirstName,
          input.subscriberLastName,
          input.subscriberDOB,
        ],
      );
      const event: TransactionRecordedEvent = {
        transactionId: id,
        clientId: practice.client_id,
        practiceId: input.practiceId,
        type: input.typeRecord,
        change: 'created',
        source: 'form',
        occurredAt: now.toISOString(),
      };
      await this.outbox.add(manager, ...transactionsRecorded([event]));
      return { _id: id };
    });
  }
}
