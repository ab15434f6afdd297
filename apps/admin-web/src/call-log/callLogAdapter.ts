/**
 * The call log's data: react-admin's getList becomes `GET /api/callcenter/calls` (no filter) or
 * `GET /api/callcenter/call/search` (any filter set), 50 a page; the from and to days become epoch
 * seconds (the whole of each day, UTC); getOne is `GET /api/callcenter/calls/{id}` (the call with
 * its patient, files and messages). update records the call's patient
 * (`PUT /api/airCall/patientInfo/{id}`) or attaches a file (`POST /api/airCall/file`, multipart),
 * then reads the call again. The provider's state travels in `meta`, so the screen can say why a
 * list is empty.
 */
import { CALL_LOG_PAGE_SIZE, CallFileRoutes, CallsRoutes, parseDay, type CallDetail, type CallPatientInfoInput } from '@dental/contracts';
import type { GetListParams } from 'react-admin';
import type { AdapterFactory } from '../api/resourceAdapter';
import { downloadByGet, sendMultipart } from '../files/uploadWithProgress';

export const CALL_LOG_RESOURCE = 'air-call';

/** A call's detail as react-admin holds it: the call's id beside the detail's parts. */
export type CallDetailRecord = CallDetail & { id: number };

/** What the detail page writes: the patient's fields, or a file to attach. */
export type CallDetailChange = { patientInfo: Omit<CallPatientInfoInput, 'id' | 'clientId' | 'callerName'> } | { attach: File };
const DAY_SECONDS = 86_400;

/** The search query of the filters that are set, or null when none is (the plain list then serves). */
export function callSearchQuery(filter: GetListParams['filter']): Record<string, string> | null {
  const query: Record<string, string> = {};
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
  if (text(filter?.direction)) query.direction = text(filter.direction);
  if (text(filter?.phone_number)) query.phone_number = text(filter.phone_number).replace(/[^\d+]/g, '');
  if (text(filter?.user_id)) query.user_id = text(filter.user_id);
  const from = parseDay(text(filter?.from));
  const to = parseDay(text(filter?.to));
  if (from) query.from = String(Date.parse(`${from}T00:00:00Z`) / 1000);
  if (to) query.to = String(Date.parse(`${to}T00:00:00Z`) / 1000 + DAY_SECONDS - 1);
  return Object.keys(query).length ? query : null;
}

const callFileMethods = {
  /** Saves a file attached to a call, under its name. */
  callFile: ({ fileId, fileName }: { fileId: string; fileName: string }) =>
    downloadByGet(CallFileRoutes.downloadCallFile.path.replace('{fileId}', encodeURIComponent(fileId)), fileName),
};

/** What `useDataProvider<DataProvider & CallFileMethods>()` adds for the call's Files card. */
export type CallFileMethods = typeof callFileMethods;

export const callLogAdapter: AdapterFactory = (call) => ({
  methods: callFileMethods,
  async getList(params) {
    const { page = 1, perPage = CALL_LOG_PAGE_SIZE } = params.pagination ?? {};
    const paging = { page: String(page), per_page: String(perPage) };
    const search = callSearchQuery(params.filter);
    const answer = search
      ? await call(CallsRoutes.searchCalls, { query: { ...search, ...paging }, signal: params.signal })
      : await call(CallsRoutes.listCalls, { query: paging, signal: params.signal });
    return { data: answer.calls, total: answer.meta.total, meta: { provider: answer.provider } };
  },
  async getOne(id) {
    const answer = await call(CallsRoutes.getCall, { params: { id: String(id) } });
    return { id: answer.call.id, ...answer };
  },
  async update(id, data) {
    const change = data as CallDetailChange;
    if ('attach' in change) {
      const form = new FormData();
      form.set('callId', String(id));
      form.set('file', change.attach, change.attach.name);
      await sendMultipart(CallFileRoutes.attachCallFile.path, form, () => undefined);
    } else {
      await call(CallsRoutes.saveCallPatientInfo, { params: { id: String(id) }, body: change.patientInfo });
    }
    const answer = await call(CallsRoutes.getCall, { params: { id: String(id) } });
    return { id: answer.call.id, ...answer };
  },
});
