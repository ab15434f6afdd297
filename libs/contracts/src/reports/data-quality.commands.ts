/** Commands of the reports service's Data Quality Records and Recall Transactions. */
import { defineCommand } from '../messaging/commands';
import {
  dqaConfirmRequestSchema,
  dqaDetailRequestSchema,
  dqaListRequestSchema,
  dqaMissingFieldsRequestSchema,
  type DqaConfirmAnswer,
  type DqaPage,
  type DqaRecordDetail,
} from './data-quality';
import { recallListRequestSchema, type RecallPage } from './recall-transactions';

export const DataQualityCommands = {
  missingFields: defineCommand<string[]>()('reports', 'dqa.missingFields', dqaMissingFieldsRequestSchema),
  list: defineCommand<DqaPage>()('reports', 'dqa.list', dqaListRequestSchema),
  detail: defineCommand<DqaRecordDetail>()('reports', 'dqa.detail', dqaDetailRequestSchema),
  confirm: defineCommand<DqaConfirmAnswer>()('reports', 'dqa.confirm', dqaConfirmRequestSchema),
  recall: defineCommand<RecallPage>()('reports', 'recall.list', recallListRequestSchema),
} as const;
