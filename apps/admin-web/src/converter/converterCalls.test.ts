import { ConversionFileRoutes, ConversionRoutes } from '@dental/contracts';
import type { DataProvider } from 'react-admin';
import { ApiError } from '../api/apiError';
import { composeDataProvider } from '../api/dataProvider';
import { fakeFileTransfer } from '../files/fakeFileTransfer';
import { FileCallError } from '../files/uploadWithProgress';
import { fakeApi } from '../testing/fakeApi';
import { CONVERSIONS_RESOURCE, converterAdapterWith, type ConverterMethods } from './converterCalls';

const waiting = { jobId: 'job-1', kind: 'pdftoxlsx', state: 'waiting', progress: 0, sourceName: 'tables.pdf' };

function provider() {
  const api = fakeApi();
  const files = fakeFileTransfer();
  const dataProvider = composeDataProvider({ [CONVERSIONS_RESOURCE]: converterAdapterWith(files.transfer) }, api.call);
  return { api, files, dataProvider: dataProvider as DataProvider & ConverterMethods };
}

describe("the converter's data provider methods", () => {
  it('uploads the source to the route of its conversion with the target extension, and answers the job', async () => {
    const { files, dataProvider } = provider();
    files.answer(waiting, { ...waiting, kind: 'docxtopdf' });
    const pdf = new File([new Uint8Array([37, 80])], 'tables.pdf');
    expect(await dataProvider.startConversion({ kind: 'pdftoxlsx', file: pdf, onProgress: () => undefined })).toEqual(waiting);
    expect(files.transfers[0].path).toBe(ConversionFileRoutes.pdfToTable.path);
    expect(files.transfers[0].form?.get('extension')).toBe('xlsx');
    expect((files.transfers[0].form?.get('source') as File).name).toBe('tables.pdf');
    const docx = new File([new Uint8Array([80, 75])], 'letter.docx');
    await dataProvider.startConversion({ kind: 'docxtopdf', file: docx, onProgress: () => undefined });
    expect(files.transfers[1].path).toBe(ConversionFileRoutes.docxToPdf.path);
    expect(files.transfers[1].form?.get('extension')).toBe('pdf');
  });

  it("asks the job's status by its id and surfaces a failure", async () => {
    const { api, dataProvider } = provider();
    const done = { ...waiting, state: 'completed', progress: 100, fileName: 'tables.xlsx' };
    api.answer(ConversionRoutes.conversionStatus, done, new ApiError('Dear user, please try again', 500, undefined, 'boom'));
    expect(await dataProvider.conversionStatus({ jobId: 'job-1' })).toEqual(done);
    expect(api.calls[0].options.params).toEqual({ jobId: 'job-1' });
    await expect(dataProvider.conversionStatus({ jobId: 'job-1' })).rejects.toMatchObject({ message: 'Dear user, please try again' });
  });

  it('fetches the converted file from the download route of its job', async () => {
    const { files, dataProvider } = provider();
    const blob = new Blob(['xlsx']);
    files.answer(blob, new FileCallError('Error downloading the file'));
    expect(await dataProvider.convertedFile({ jobId: 'job 1' })).toBe(blob);
    expect(files.transfers[0].path).toBe(ConversionFileRoutes.conversionDownload.path.replace('{jobId}', 'job%201'));
    await expect(dataProvider.convertedFile({ jobId: 'job-2' })).rejects.toThrow('Error downloading the file');
  });
});
