import { ErrorCode, RealtimeFileRoutes, Routes } from '@dental/contracts';
import type { DataProvider } from 'react-admin';
import { ApiError } from '../api/apiError';
import { composeDataProvider } from '../api/dataProvider';
import { fakeFileTransfer } from '../files/fakeFileTransfer';
import { fakeApi, selectPractices } from '../testing/fakeApi';
import { REALTIME_FORMS_RESOURCE, realtimeFormsAdapterWith, type RealtimeMethods } from './realtimeCalls';

const practice = { _id: '65f0a1b2c3d4e5f601234501', clientId: '65f0a1b2c3d4e5f601230001', name: 'Downtown' };

function provider() {
  const api = fakeApi();
  const files = fakeFileTransfer();
  const dataProvider = composeDataProvider({ [REALTIME_FORMS_RESOURCE]: realtimeFormsAdapterWith(files.transfer) }, api.call);
  return { api, files, dataProvider: dataProvider as DataProvider & RealtimeMethods };
}

describe("the carrier form's data provider methods", () => {
  beforeEach(() => selectPractices([practice]));

  it("asks a carrier's real-time form and surfaces a refusal", async () => {
    const { api, dataProvider } = provider();
    const fields = [{ name: 'memberId', label: 'Member ID', type: 'text' }];
    api.answer(Routes.carrierForm, fields, new ApiError('Dear user, please try again', 404, ErrorCode.NotFound, 'Carrier not found'));
    expect(await dataProvider.carrierForm({ carrierId: 'c1' })).toEqual(fields);
    expect(api.calls[0].options.body).toEqual({ carrierId: 'c1', typeForm: 'iv' });
    await expect(dataProvider.carrierForm({ carrierId: 'c2' })).rejects.toMatchObject({ message: 'Carrier not found' });
  });

  it('fetches the response document for the selected client and hands it to the browser under its name', async () => {
    const { files, dataProvider } = provider();
    const blob = new Blob(['%PDF']);
    files.answer(blob);
    await dataProvider.downloadRealtimeResponse({ recordId: 'r/1.pdf', fileName: 'Delta_Juniper.pdf' });
    expect(files.transfers).toEqual([
      { kind: 'blob', path: RealtimeFileRoutes.realtimeFile.path, query: { file: 'r/1.pdf', clientId: practice.clientId } },
      { kind: 'save', path: '', blob, filename: 'Delta_Juniper.pdf' },
    ]);
  });
});
