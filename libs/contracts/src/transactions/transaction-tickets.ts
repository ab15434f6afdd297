/** Tickets raised about a transaction (spec 03 "issue tickets"; /transaction-detail-issue). */
import { z } from 'zod';
import { ID_MESSAGE } from '../shared/ids';

const id = (name: string) => z.string({ message: `${name} is required` }).regex(/^[0-9a-f]{24}$/, `${name} ${ID_MESSAGE}`);

export const TicketMessages = {
  enterMessage: 'Please enter a message',
  created: 'The ticket was created successfully',
  responded: 'The message was sent',
  none: 'No tickets were raised about this transaction',
} as const;

export const ticketListSchema = z.object({
  transactionId: id('transactionId').optional(),
  practiceId: id('practiceId').optional(),
  clientId: id('clientId').optional(),
});

export const ticketCreateSchema = z.object({
  transactionId: id('transactionId'),
  practiceId: id('practiceId').optional(),
  clientId: id('clientId').optional(),
  title: z.string().trim().min(1, 'title is required').max(150, 'title must be at most 150 characters'),
  details: z.string().trim().min(1, 'details are required').max(5000, 'details must be at most 5000 characters'),
  stepsToReproduce: z.string().trim().max(5000, 'stepsToReproduce must be at most 5000 characters').default(''),
});
export type TicketCreateRequest = z.input<typeof ticketCreateSchema>;

export const ticketResponseSchema = z.object({
  issueId: id('issueId'),
  clientId: id('clientId').optional(),
  message: z.string({ message: TicketMessages.enterMessage }).trim().min(1, TicketMessages.enterMessage).max(5000),
});

export interface Ticket {
  _id: string;
  transactionId: string;
  practiceId: string;
  PatientName: string;
  title: string;
  details: string;
  stepsToReproduce: string;
  status: 'open' | 'answered';
  createdBy: string;
  createdAt: string;
  responses: number;
}

export interface TicketResponse {
  _id: string;
  userId: string;
  message: string;
  createdAt: string;
}

export interface TicketDetail extends Ticket {
  thread: TicketResponse[];
}
