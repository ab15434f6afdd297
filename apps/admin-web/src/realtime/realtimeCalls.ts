/**
 * Calls of the carrier form and the response document that are not a resource's records, served as
 * data provider methods: a carrier's real-time verification form (`POST /api/iv/carrier/form`,
 * typeForm 'iv') and the response document (`GET /api/realtimeiv/getFile?file=`), handed to the
 * browser under its name. The download goes through `fileTransfer`, which tests stand in for.
 */
import { RealtimeFileRoutes, Routes, type CarrierFormField } from '@dental/contracts';
import type { AdapterFactory, CallApi } from '../api/resourceAdapter';
import { readAppSettings, selectedClientId } from '../practices/appSettings';
import { fileTransfer, type FileTransfer } from '../files/uploadWithProgress';

export const REALTIME_FORMS_RESOURCE = 'realtime-forms';

export function realtimeMethods(call: CallApi, transfer: FileTransfer = fileTransfer) {
  return {
    carrierForm({ carrierId, signal }: { carrierId: string; signal?: AbortSignal }): Promise<CarrierFormField[]> {
      return call(Routes.carrierForm, { body: { carrierId, typeForm: 'iv' }, signal });
    },
    async downloadRealtimeResponse({ recordId, fileName }: { recordId: string; fileName: string }): Promise<void> {
      const clientId = selectedClientId(readAppSettings());
      const blob = await transfer.fetchBlob(RealtimeFileRoutes.realtimeFile.path, { file: recordId, ...(clientId ? { clientId } : {}) });
      transfer.saveBlob(blob, fileName);
    },
  };
}

/** What `useDataProvider<DataProvider & RealtimeMethods>()` adds for the carrier form and the record page. */
export type RealtimeMethods = ReturnType<typeof realtimeMethods>;

export const realtimeFormsAdapterWith =
  (transfer: FileTransfer): AdapterFactory =>
  (call) => ({ methods: realtimeMethods(call, transfer) });

export const realtimeFormsAdapter: AdapterFactory = realtimeFormsAdapterWith(fileTransfer);
