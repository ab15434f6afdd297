/**
 * Transaction plans: the plans the bots report (`bot.transaction.plan`) kept per practice; the list
 * (`GET /api/transactionPlan`), a plan's bookmark sections and their save, and the audit toggle.
 * A plan of a practice the caller was not granted answers exactly as a plan that does not exist.
 */
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  AppError,
  ErrorCode,
  TransactionPlanCommands,
  TransactionPlanMessages,
  Topics,
  transactionPlanEventSchema,
  type Actor,
  type CommandInput,
  type PlanSection,
  type TransactionPlanDetail,
  type TransactionPlanEvent,
  type TransactionPlanPage,
  type TransactionPlanSaved,
} from '@dental/contracts';
import { HandlesCommand, HandlesEvent, type EventContext } from '@dental/messaging';
import { eventTransaction } from '../database/event-transaction';
import { signedIn } from '../user-preferences/signed-in';
import { TransactionPlansRepository } from './transaction-plans.repository';

/** The plan's sections with the new values; a code that is not one of the plan's bookmarks is refused, naming it. */
function withValues(sections: PlanSection[], values: Record<string, string>): PlanSection[] {
  const known = new Set(sections.flatMap((s) => s.bookmarks.map((b) => b.bookmark)));
  const unknown = Object.keys(values).filter((code) => !known.has(code));
  if (unknown.length > 0) {
    const issues = unknown.map((code) => ({ path: `bookmarks.${code}`, message: 'is not a bookmark of this plan' }));
    throw new AppError(ErrorCode.BadInput, issues.map((i) => `${i.path} ${i.message}`).join('; '), true, issues);
  }
  return sections.map((section) => ({
    ...section,
    bookmarks: section.bookmarks.map((b) => (b.bookmark in values ? { ...b, value: values[b.bookmark] } : b)),
  }));
}

@Injectable()
export class TransactionPlansHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly plans: TransactionPlansRepository,
  ) {}

  @HandlesCommand(TransactionPlanCommands.list)
  list(input: CommandInput<typeof TransactionPlanCommands.list>, actor: Actor | null): Promise<TransactionPlanPage> {
    if (!signedIn(actor).practiceIds.includes(input.practiceId)) {
      throw new AppError(ErrorCode.Forbidden, `You do not have access to practice '${input.practiceId}'`);
    }
    return this.plans.page(input.practiceId, input.page, input.limit);
  }

  @HandlesCommand(TransactionPlanCommands.bookmarks)
  bookmarks(input: CommandInput<typeof TransactionPlanCommands.bookmarks>, actor: Actor | null): Promise<TransactionPlanDetail> {
    return this.found(this.dataSource.manager, input.id, signedIn(actor));
  }

  @HandlesCommand(TransactionPlanCommands.audit)
  audit(input: CommandInput<typeof TransactionPlanCommands.audit>, actor: Actor | null): Promise<TransactionPlanSaved> {
    const caller = signedIn(actor);
    const verified = input.audit === 'true';
    return this.dataSource.transaction(async (manager) => {
      await this.found(manager, input.id, caller, true);
      await this.plans.setAudit(manager, input.id, verified, caller.userId);
      return {
        message: verified ? TransactionPlanMessages.verified : TransactionPlanMessages.notVerified,
        plan: await this.found(manager, input.id, caller),
      };
    });
  }

  @HandlesCommand(TransactionPlanCommands.saveBookmarks)
  saveBookmarks(input: CommandInput<typeof TransactionPlanCommands.saveBookmarks>, actor: Actor | null): Promise<TransactionPlanSaved> {
    const caller = signedIn(actor);
    return this.dataSource.transaction(async (manager) => {
      const plan = await this.found(manager, input.id, caller, true);
      // As with transactions, a verified record is read-only until someone sets it not verified.
      if (plan.audit) throw new AppError(ErrorCode.Conflict, TransactionPlanMessages.auditedReadOnly);
      await this.plans.saveSections(manager, input.id, withValues(plan.sections, input.bookmarks), caller.userId);
      return { message: TransactionPlanMessages.bookmarksSaved, plan: await this.found(manager, input.id, caller) };
    });
  }

  @HandlesEvent(Topics.BotTransactionPlan, transactionPlanEventSchema)
  async onPlan(event: TransactionPlanEvent, context: EventContext): Promise<void> {
    await this.plans.add(eventTransaction(context), event);
  }

  private async found(manager: EntityManager, id: string, actor: Actor, lock = false): Promise<TransactionPlanDetail> {
    const plan = await this.plans.find(manager, id, actor.practiceIds, lock);
    if (!plan) throw new AppError(ErrorCode.NotFound, TransactionPlanMessages.notFound);
    return plan;
  }
}
