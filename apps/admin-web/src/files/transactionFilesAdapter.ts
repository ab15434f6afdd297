/**
 * The Files tab's calls, served as data provider methods (no records of their own): upload new
 * files with the status (`POST /api/trans/elg/upload`, multipart, with its progress), replace one
 * (`POST /api/trans/elg/file/update`, multipart), rename (`/api/trans/elg/file/rename`), delete
 * (`/api/trans/elg/file/delete`, answering the files left) and download (`POST /api/trans/elg/download`,
 * the file handed to the browser under its name). Uploads and downloads go through `fileTransfer`
 * (XHR for the progress, the session's token), which tests stand in for.
 */
import { Routes, TransactionFileRoutes, type TransactionFile } from '@dental/contracts';
import type { AdapterFactory, CallApi } from '../api/resourceAdapter';
import type { NewFile } from './fileRules';
import { fileTransfer, type FileTransfer } from './uploadWithProgress';
import { readAppSettings, selectedClientId } from '../practices/appSettings';

export const TRANSACTION_FILES_RESOURCE = 'transaction-files';

type Progress = (percent: number) => void;

export function transactionFilesMethods(call: CallApi, transfer: FileTransfer = fileTransfer) {
  return {
    /** New files with their names, and the eligibility status when it changed; answers the transaction's files. */
    uploadTransactionFiles(params: { transactionId: string; statusPatient?: string; files: NewFile[]; onProgress: Progress }) {
      const form = new FormData();
      form.set('transactionId', params.transactionId);
      if (params.statusPatient !== undefined) form.set('statusPatient', params.statusPatient);
      for (const p of params.files) {
        form.append('files[]', p.file as File, p.file.name);
        form.append('names[]', p.name);
      }
      return transfer.sendMultipart<TransactionFile[]>(TransactionFileRoutes.uploadFiles.path, form, params.onProgress);
    },
    /** One file's content replaced; answers the file. */
    replaceTransactionFile(params: { transactionId: string; fileId: string; file: File; onProgress: Progress }) {
      const form = new FormData();
      form.set('transactionId', params.transactionId);
      form.set('fileId', params.fileId);
      form.set('file', params.file, params.file.name);
      return transfer.sendMultipart<TransactionFile>(TransactionFileRoutes.replaceFile.path, form, params.onProgress);
    },
    /** Answers the transaction's files left. */
    async deleteTransactionFile(params: { transactionId: string; fileId: string }): Promise<TransactionFile[]> {
      return (await call(Routes.deleteFile, { body: params })).files;
    },
    /** Answers the renamed file. */
    renameTransactionFile(params: { transactionId: string; fileId: string; filename: string }): Promise<TransactionFile> {
      return call(Routes.renameFile, { body: params });
    },
    downloadTransactionFile({ transactionId, fileId, filename }: { transactionId: string; fileId: string; filename: string }) {
      const clientId = selectedClientId(readAppSettings());
      const body = { transactionId, fileId, ...(clientId ? { clientId } : {}) };
      return transfer.downloadByPost(TransactionFileRoutes.downloadFile.path, body, filename);
    },
  };
}

/** What `useDataProvider<DataProvider & TransactionFilesMethods>()` adds for the Files tab. */
export type TransactionFilesMethods = ReturnType<typeof transactionFilesMethods>;

export const transactionFilesAdapterWith =
  (transfer: FileTransfer): AdapterFactory =>
  (call) => ({ methods: transactionFilesMethods(call, transfer) });

export const transactionFilesAdapter: AdapterFactory = transactionFilesAdapterWith(fileTransfer);
