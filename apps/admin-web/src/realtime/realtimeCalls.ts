/** Calls of the carrier form and the response document that are not a resource's records. */
import { RealtimeFileRoutes, Routes, type CarrierFormField } from '@dental/contracts';
import { authorizedFetch, callApi } from '../api/httpClient';
import { readAppSettings, selectedClientId } from '../practices/appSettings';
import { FileCallError } from '../files/uploadWithProgress';

/** A carrier's real-time verification form (`POST /api/iv/carrier/form`, typeForm 'iv'). */
export function carrierForm(carrierId: string): Promise<CarrierFormField[]> {
  return callApi(Routes.carrierForm, { body: { carrierId, typeForm: 'iv' } });
}

/** The response document (`GET /api/realtimeiv/getFile?file=`), handed to the browser under its name. */
export async function downloadResponse(recordId: string, fileName: string): Promise<void> {
  const query = new URLSearchParams({ file: recordId });
  const clientId = selectedClientId(readAppSettings());
  if (clientId) query.set('clientId', clientId);
  const response = await authorizedFetch(`${RealtimeFileRoutes.realtimeFile.path}?${query}`);
  if (!response.ok) throw new FileCallError('Error downloading the file');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
