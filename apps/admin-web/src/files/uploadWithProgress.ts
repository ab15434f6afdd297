/**
 * Multipart uploads and blob downloads of transaction files. Uploads go through XMLHttpRequest
 * because fetch cannot report upload progress; both carry the session's Bearer token and refresh it
 * as callApi does (`withAccessToken`), so they work right after a reload too. Screens do not call
 * these: the adapters' data provider methods do (`fileTransfer`, which tests stand in for).
 */
import { TransactionFileRoutes, type ApiFailure } from '@dental/contracts';
import { authorizedFetch, withAccessToken } from '../api/httpClient';
import { webSettings } from '../config';
import { readAppSettings, selectedClientId } from '../practices/appSettings';
import { sealJson } from '@dental/contracts';

export class FileCallError extends Error {}

function failureMessage(status: number, text: string): string {
  try {
    const failure = JSON.parse(text) as Partial<ApiFailure>;
    if (failure.message && failure.displayable !== false) return failure.message;
  } catch {
    // Not the API's envelope (a proxy's page): fall through to the generic message.
  }
  return status === 0 ? 'Dear user, something went wrong with your connection, please try again' : 'Dear user, please try again';
}

interface XhrAnswer {
  status: number;
  text: string;
}

function postWithProgress(
  path: string,
  form: FormData,
  token: string | undefined,
  onProgress: (percent: number) => void,
): Promise<XhrAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((100 * e.loaded) / e.total));
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => resolve({ status: 0, text: '' });
    xhr.send(form);
  });
}

/** Sends a multipart form, reporting progress from 0 to 100; resolves to the answer's data. */
export async function sendMultipart<T>(path: string, form: FormData, onProgress: (percent: number) => void): Promise<T> {
  const clientId = selectedClientId(readAppSettings());
  if (clientId && !form.has('clientId')) form.set('clientId', clientId);
  const answer = await withAccessToken((token) => postWithProgress(path, form, token, onProgress));
  if (answer.status !== 200) throw new FileCallError(failureMessage(answer.status, answer.text));
  onProgress(100);
  return (JSON.parse(answer.text) as { data: T }).data;
}

export const uploadFilesPath = TransactionFileRoutes.uploadFiles.path;
export const replaceFilePath = TransactionFileRoutes.replaceFile.path;

/** Downloads a transaction's file as a blob and hands it to the browser under its name. */
export async function downloadFile(transactionId: string, fileId: string, filename: string): Promise<void> {
  const clientId = selectedClientId(readAppSettings());
  await downloadByPost(TransactionFileRoutes.downloadFile.path, { transactionId, fileId, ...(clientId ? { clientId } : {}) }, filename);
}

/**
 * Downloads a file a POST route streams and hands it to the browser under its name: the body sealed
 * when the gateway asks for encrypted bodies, the token refreshed as every call's.
 */
export async function downloadByPost(path: string, plain: object, filename: string): Promise<void> {
  const settings = await webSettings();
  const body = settings.encryptBodies ? await sealJson(plain, settings.bodyEncryptionKey) : plain;
  const response = await authorizedFetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new FileCallError(failureMessage(response.status, await response.text()));
  saveBlob(await response.blob(), filename);
}

/** Hands a blob to the browser as a download under its name. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads a file a GET route streams (e.g. a call's attached file) and hands it to the browser under its name. */
export async function downloadByGet(path: string, filename: string): Promise<void> {
  const clientId = selectedClientId(readAppSettings());
  const response = await authorizedFetch(clientId ? `${path}?clientId=${encodeURIComponent(clientId)}` : path);
  if (!response.ok) throw new FileCallError(failureMessage(response.status, await response.text()));
  saveBlob(await response.blob(), filename);
}

/** A file a GET route streams (e.g. a converted file), as a blob; the route's own query given whole. */
export async function fetchBlob(path: string, query?: Record<string, string>): Promise<Blob> {
  const search = query && Object.keys(query).length > 0 ? `?${new URLSearchParams(query)}` : '';
  const response = await authorizedFetch(`${path}${search}`);
  if (!response.ok) throw new FileCallError('Error downloading the file');
  return response.blob();
}

/** The transfers the adapters' file methods make; tests of those adapters stand in for it. */
export interface FileTransfer {
  sendMultipart<T>(path: string, form: FormData, onProgress: (percent: number) => void): Promise<T>;
  downloadByPost(path: string, plain: object, filename: string): Promise<void>;
  fetchBlob(path: string, query?: Record<string, string>): Promise<Blob>;
  saveBlob(blob: Blob, filename: string): void;
}

export const fileTransfer: FileTransfer = { sendMultipart, downloadByPost, fetchBlob, saveBlob };
