/**
 * Data the transaction detail's tabs read and write through the data provider's hooks.
 * `linked-transactions`: getList with the filter `transactionId` is the other transactions of the
 * same member id (`GET /api/transaction/linked`, a handful, answered whole). `transaction-notes`:
 * update of a transaction's note (`POST /api/iv/transaction/note`, id the transaction's), answering
 * the note as saved (line breaks the page sent as '-'). `subscriber-policies`: getOne is a
 * transaction's policy elements (`GET /api/iv/transaction/policy/{transactionId}`, the practice as
 * `meta.practiceId`), update saves the changed elements (`PUT` on the same path), both under the
 * transaction's id.
 */
import { Routes } from '@dental/contracts';
import type { AdapterFactory } from '../api/resourceAdapter';

export const LINKED_TRANSACTIONS_RESOURCE = 'linked-transactions';
export const TRANSACTION_NOTES_RESOURCE = 'transaction-notes';
export const SUBSCRIBER_POLICIES_RESOURCE = 'subscriber-policies';

export const linkedTransactionsAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const transactionId = typeof params.filter?.transactionId === 'string' ? params.filter.transactionId : '';
    if (!transactionId) return { data: [], total: 0 };
    const linked = await call(Routes.linkedTransactions, { query: { transactionId }, signal: params.signal });
    return { data: linked, total: linked.length };
  },
});

export const transactionNotesAdapter: AdapterFactory = (call) => ({
  async update(id, data) {
    const { note } = await call(Routes.saveNote, { body: { transactionId: id, note: typeof data.note === 'string' ? data.note : '' } });
    return { id, note };
  },
});

const practiceOf = (source: unknown) => {
  const practiceId = (source as { practiceId?: unknown } | undefined)?.practiceId;
  return typeof practiceId === 'string' ? practiceId : '';
};

export const subscriberPoliciesAdapter: AdapterFactory = (call) => ({
  async getOne(id, params) {
    const policy = await call(Routes.subscriberPolicy, {
      params: { transactionId: id },
      query: { practiceId: practiceOf(params.meta) },
      signal: params.signal,
    });
    return { id, ...policy };
  },
  async update(id, data, previous) {
    const { practiceId: _practice, transactionId: _transaction, elements: _elements, check: _check, ...changes } = data;
    const practiceId = practiceOf(data) || practiceOf(previous);
    const policy = await call(Routes.saveSubscriberPolicy, { params: { transactionId: id }, body: { practiceId, ...changes } });
    return { id, ...policy };
  },
});
