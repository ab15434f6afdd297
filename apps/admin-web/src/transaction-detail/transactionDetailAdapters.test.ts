import { ErrorCode, Routes } from '@dental/contracts';
import type { DataProvider } from 'react-admin';
import { ApiError } from '../api/apiError';
import { composeDataProvider } from '../api/dataProvider';
import { fakeApi } from '../testing/fakeApi';
import { DETAIL_RESOURCES } from './detailResources';
import {
  FBD_BOOKMARKS_RESOURCE,
  LINKED_TRANSACTIONS_RESOURCE,
  PATIENT_INFO_RESOURCE,
  SPREADSHEETS_RESOURCE,
  SUBSCRIBER_POLICIES_RESOURCE,
  TRANSACTION_AUDITS_RESOURCE,
  TRANSACTION_COMMENTS_RESOURCE,
  TRANSACTION_DETAILS_RESOURCE,
  TRANSACTION_NOTES_RESOURCE,
  type TransactionDocumentMethods,
} from './transactionDetailAdapters';

const transactionId = '65f0a1b2c3d4e5f60123c001';
const linked = { _id: 'M-100', lastId: '65f0a1b2c3d4e5f60123c002', lastAppDate: '2026-11-02', type: 'FBD', audited: false };
const list = (filter: object) => ({ pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' as const }, filter });

/** The data provider as the app composes it from the feature's own resource declarations. */
function provider() {
  const api = fakeApi();
  const adapters = Object.fromEntries(DETAIL_RESOURCES.map((resource) => [resource.name, resource.adapter]));
  return { api, dataProvider: composeDataProvider(adapters, api.call) as DataProvider & TransactionDocumentMethods };
}

describe("the transaction detail's adapters", () => {
  it('reads the transaction shown by the id of the address, for the practice when the page knows it', async () => {
    const { api, dataProvider } = provider();
    const detail = { _id: transactionId, practiceId: 'p1', PatientName: 'Ana Lima', audited: false, driveFiles: [] };
    api.answer(
      Routes.transactionDetail,
      detail,
      detail,
      new ApiError('Dear user, please try again', 404, ErrorCode.NotFound, 'Transaction not found'),
    );
    const read = await dataProvider.getOne(TRANSACTION_DETAILS_RESOURCE, { id: transactionId, meta: { practiceId: 'p1' } });
    expect(api.calls[0].options).toMatchObject({ params: { id: transactionId }, query: { practiceId: 'p1' } });
    const { _id, ...fields } = detail;
    expect(read.data).toEqual({ id: _id, ...fields });
    await dataProvider.getOne(TRANSACTION_DETAILS_RESOURCE, { id: transactionId });
    expect(api.calls[1].options).toMatchObject({ params: { id: transactionId }, query: {} });
    await expect(dataProvider.getOne(TRANSACTION_DETAILS_RESOURCE, { id: 'gone' })).rejects.toMatchObject({
      message: 'Transaction not found',
    });
  });

  it('updates the PMS and merges then downloads the document as data provider methods, surfacing the failure', async () => {
    const { api, dataProvider } = provider();
    const file = { fileName: 'Insurance_verification_form.docx', contentType: 'application/octet-stream', base64: 'UEs=' };
    api.answer(Routes.driveUpload, { objectKey: 'practices/p1/documents/x.docx' });
    api.answer(Routes.mergeDocument, {}, new ApiError('Dear user, please try again', 404, ErrorCode.NotFound, 'No data to download'));
    api.answer(Routes.mergedDownload, file);
    await dataProvider.updatePms({ transactionId });
    expect(api.calls[0]).toMatchObject({ route: Routes.driveUpload, options: { body: { dataId: transactionId } } });
    expect(await dataProvider.mergedDocument({ transactionId })).toEqual(file);
    expect(api.calls[1]).toMatchObject({ route: Routes.mergeDocument, options: { body: { dataId: transactionId } } });
    expect(api.calls[2]).toMatchObject({ route: Routes.mergedDownload, options: { params: { id: transactionId } } });
    await expect(dataProvider.mergedDocument({ transactionId })).rejects.toMatchObject({ serverMessage: 'No data to download' });
    expect(api.calls).toHaveLength(4);
  });

  it('lists the transactions linked to the one shown, and asks nothing without it', async () => {
    const { api, dataProvider } = provider();
    api.answer(Routes.linkedTransactions, [linked]);
    const answer = await dataProvider.getList(LINKED_TRANSACTIONS_RESOURCE, list({ transactionId }));
    expect(api.calls[0].options.query).toEqual({ transactionId });
    const { _id, ...fields } = linked;
    expect(answer).toEqual({ data: [{ id: _id, ...fields }], total: 1 });
    expect(await dataProvider.getList(LINKED_TRANSACTIONS_RESOURCE, list({}))).toEqual({ data: [], total: 0 });
    expect(api.calls).toHaveLength(1);
  });

  it("saves a transaction's note and answers it as saved, or surfaces the refusal", async () => {
    const { api, dataProvider } = provider();
    api.answer(Routes.saveNote, { note: 'Called - no answer' }, new ApiError('The transaction is audited', 409, undefined, 'audited'));
    const params = { id: transactionId, data: { note: 'Called - no answer' }, previousData: { id: transactionId } };
    const answer = await dataProvider.update(TRANSACTION_NOTES_RESOURCE, params);
    expect(api.calls[0].options.body).toEqual({ transactionId, note: 'Called - no answer' });
    expect(answer.data).toEqual({ id: transactionId, note: 'Called - no answer' });
    await expect(dataProvider.update(TRANSACTION_NOTES_RESOURCE, params)).rejects.toMatchObject({ message: 'The transaction is audited' });
  });

  it("reads a transaction's policy for its practice, and saves only the changes with the practice", async () => {
    const { api, dataProvider } = provider();
    const practiceId = '65f0a1b2c3d4e5f601234501';
    const policy = {
      transactionId,
      practiceId,
      elements: [{ name: 'policyType', value: 'Primary' }],
      check: { passes: true, message: '' },
    };
    api.answer(Routes.subscriberPolicy, policy);
    api.answer(Routes.saveSubscriberPolicy, { ...policy, elements: [{ name: 'policyType', value: 'Secondary' }] });
    const read = await dataProvider.getOne(SUBSCRIBER_POLICIES_RESOURCE, { id: transactionId, meta: { practiceId } });
    expect(api.calls[0].options).toMatchObject({ params: { transactionId }, query: { practiceId } });
    expect(read.data).toEqual({ id: transactionId, ...policy });
    const saved = await dataProvider.update(SUBSCRIBER_POLICIES_RESOURCE, {
      id: transactionId,
      data: { practiceId, policyType: 'Secondary' },
      previousData: read.data,
    });
    expect(api.calls[1].options).toMatchObject({ params: { transactionId }, body: { practiceId, policyType: 'Secondary' } });
    expect(Object.keys(api.calls[1].options.body as object).sort()).toEqual(['policyType', 'practiceId']);
    expect(saved.data).toMatchObject({ id: transactionId, elements: [{ name: 'policyType', value: 'Secondary' }] });
  });

  it("reads the FBD tab's values, saves them, and sets the upload toggle with its own call", async () => {
    const { api, dataProvider } = provider();
    const bookmarks = { form: { content: [] }, bookmarks: { MemberID: 'M1' }, eligible: false, notes: '', uploadFBD: false };
    api.answer(Routes.getBookmarks, bookmarks);
    api.answer(Routes.putBookmarks, { ...bookmarks, notes: 'ok', missingRequiredInputQty: 1, totalRequiredFields: 12 });
    api.answer(Routes.canUploadFbd, { uploadFBD: true });
    const read = await dataProvider.getOne(FBD_BOOKMARKS_RESOURCE, { id: transactionId });
    expect(api.calls[0].options.params).toEqual({ id: transactionId });
    expect(read.data).toEqual({ id: transactionId, ...bookmarks });
    const saved = await dataProvider.update(FBD_BOOKMARKS_RESOURCE, {
      id: transactionId,
      data: { bookmarks: { MemberID: 'M1' }, notes: 'ok', eligible: true },
      previousData: read.data,
    });
    expect(api.calls[1].options).toMatchObject({
      params: { id: transactionId },
      body: { bookmarks: { MemberID: 'M1' }, notes: 'ok', eligible: true },
    });
    expect(saved.data).toMatchObject({ id: transactionId, notes: 'ok', missingRequiredInputQty: 1 });
    const toggled = await dataProvider.update(FBD_BOOKMARKS_RESOURCE, {
      id: transactionId,
      data: { uploadFBD: true },
      previousData: saved.data,
    });
    expect(api.calls[2].route).toBe(Routes.canUploadFbd);
    expect(api.calls[2].options.body).toEqual({ transactionId, status: 'true' });
    expect(toggled.data).toMatchObject({ id: transactionId, uploadFBD: true, notes: 'ok' });
  });

  it("reads the transaction's spreadsheet record, and saves Patient Info answering the transaction", async () => {
    const { api, dataProvider } = provider();
    const sheet = { PatientFirstName: 'Ana', PatientDOB: '1990-01-02' };
    api.answer(Routes.getSpreadsheet, sheet);
    api.answer(Routes.updatePatientInfo, { _id: transactionId, PatientFirstName: 'Anna', audited: false });
    const read = await dataProvider.getOne(SPREADSHEETS_RESOURCE, { id: transactionId });
    expect(api.calls[0].options.params).toEqual({ id: transactionId });
    expect(read.data).toEqual({ id: transactionId, ...sheet });
    const saved = await dataProvider.update(PATIENT_INFO_RESOURCE, {
      id: transactionId,
      data: { practiceId: 'p1', PatientFirstName: 'Anna' },
      previousData: { id: transactionId },
    });
    expect(api.calls[1].options.body).toEqual({ transactionId, practiceId: 'p1', PatientFirstName: 'Anna' });
    expect(saved.data).toEqual({ id: transactionId, PatientFirstName: 'Anna', audited: false });
  });

  it("saves the summary's comment for the transaction's practice", async () => {
    const { api, dataProvider } = provider();
    api.answer(Routes.saveComment, { comment: 'Call back Monday' });
    const saved = await dataProvider.update(TRANSACTION_COMMENTS_RESOURCE, {
      id: transactionId,
      data: { comment: 'Call back Monday' },
      previousData: { id: transactionId, practiceId: 'p1', comment: '' },
    });
    expect(api.calls[0].options).toEqual({ params: { transactionId, practiceId: 'p1' }, body: { comment: 'Call back Monday' } });
    expect(saved.data).toEqual({ id: transactionId, practiceId: 'p1', comment: 'Call back Monday' });
  });

  it('asks the file check for the practice, and audits with the call of the transaction type', async () => {
    const { api, dataProvider } = provider();
    api.answer(Routes.fileCheck, { missing: [] });
    api.answer(Routes.auditFbd, { audited: true });
    api.answer(Routes.auditElg, new ApiError('Dear user, please try again', 500, undefined, 'boom'));
    const check = await dataProvider.getOne(TRANSACTION_AUDITS_RESOURCE, { id: transactionId, meta: { practiceId: 'p1' } });
    expect(api.calls[0].options.params).toEqual({ transactionId, practiceId: 'p1' });
    expect(check.data).toEqual({ id: transactionId, missing: [] });
    const previousData = { id: transactionId, practiceId: 'p1', audited: false };
    const audited = await dataProvider.update(TRANSACTION_AUDITS_RESOURCE, {
      id: transactionId,
      data: { practiceId: 'p1', type: 'FBD', audited: true },
      previousData,
    });
    expect(api.calls[1].route).toBe(Routes.auditFbd);
    expect(api.calls[1].options.body).toEqual({ transactionId, practiceId: 'p1', state: true });
    expect(audited.data).toEqual({ id: transactionId, practiceId: 'p1', audited: true });
    await expect(
      dataProvider.update(TRANSACTION_AUDITS_RESOURCE, {
        id: transactionId,
        data: { practiceId: 'p1', type: 'ELG', audited: true },
        previousData,
      }),
    ).rejects.toMatchObject({ message: 'Dear user, please try again' });
    expect(api.calls[2].route).toBe(Routes.auditElg);
  });
});
