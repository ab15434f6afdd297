/** HTTP calls of Data Quality Records (spec 03 §7 "Dashboard and data quality") and Recall Transactions. */
import type { RouteDef } from '../http/route-def';
import { DataQualityCommands as C } from './data-quality.commands';

/**
 * The route permission of /dataquality (spec 03 §2). The spec names none for /recall-transactions;
 * it lists who was contacted for missing data, so it needs the same one.
 */
export const DataQualityPermission = 'dataQuality';

export const DataQualityRoutes = {
  dqaMissingFields: {
    method: 'GET',
    path: '/api/dqa/MissingFields',
    command: C.missingFields,
    summary: "The fields asked for in the practices' data quality requests (practiceIds, repeated), for the filter",
    permission: DataQualityPermission,
    tenancy: { clientField: 'clientId', practiceField: 'practiceIds' },
  },
  dqaList: {
    method: 'POST',
    path: '/api/dqa/forms/get',
    command: C.list,
    summary: "The practices' data quality records, filtered by patient name and missing field, sorted and paged (offset, limit)",
    permission: DataQualityPermission,
    tenancy: { clientField: 'clientId', practiceField: 'practiceIds' },
  },
  dqaDetail: {
    method: 'GET',
    path: '/api/dqa/forms/get/details/{id}',
    command: C.detail,
    summary: "A data quality record's Resume Details: the patient's data as answered and the request's history",
    permission: DataQualityPermission,
    tenancy: { clientField: 'clientId' },
  },
  dqaConfirmUpdate: {
    method: 'POST',
    path: '/api/dqa/confirmUpdate',
    command: C.confirm,
    summary: "Confirms an active record's answers (requestsId); the record is then No Active until the patient answers again",
    permission: DataQualityPermission,
    tenancy: { clientField: 'clientId' },
  },
  recallTransactions: {
    method: 'GET',
    path: '/api/report/recall-transactions',
    command: C.recall,
    summary:
      "The practices' transactions missing required fields (practiceIds, repeated; optional startDate, endDate, patientName), with the patient contact made for them, paged",
    permission: DataQualityPermission,
    tenancy: { clientField: 'clientId', practiceField: 'practiceIds' },
  },
} as const satisfies Record<string, RouteDef>;
