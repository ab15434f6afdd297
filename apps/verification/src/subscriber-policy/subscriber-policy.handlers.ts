import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  AppError,
  DetailCommands,
  DetailPermission,
  ErrorCode,
  policyCheck,
  policyElements,
  type Actor,
  type CommandInput,
  type SubscriberPolicy,
  type SubscriberPolicyChanges,
} from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { TransactionAccess, hasPermission, notFound, requireActor, type TransactionRecord } from '../transaction-detail/transaction-access';
import { patientInfoOf } from '../transaction-detail/transaction-detail.handlers';

/** Policy element → column. SubscriberId is not here: it is locked (it comes from the practice's schedule). */
const COLUMNS: Record<keyof SubscriberPolicyChanges, string> = {
  policyType: 'policy_type',
  CarrierName: 'carrier_name',
  MemberID: 'member_id',
  GroupNumber: 'group_number',
  EmployerName: 'employer_name',
  Relationship: 'relationship',
  SubscriberFirstName: 'subscriber_first_name',
  SubscriberLastName: 'subscriber_last_name',
  SubscriberDOB: 'subscriber_dob',
};

function policyOf(record: TransactionRecord): SubscriberPolicy {
  const info = patientInfoOf(record);
  return {
    transactionId: record.id,
    practiceId: record.practice_id,
    elements: policyElements({ ...info, GroupNumber: record.group_number }),
    check: policyCheck(info),
  };
}

/** The tab exists for FBD transactions only (spec 01 §2); a practice named in the request must be the record's. */
function checkPolicyRecord(record: TransactionRecord, practiceId: string | undefined): void {
  if (practiceId && practiceId !== record.practice_id) throw notFound();
  if (record.type !== 'FBD') {
    throw new AppError(ErrorCode.BadInput, `This is a ${record.type} transaction: only FBD transactions have a subscriber policy`);
  }
}

/**
 * The Subscriber policy tab: the policy elements and the policy check, which is the same check the
 * audit applies (audit.handlers.ts), so a policy the tab shows as passing never blocks the audit.
 * Saving is refused, with nothing stored, when the policy would not pass.
 */
@Injectable()
export class SubscriberPolicyHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: TransactionAccess,
  ) {}

  @HandlesCommand(DetailCommands.subscriberPolicy)
  async policy(input: CommandInput<typeof DetailCommands.subscriberPolicy>, actor: Actor | null): Promise<SubscriberPolicy> {
    const record = await this.access.find(this.dataSource.manager, input.transactionId, actor);
    checkPolicyRecord(record, input.practiceId);
    return policyOf(record);
  }

  @HandlesCommand(DetailCommands.saveSubscriberPolicy)
  save(input: CommandInput<typeof DetailCommands.saveSubscriberPolicy>, actor: Actor | null): Promise<SubscriberPolicy> {
    const who = requireActor(actor);
    // The route asks for patientInfo.updatePatientInfo (these are patient info fields); the tab itself needs its own permission.
    if (!hasPermission(who, DetailPermission.subscriberPolicy)) {
      throw new AppError(ErrorCode.Forbidden, `You do not have permission '${DetailPermission.subscriberPolicy}'`);
    }
    return this.dataSource.transaction(async (manager) => {
      const record = await this.access.findEditable(manager, input.transactionId, who);
      checkPolicyRecord(record, input.practiceId);
      const current: Record<string, string> = { ...patientInfoOf(record), GroupNumber: record.group_number };
      const next = { ...current };
      const changed: (keyof SubscriberPolicyChanges)[] = [];
      for (const field of Object.keys(COLUMNS) as (keyof SubscriberPolicyChanges)[]) {
        const value = input[field];
        if (value === undefined) continue;
        const text = value ?? '';
        if (current[field] !== text) changed.push(field);
        next[field] = text;
      }
      const check = policyCheck(next);
      if (!check.passes) {
        throw new AppError(
          ErrorCode.BadInput,
          check.message,
          true,
          check.missing.map((path) => ({ path, message: 'is required' })),
        );
      }
      if (changed.length > 0) {
        const values: unknown[] = [record.id];
        const sets = changed.map((field) => {
          values.push(field === 'SubscriberDOB' && next[field] === '' ? null : next[field]);
          return `${COLUMNS[field]} = $${values.length}`;
        });
        await manager.query(`UPDATE transaction SET ${sets.join(', ')} WHERE id = $1`, values);
        await this.access.recordChange(manager, record, who, 'policy.updated', { fields: changed });
      }
      return policyOf(await this.access.find(manager, record.id, who));
    });
  }
}
