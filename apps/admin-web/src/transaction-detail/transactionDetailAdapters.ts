/**
 * Data the transaction detail's tabs read and write through the data provider's hooks.
 * `transaction-details`: getOne is the transaction the page shows (`GET /api/iv/transaction/{id}`,
 * with its practice as `meta.practiceId` when the page knows it), its methods the header's document
 * calls: `updatePms` (`POST /api/tmp/drive/upload`) and `mergedDocument` (`POST /api/tmp/merge`, then
 * `GET /api/tmp/data/download/{id}`, the .docx as base64 under the name the service gives it).
 * `linked-transactions`: getList with the filter `transactionId` is the other transactions of the
 * same member id (`GET /api/transaction/linked`, a handful, answered whole). `transaction-notes`:
 * update of a transaction's note (`POST /api/iv/transaction/note`, id the transaction's), answering
 * the note as saved (line breaks the page sent as '-'). `subscriber-policies`: getOne is a
 * transaction's policy elements (`GET /api/iv/transaction/policy/{transactionId}`, the practice as
 * `meta.practiceId`), update saves the changed elements (`PUT` on the same path), both under the
 * transaction's id. `fbd-bookmarks`: getOne is the FBD tab's form with its values
 * (`GET /api/iv/transactions/{id}/bookmarks`); update saves the values, notes and eligibility (`PUT`
 * on the same path, the missing-field counts recomputed), or, when the change is `uploadFBD`, sets
 * the upload-FBD toggle (`PUT /api/trans/fbd/canUpload`). `spreadsheets`: getOne is the record
 * the transaction came from (`GET /api/transaction/spreadsheet/{id}`). `patient-info`: update saves
 * the Patient Info tab's fields (`POST /api/iv/transaction/spreadsheet`), answering the transaction.
 * `transaction-comments`: update saves the summary's comment (`/api/iv/transaction/comment/{transactionId}/{practiceId}`
 * with the practice), answering the comment as saved. `transaction-audits`: getOne is the file
 * check an audit needs (`GET /api/iv/transaction/filecheck/{transactionId}/{practiceId}`, the practice as `meta.practiceId`);
 * update sets the transaction verified or not (`audited`) with the audit call of its `type`.
 */
import { Routes } from '@dental/contracts';
import type { AdapterFactory, CallApi } from '../api/resourceAdapter';

export const TRANSACTION_DETAILS_RESOURCE = 'transaction-details';
export const LINKED_TRANSACTIONS_RESOURCE = 'linked-transactions';
export const TRANSACTION_NOTES_RESOURCE = 'transaction-notes';
export const SUBSCRIBER_POLICIES_RESOURCE = 'subscriber-policies';
export const FBD_BOOKMARKS_RESOURCE = 'fbd-bookmarks';
export const SPREADSHEETS_RESOURCE = 'spreadsheets';
export const PATIENT_INFO_RESOURCE = 'patient-info';
export const TRANSACTION_COMMENTS_RESOURCE = 'transaction-comments';
export const TRANSACTION_AUDITS_RESOURCE = 'transaction-audits';

const practiceOf = (source: unknown) => {
  const practiceId = (source as { practiceId?: unknown } | undefined)?.practiceId;
  return typeof practiceId === 'string' ? practiceId : '';
};

/** The header's document calls, as data provider methods. */
export function transactionDocumentMethods(call: CallApi) {
  return {
    async updatePms({ transactionId }: { transactionId: string }): Promise<void> {
      await call(Routes.driveUpload, { body: { dataId: transactionId } });
    },
    async mergedDocument({ transactionId }: { transactionId: string }) {
      await call(Routes.mergeDocument, { body: { dataId: transactionId } });
      return call(Routes.mergedDownload, { params: { id: transactionId } });
    },
  };
}

/** What `useDataProvider<DataProvider & TransactionDocumentMethods>()` adds for the header's document buttons. */
export type TransactionDocumentMethods = ReturnType<typeof transactionDocumentMethods>;

export const transactionDetailsAdapter: AdapterFactory = (call) => ({
  async getOne(id, params) {
    const practiceId = practiceOf(params.meta);
    return call(Routes.transactionDetail, { params: { id }, query: practiceId ? { practiceId } : {}, signal: params.signal });
  },
  methods: transactionDocumentMethods(call),
});

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

export const fbdBookmarksAdapter: AdapterFactory = (call) => ({
  async getOne(id, params) {
    return { id, ...(await call(Routes.getBookmarks, { params: { id }, signal: params.signal })) };
  },
  async update(id, data, previous) {
    if (typeof data.uploadFBD === 'boolean') {
      const { uploadFBD } = await call(Routes.canUploadFbd, { body: { transactionId: id, status: String(data.uploadFBD) } });
      return { ...previous, id, uploadFBD };
    }
    const body = {
      bookmarks: data.bookmarks ?? {},
      notes: typeof data.notes === 'string' ? data.notes : '',
      eligible: data.eligible === true,
    };
    return { id, ...(await call(Routes.putBookmarks, { params: { id }, body })) };
  },
});

export const spreadsheetsAdapter: AdapterFactory = (call) => ({
  async getOne(id, params) {
    return { id, ...(await call(Routes.getSpreadsheet, { params: { id }, signal: params.signal })) };
  },
});

export const patientInfoAdapter: AdapterFactory = (call) => ({
  update: (id, data) => call(Routes.updatePatientInfo, { body: { ...data, transactionId: id } }),
});

export const transactionCommentsAdapter: AdapterFactory = (call) => ({
  async update(id, data, previous) {
    const practiceId = practiceOf(data) || practiceOf(previous);
    const comment = typeof data.comment === 'string' ? data.comment : '';
    const saved = await call(Routes.saveComment, { params: { transactionId: id, practiceId }, body: { comment } });
    return { id, practiceId, comment: saved.comment };
  },
});

export const transactionAuditsAdapter: AdapterFactory = (call) => ({
  async getOne(id, params) {
    const practiceId = practiceOf(params.meta);
    return { id, ...(await call(Routes.fileCheck, { params: { transactionId: id, practiceId }, signal: params.signal })) };
  },
  async update(id, data, previous) {
    const practiceId = practiceOf(data) || practiceOf(previous);
    const route = (data.type ?? (previous as { type?: unknown }).type) === 'FBD' ? Routes.auditFbd : Routes.auditElg;
    const { audited } = await call(route, { body: { transactionId: id, practiceId, state: data.audited === true } });
    return { id, practiceId, audited };
  },
});
