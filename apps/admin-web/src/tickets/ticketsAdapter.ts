/**
 * The tickets resource: the tickets raised about a transaction (GET /api/ticket?transactionId=, a
 * short list answered whole), one ticket with its thread (GET /api/ticket/{id}), raising one
 * (POST /api/ticket) and, as an update, a message added to its thread
 * (POST /api/ticket/response/{issueId}, which answers the ticket with the new message).
 */
import { Routes } from '@dental/contracts';
import { pageOf, type AdapterFactory } from '../api/resourceAdapter';

export const ticketsAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const transactionId = typeof params.filter?.transactionId === 'string' ? params.filter.transactionId : '';
    if (!transactionId) return { data: [], total: 0 };
    return pageOf(await call(Routes.listTickets, { query: { transactionId }, signal: params.signal }), params);
  },
  getOne: (id, params) => call(Routes.getTicket, { params: { id }, signal: params.signal }),
  create: (data) =>
    call(Routes.createTicket, {
      body: {
        transactionId: String(data.transactionId ?? ''),
        practiceId: String(data.practiceId ?? ''),
        title: String(data.title ?? '').trim(),
        details: String(data.details ?? '').trim(),
        stepsToReproduce: String(data.stepsToReproduce ?? '').trim(),
      },
    }),
  update: (issueId, data) => call(Routes.respondTicket, { params: { issueId }, body: { message: String(data.message ?? '') } }),
});
