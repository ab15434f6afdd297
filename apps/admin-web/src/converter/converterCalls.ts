/**
 * The File converter's calls: the upload (multipart, with its progress, through the transaction
 * files' uploader), the job's status, and the converted file as a blob from the gateway.
 */
import { ConversionFileRoutes, ConversionRoutes, type ConversionKind, type ConversionStatus } from '@dental/contracts';
import { authorizedFetch, callApi } from '../api/httpClient';
import { FileCallError, sendMultipart } from '../files/uploadWithProgress';

export function startConversion(kind: ConversionKind, file: File, onProgress: (percent: number) => void): Promise<ConversionStatus> {
  const form = new FormData();
  form.set('extension', kind === 'docxtopdf' ? 'pdf' : kind === 'pdftocsv' ? 'csv' : 'xlsx');
  form.set('source', file, file.name);
  const route = kind === 'docxtopdf' ? ConversionFileRoutes.docxToPdf : ConversionFileRoutes.pdfToTable;
  return sendMultipart<ConversionStatus>(route.path, form, onProgress);
}

export function conversionStatus(jobId: string, signal?: AbortSignal): Promise<ConversionStatus> {
  return callApi(ConversionRoutes.conversionStatus, { params: { jobId }, signal });
}

/** The converted file, fetched with the session's token (the gateway streams it from storage). */
export async function convertedFile(jobId: string): Promise<Blob> {
  const response = await authorizedFetch(ConversionFileRoutes.conversionDownload.path.replace('{jobId}', encodeURIComponent(jobId)));
  if (!response.ok) throw new FileCallError('Error downloading the file');
  return response.blob();
}
