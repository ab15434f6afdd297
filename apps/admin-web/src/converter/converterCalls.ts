/**
 * The File converter's calls, served as data provider methods of the `conversions` resource: the
 * upload (multipart, with its progress, through the transaction files' uploader) that starts a job,
 * the job's status (`GET /api/files/conversions/{jobId}`), and the converted file as a blob from the
 * gateway. Uploads and downloads go through `fileTransfer`, which tests stand in for.
 */
import { ConversionFileRoutes, ConversionRoutes, type ConversionKind, type ConversionStatus } from '@dental/contracts';
import type { AdapterFactory, CallApi } from '../api/resourceAdapter';
import { fileTransfer, type FileTransfer } from '../files/uploadWithProgress';

export const CONVERSIONS_RESOURCE = 'conversions';

export function converterMethods(call: CallApi, transfer: FileTransfer = fileTransfer) {
  return {
    startConversion({ kind, file, onProgress }: { kind: ConversionKind; file: File; onProgress: (percent: number) => void }) {
      const form = new FormData();
      form.set('extension', kind === 'docxtopdf' ? 'pdf' : kind === 'pdftocsv' ? 'csv' : 'xlsx');
      form.set('source', file, file.name);
      const route = kind === 'docxtopdf' ? ConversionFileRoutes.docxToPdf : ConversionFileRoutes.pdfToTable;
      return transfer.sendMultipart<ConversionStatus>(route.path, form, onProgress);
    },
    conversionStatus({ jobId, signal }: { jobId: string; signal?: AbortSignal }): Promise<ConversionStatus> {
      return call(ConversionRoutes.conversionStatus, { params: { jobId }, signal });
    },
    /** The converted file, fetched with the session's token (the gateway streams it from storage). */
    convertedFile({ jobId }: { jobId: string }): Promise<Blob> {
      return transfer.fetchBlob(ConversionFileRoutes.conversionDownload.path.replace('{jobId}', encodeURIComponent(jobId)));
    },
  };
}

/** What `useDataProvider<DataProvider & ConverterMethods>()` adds for the converter page. */
export type ConverterMethods = ReturnType<typeof converterMethods>;

export const converterAdapterWith =
  (transfer: FileTransfer): AdapterFactory =>
  (call) => ({ methods: converterMethods(call, transfer) });

export const converterAdapter: AdapterFactory = converterAdapterWith(fileTransfer);
