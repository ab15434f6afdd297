import { Routes, TransactionFileRoutes } from '@dental/contracts';
import type { DataProvider } from 'react-admin';
import { ApiError } from '../api/apiError';
import { composeDataProvider } from '../api/dataProvider';
import { fakeApi, selectPractices } from '../testing/fakeApi';
import { fakeFileTransfer } from './fakeFileTransfer';
import { TRANSACTION_FILES_RESOURCE, transactionFilesAdapterWith, type TransactionFilesMethods } from './transactionFilesAdapter';
import { FileCallError } from './uploadWithProgress';

const transactionId = '65f0a1b2c3d4e5f60123c001';
const stored = { id: 'f1', filename: 'Eligibility Active Delta Juniper.pdf', type: 'pdf', size: 3000 };
const practice = { _id: '65f0a1b2c3d4e5f601234501', clientId: '65f0a1b2c3d4e5f601230001', name: 'Downtown' };

function provider() {
  const api = fakeApi();
  const files = fakeFileTransfer();
  const dataProvider = composeDataProvider({ [TRANSACTION_FILES_RESOURCE]: transactionFilesAdapterWith(files.transfer) }, api.call);
  return { api, files, dataProvider: dataProvider as DataProvider & TransactionFilesMethods };
}

describe("the Files tab's data provider methods", () => {
  beforeEach(() => selectPractices([practice]));

  it('uploads the new files with their names and the changed status, reporting progress, and answers the files', async () => {
    const { files, dataProvider } = provider();
    files.answer([stored]);
    const progress: number[] = [];
    const pdf = new File([new Uint8Array([37, 80, 68, 70])], 'scan.pdf', { type: 'application/pdf' });
    const answer = await dataProvider.uploadTransactionFiles({
      transactionId,
      statusPatient: 'Active',
      files: [{ name: 'Eligibility Active', file: pdf }],
      onProgress: (p) => progress.push(p),
    });
    expect(answer).toEqual([stored]);
    const [sent] = files.transfers;
    expect(sent.path).toBe(TransactionFileRoutes.uploadFiles.path);
    expect(sent.form?.get('transactionId')).toBe(transactionId);
    expect(sent.form?.get('statusPatient')).toBe('Active');
    expect(sent.form?.getAll('names[]')).toEqual(['Eligibility Active']);
    expect((sent.form?.get('files[]') as File).name).toBe('scan.pdf');
    expect(progress).toEqual([50]);
  });

  it('sends no status when it did not change, and surfaces the refusal of an upload', async () => {
    const { files, dataProvider } = provider();
    files.answer(new FileCallError("Dear user, the allowed files are: Documents and PDF's"));
    const exe = new File([new Uint8Array([77, 90])], 'invoice.pdf');
    await expect(
      dataProvider.uploadTransactionFiles({ transactionId, files: [{ name: 'x', file: exe }], onProgress: () => undefined }),
    ).rejects.toMatchObject({ message: "Dear user, the allowed files are: Documents and PDF's" });
    expect(files.transfers[0].form?.has('statusPatient')).toBe(false);
  });

  it('replaces one file with its content and answers the file', async () => {
    const { files, dataProvider } = provider();
    files.answer({ ...stored, size: 4000 });
    const pdf = new File([new Uint8Array(4000)], 'new.pdf');
    const answer = await dataProvider.replaceTransactionFile({ transactionId, fileId: 'f1', file: pdf, onProgress: () => undefined });
    expect(answer).toEqual({ ...stored, size: 4000 });
    expect(files.transfers[0].path).toBe(TransactionFileRoutes.replaceFile.path);
    expect(files.transfers[0].form?.get('fileId')).toBe('f1');
    expect((files.transfers[0].form?.get('file') as File).name).toBe('new.pdf');
  });

  it('renames and deletes a file with the documented calls, answering the file and the files left', async () => {
    const { api, dataProvider } = provider();
    api.answer(Routes.renameFile, { ...stored, filename: 'Renamed.pdf' });
    api.answer(Routes.deleteFile, { files: [] }, new ApiError('The transaction is audited', 409, undefined, 'The transaction is audited'));
    expect(await dataProvider.renameTransactionFile({ transactionId, fileId: 'f1', filename: 'Renamed' })).toMatchObject({
      filename: 'Renamed.pdf',
    });
    expect(api.calls[0].options.body).toEqual({ transactionId, fileId: 'f1', filename: 'Renamed' });
    expect(await dataProvider.deleteTransactionFile({ transactionId, fileId: 'f1' })).toEqual([]);
    expect(api.calls[1]).toMatchObject({ route: Routes.deleteFile, options: { body: { transactionId, fileId: 'f1' } } });
    await expect(dataProvider.deleteTransactionFile({ transactionId, fileId: 'f1' })).rejects.toMatchObject({
      message: 'The transaction is audited',
    });
  });

  it("downloads a file under its name for the selected practice's client", async () => {
    const { files, dataProvider } = provider();
    files.answer(undefined);
    await dataProvider.downloadTransactionFile({ transactionId, fileId: 'f1', filename: stored.filename });
    expect(files.transfers[0]).toEqual({
      kind: 'download',
      path: TransactionFileRoutes.downloadFile.path,
      body: { transactionId, fileId: 'f1', clientId: practice.clientId },
      filename: stored.filename,
    });
  });
});
