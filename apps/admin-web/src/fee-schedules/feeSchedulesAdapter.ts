/**
 * The fee-schedule resources (spec 02 §7 "Fee schedules"):
 * - `feeScheduleCarriers`: the carriers of a practice and year (GET /api/feeSchedule/carriers); create
 *   saves a schedule (POST /api/feeSchedule) from an upload's sheet.
 * - `feeScheduleRows`: a carrier's rows, 25 a page (GET /api/feeSchedule/ByCarrier); update edits one
 *   (PUT /api/feeSchedule/{rowId}).
 * - `feeScheduleUploadRows`: the rows of an uploaded sheet in the view chosen (all, duplicates, wrong
 *   prices), paged by the billing service.
 * A list without its practice and year (or its upload) asks nothing and is empty.
 */
import { FEE_SCHEDULE_PAGE_SIZE, FeeScheduleFileRoutes, Routes, type FeeUpload } from '@dental/contracts';
import { sendMultipart } from '../files/uploadWithProgress';
import { pageOf, pageRange, type AdapterFactory } from '../api/resourceAdapter';

const text = (value: unknown): string => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));

const feeUploadMethods = {
  /** Uploads a practice's fee schedule workbook, reporting the upload's progress; answers the checked sheets. */
  uploadFeeSchedule({ practiceId, file, onProgress }: { practiceId: string; file: File; onProgress: (percent: number) => void }) {
    const form = new FormData();
    form.set('practiceId', practiceId);
    form.set('file', file, file.name);
    return sendMultipart<FeeUpload>(FeeScheduleFileRoutes.uploadFeeSchedule.path, form, onProgress);
  },
};

/** What `useDataProvider<DataProvider & FeeUploadMethods>()` adds for the upload page. */
export type FeeUploadMethods = typeof feeUploadMethods;

export const feeScheduleCarriersAdapter: AdapterFactory = (call) => ({
  methods: feeUploadMethods,
  async getList(params) {
    const practiceId = text(params.filter?.practiceId);
    const year = text(params.filter?.year);
    if (!practiceId || !year) return { data: [], total: 0 };
    return pageOf(await call(Routes.feeScheduleCarriers, { query: { practiceId, year }, signal: params.signal }), params);
  },
  async create(data) {
    const saved = await call(Routes.saveFeeSchedule, {
      body: {
        practiceId: text(data.practiceId),
        year: Number(data.year),
        carrierName: text(data.carrierName),
        description: text(data.description),
        uploadId: text(data.uploadId),
        sheet: text(data.sheet),
      },
    });
    return saved.schedule;
  },
});

export const feeScheduleRowsAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const practiceId = text(params.filter?.practiceId);
    const year = text(params.filter?.year);
    const carrierName = text(params.filter?.carrierName);
    if (!practiceId || !year || !carrierName) return { data: [], total: 0 };
    const code = text(params.filter?.code);
    const page = await call(Routes.feeScheduleByCarrier, {
      query: { practiceId, year, carrierName, ...(code ? { code } : {}), ...pageRange(params, FEE_SCHEDULE_PAGE_SIZE) },
      signal: params.signal,
    });
    return { data: page.records, total: page.total };
  },
  update: (id, data) =>
    call(Routes.updateFeeService, {
      params: { rowId: id },
      body: { serviceCode: text(data.serviceCode), serviceDescription: text(data.serviceDescription), price: text(data.price) },
    }),
});

export const feeUploadRowsAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const uploadId = text(params.filter?.uploadId);
    const sheet = text(params.filter?.sheet);
    if (!uploadId || !sheet) return { data: [], total: 0 };
    const page = await call(Routes.feeUploadRows, {
      params: { uploadId },
      query: { sheet, view: text(params.filter?.view) || 'all', ...pageRange(params, FEE_SCHEDULE_PAGE_SIZE) },
      signal: params.signal,
    });
    // A sheet row's number is its id: unique within the sheet the list shows.
    return { data: page.records.map((r) => ({ ...r, id: r.row })), total: page.total };
  },
});
