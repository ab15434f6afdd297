import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { DetailCommands, newId, type Actor, type CommandInput, type Ticket, type TicketDetail } from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { TransactionAccess, notFound, requireActor } from '../transaction-detail/transaction-access';

interface TicketRow {
  id: string;
  transaction_id: string;
  practice_id: string;
  patient_name: string;
  title: string;
  details: string;
  steps_to_reproduce: string;
  status: 'open' | 'answered';
  created_by: string;
  created_at: Date;
  responses: number;
}

const TICKET_LIMIT = 200;

function toTicket(r: TicketRow): Ticket {
  return {
    _id: r.id,
    transactionId: r.transaction_id,
    practiceId: r.practice_id,
    PatientName: r.patient_name,
    title: r.title,
    details: r.details,
    stepsToReproduce: r.steps_to_reproduce,
    status: r.status,
    createdBy: r.created_by,
    createdAt: r.created_at.toISOString(),
    responses: r.responses,
  };
}

const SELECT = `SELECT k.id, k.transaction_id, k.practice_id, t.patient_name, k.title, k.details, k.steps_to_reproduce, k.status,
                       k.created_by, k.created_at, (SELECT count(*)::int FROM ticket_response r WHERE r.ticket_id = k.id) AS responses
                  FROM ticket k JOIN transaction t ON t.id = k.transaction_id`;

/** Tickets raised about transactions, with their response threads; always within the actor's client and practices. */
@Injectable()
export class TicketsHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: TransactionAccess,
  ) {}

  @HandlesCommand(DetailCommands.listTickets)
  async list(input: CommandInput<typeof DetailCommands.listTickets>, actor: Actor | null): Promise<Ticket[]> {
    const who = requireActor(actor);
    const rows: TicketRow[] = await this.dataSource.query(
      `${SELECT}
        WHERE k.client_id = ANY($1) AND k.practice_id = ANY($2)
          AND ($3::text IS NULL OR k.transaction_id = $3) AND ($4::text IS NULL OR k.practice_id = $4)
        ORDER BY k.created_at DESC, k.id DESC LIMIT ${TICKET_LIMIT}`,
      [who.clientIds, who.practiceIds, input.transactionId ?? null, input.practiceId ?? null],
    );
    return rows.map(toTicket);
  }

  @HandlesCommand(DetailCommands.createTicket)
  create(input: CommandInput<typeof DetailCommands.createTicket>, actor: Actor | null): Promise<Ticket> {
    const who = requireActor(actor);
    return this.dataSource.transaction(async (manager) => {
      const record = await this.access.find(manager, input.transactionId, who);
      if (input.practiceId && input.practiceId !== record.practice_id) throw notFound();
      const id = newId();
      await manager.query(
        `INSERT INTO ticket (id, transaction_id, client_id, practice_id, title, details, steps_to_reproduce, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [id, record.id, record.client_id, record.practice_id, input.title, input.details, input.stepsToReproduce, who.userId],
      );
      await this.access.recordChange(manager, record, who, 'ticket.raised', { detail: input.title });
      return (await this.detail(manager, id, who)).ticket;
    });
  }

  @HandlesCommand(DetailCommands.ticket)
  async get(input: CommandInput<typeof DetailCommands.ticket>, actor: Actor | null): Promise<TicketDetail> {
    const { ticket, thread } = await this.detail(this.dataSource.manager, input.id, requireActor(actor));
    return { ...ticket, thread };
  }

  @HandlesCommand(DetailCommands.respondTicket)
  respond(input: CommandInput<typeof DetailCommands.respondTicket>, actor: Actor | null): Promise<TicketDetail> {
    const who = requireActor(actor);
    return this.dataSource.transaction(async (manager) => {
      const { ticket } = await this.detail(manager, input.issueId, who);
      await manager.query(`INSERT INTO ticket_response (id, ticket_id, user_id, message) VALUES ($1, $2, $3, $4)`, [
        newId(),
        ticket._id,
        who.userId,
        input.message,
      ]);
      // Answered once someone other than the person who raised it replies.
      if (who.userId !== ticket.createdBy) await manager.query(`UPDATE ticket SET status = 'answered' WHERE id = $1`, [ticket._id]);
      const { ticket: after, thread } = await this.detail(manager, ticket._id, who);
      return { ...after, thread };
    });
  }

  private async detail(manager: EntityManager, id: string, who: Actor): Promise<{ ticket: Ticket; thread: TicketDetail['thread'] }> {
    const rows: TicketRow[] = await manager.query(`${SELECT} WHERE k.id = $1 AND k.client_id = ANY($2) AND k.practice_id = ANY($3)`, [
      id,
      who.clientIds,
      who.practiceIds,
    ]);
    if (!rows[0]) throw notFound();
    const thread: { id: string; user_id: string; message: string; created_at: Date }[] = await manager.query(
      `SELECT id, user_id, message, created_at FROM ticket_response WHERE ticket_id = $1 ORDER BY created_at, id`,
      [id],
    );
    return {
      ticket: toTicket(rows[0]),
      thread: thread.map((r) => ({ _id: r.id, userId: r.user_id, message: r.message, createdAt: r.created_at.toISOString() })),
    };
  }
}
