/**
 * The onboarding requests resources (spec 02 §7 "Onboarding requests"):
 * - `user-request` getList: 10 a page, filters name, status, startDate, endDate (GET /api/onboarding/request).
 * - `onboarding-order` getOne: the order with its practices and products (GET
 *   /api/onboarding/order/detail/{id}). A resource of its own: react-admin keeps each listed row as
 *   its resource's record, and a list row is not the order.
 * - `user-request` update to status `Approved` approves (PUT /api/userRequest/accept/{id}); to `Denied` with a
 *   `reason` denies (PUT /api/userRequest/reject/{id}). The answer is the request as it now is, its
 *   message kept in `message` for the screen to show.
 * - the data provider's `onboardingFile({ orderId, productItemId, fileName })` saves a product's file.
 */
import { Routes, USER_REQUEST_PAGE_SIZE } from '@dental/contracts';
import { filterQuery, pageRange, type AdapterFactory } from '../api/resourceAdapter';
import { downloadOnboardingFile } from './onboardingFile';

const onboardingFileMethods = {
  onboardingFile: ({ orderId, productItemId, fileName }: { orderId: string; productItemId: string; fileName: string }) =>
    downloadOnboardingFile(orderId, productItemId, fileName),
};

/** What `useDataProvider<DataProvider & OnboardingFileMethods>()` adds for a request's page. */
export type OnboardingFileMethods = typeof onboardingFileMethods;

export const userRequestsAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const query = {
      ...filterQuery(params.filter, ['name', 'status', 'startDate', 'endDate']),
      ...pageRange(params, USER_REQUEST_PAGE_SIZE),
    };
    const page = await call(Routes.listUserRequests, { query, signal: params.signal });
    return { data: page.records, total: page.total };
  },
  // The answer keeps the fields the screen had (a list row or the order) under the new status, so
  // whichever screen decided shows the change before it reads the request again.
  async update(id, data, previous) {
    if (data.status === 'Approved') {
      const decision = await call(Routes.approveUserRequest, { params: { id } });
      return { ...previous, ...decision.request, message: decision.message };
    }
    if (data.status === 'Denied') {
      const decision = await call(Routes.rejectUserRequest, { params: { id }, body: { reason: String(data.reason ?? '') } });
      return { ...previous, ...decision.request, message: decision.message };
    }
    throw new Error('A request can only be approved or denied');
  },
});

export const onboardingOrdersAdapter: AdapterFactory = (call) => ({
  getOne: (id, params) => call(Routes.onboardingOrder, { params: { id }, signal: params.signal }),
  methods: onboardingFileMethods,
});
