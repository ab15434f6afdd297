import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  AppError,
  DetailCommands,
  DetailPermission,
  ErrorCode,
  missingRequiredPatientFields,
  newId,
  policyCheck,
  type Actor,
  type AuditRecord,
  type CommandInput,
  type FileCheck,
} from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { TransactionAccess, hasPermission, notFound, requireActor } from '../transaction-detail/transaction-access';
import { patientInfoOf } from '../transaction-detail/transaction-detail.handlers';
import { TransactionFilesRepository } from '../files/transaction-files.repository';
import { TemplateFormsRepository } from '../template-forms/template-forms.repository';

type AuditInput = CommandInput<typeof DetailCommands.auditElg>;

/** The files a transaction needs before it is set verified. */
export function missingFiles(type: string, uploadFbd: boolean, fileTypes: string[]): string[] {
  const missing: string[] = [];
  if (!fileTypes.includes('elg')) missing.push('Eligibility file');
  if (type === 'FBD' && uploadFbd && !fileTypes.includes('fbd')) missing.push('FBD document');
  return missing;
}

/**
 * Audit (spec 01 §4): setting verified needs transaction.audit (or the missing-code list's
 * audit_transaction) and passes the policy check (the required fields); setting not verified needs
 * transaction.unaudit. Every change is kept in the audit trail with who and when.
 */
@Injectable()
export class AuditHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: TransactionAccess,
    private readonly files: TransactionFilesRepository,
    private readonly forms: TemplateFormsRepository,
  ) {}

  @HandlesCommand(DetailCommands.auditElg)
  auditElg(input: AuditInput, actor: Actor | null): Promise<{ audited: boolean }> {
    return this.setAudited(input, actor, 'ELG');
  }

  @HandlesCommand(DetailCommands.auditFbd)
  auditFbd(input: AuditInput, actor: Actor | null): Promise<{ audited: boolean }> {
    return this.setAudited(input, actor, 'FBD');
  }

  private setAudited(input: AuditInput, actor: Actor | null, kind: 'ELG' | 'FBD'): Promise<{ audited: boolean }> {
    const who = requireActor(actor);
    if (input.state && !hasPermission(who, DetailPermission.audit, DetailPermission.auditFromMissingCode)) {
      throw new AppError(ErrorCode.Forbidden, `You do not have permission '${DetailPermission.audit}'`);
    }
    if (!input.state && !hasPermission(who, DetailPermission.unaudit)) {
      throw new AppError(ErrorCode.Forbidden, `You do not have permission '${DetailPermission.unaudit}'`);
    }
    return this.dataSource.transaction(async (manager) => {
      const record = await this.access.find(manager, input.transactionId, who, true);
      if (input.practiceId && input.practiceId !== record.practice_id) throw notFound();
      if ((record.type === 'FBD') !== (kind === 'FBD')) {
        const path = record.type === 'FBD' ? '/api/iv/transaction/audit/fbd' : '/api/iv/transaction/audit/elg';
        throw new AppError(ErrorCode.BadInput, `This is a ${record.type} transaction: set it verified through ${path}`);
      }
      if (record.audited === input.state) return { audited: record.audited };
      if (input.state) {
        // The same policy check the Subscriber policy tab shows (spec 01 §4: blocked unless it passes).
        const policy = policyCheck(patientInfoOf(record));
        if (!policy.passes) {
          throw new AppError(
            ErrorCode.BadInput,
            policy.message,
            true,
            policy.missing.map((path) => ({ path, message: 'is required' })),
          );
        }
      }
      await manager.query(`UPDATE transaction SET audited = $2 WHERE id = $1`, [record.id, input.state]);
      await this.forms.keepAtAudit(manager, record.id, input.state);
      await manager.query(
        `INSERT INTO transaction_audit (id, transaction_id, client_id, practice_id, state, user_id) VALUES ($1, $2, $3, $4, $5, $6)`,
        [newId(), record.id, record.client_id, record.practice_id, input.state, who.userId],
      );
      await this.access.recordChange(manager, record, who, input.state ? 'audited' : 'unaudited');
      return { audited: input.state };
    });
  }

  @HandlesCommand(DetailCommands.auditTrail)
  async auditTrail(input: CommandInput<typeof DetailCommands.auditTrail>, actor: Actor | null): Promise<AuditRecord[]> {
    const record = await this.access.find(this.dataSource.manager, input.transactionId, actor);
    const rows: { id: string; state: boolean; user_id: string; at: Date }[] = await this.dataSource.query(
      `SELECT id, state, user_id, at FROM transaction_audit WHERE transaction_id = $1 ORDER BY at, id`,
      [record.id],
    );
    return rows.map((r) => ({ id: r.id, transactionId: record.id, state: r.state, userId: r.user_id, at: r.at.toISOString() }));
  }

  @HandlesCommand(DetailCommands.fileCheck)
  async fileCheck(input: CommandInput<typeof DetailCommands.fileCheck>, actor: Actor | null): Promise<FileCheck> {
    const manager = this.dataSource.manager;
    const record = await this.access.find(manager, input.transactionId, actor);
    if (record.practice_id !== input.practiceId) throw notFound();
    const files = await this.files.list(manager, record.id);
    return {
      missingFiles: missingFiles(
        record.type,
        record.upload_fbd,
        files.map((f) => f.type),
      ),
      missingRequiredInputQty: record.type === 'ELG' ? 0 : record.missing_required_input_qty,
      totalRequiredFields: record.total_required_fields,
      uploadFBD: record.upload_fbd,
      missingPatientFields: missingRequiredPatientFields(patientInfoOf(record)),
    };
  }
}
