/**
 * Multipart uploads and blob downloads of transaction files. Uploads go through XMLHttpRequest
 * because fetch cannot report upload progress; both carry the session's Bearer token like callApi.
 */
import { TransactionFileRoutes, type ApiFailure } from '@dental/contracts';
import { accessToken } from '../api/session';
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

/** Sends a multipart form, reporting progress from 0 to 100; resolves to the answer's data. */
export function sendMultipart<T>(path: string, form: FormData, onProgress: (percent: number) => void): Promise<T> {
  const clientId = selectedClientId(readAppSettings());
  if (clientId && !form.has('clientId')) form.set('clientId', clientId);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    const token = accessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((100 * e.loaded) / e.total));
    };
    xhr.onload = () => {
      if (xhr.status === 200) {
        onProgress(100);
        resolve((JSON.parse(xhr.responseText) as { data: T }).data);
      } else reject(new FileCallError(failureMessage(xhr.status, xhr.responseText)));
    };
    xhr.onerror = () => reject(new FileCallError(failureMessage(0, '')));
    xhr.send(form);
  });
}

export const uploadFilesPath = TransactionFileRoutes.uploadFiles.path;
export const replaceFilePath = TransactionFileRoutes.replaceFile.path;

/** Downloads a transaction's file as a blob and hands it to the browser under its name. */
export async function downloadFile(transactionId: string, fileId: string, filename: string): Promise<void> {
  const clientId = selectedClientId(readAppSettings());
  const plain = { transactionId, fileId, ...(clientId ? { clientId } : {}) };
  const settings = await webSettings();
  const body = settings.encryptBodies ? await sealJson(plain, settings.bodyEncryptionKey) : plain;
  const token = accessToken();
  const response = await fetch(TransactionFileRoutes.downloadFile.path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new FileCallError(failureMessage(response.status, await response.text()));
  saveBlob(await response.blob(), filename);
}

function saveBlob(blob: Blob, filename: string): void {
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
  const token = accessToken();
  const response = await fetch(clientId ? `${path}?clientId=${encodeURIComponent(clientId)}` : path, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new FileCallError(failureMessage(response.status, await response.text()));
  saveBlob(await response.blob(), filename);
}
