/** Commands the billing service answers: fee schedules (onboarding and subscriptions join here as they land). */
import { defineCommand } from '../messaging/commands';
import {
  feeScheduleByCarrierSchema,
  feeScheduleCarriersSchema,
  feeUploadRowsSchema,
  readFeeWorkbookSchema,
  saveFeeScheduleSchema,
  updateFeeServiceSchema,
  type FeeScheduleCarrier,
  type FeeScheduleRow,
  type FeeScheduleRowPage,
  type FeeUpload,
  type FeeUploadRowPage,
  type SavedFeeSchedule,
} from './fee-schedules';

export const BillingCommands = {
  readFeeWorkbook: defineCommand<FeeUpload>()('billing', 'feeSchedule.readWorkbook', readFeeWorkbookSchema),
  feeUploadRows: defineCommand<FeeUploadRowPage>()('billing', 'feeSchedule.uploadRows', feeUploadRowsSchema),
  saveFeeSchedule: defineCommand<SavedFeeSchedule>()('billing', 'feeSchedule.save', saveFeeScheduleSchema),
  feeScheduleCarriers: defineCommand<FeeScheduleCarrier[]>()('billing', 'feeSchedule.carriers', feeScheduleCarriersSchema),
  feeScheduleByCarrier: defineCommand<FeeScheduleRowPage>()('billing', 'feeSchedule.byCarrier', feeScheduleByCarrierSchema),
  updateFeeService: defineCommand<FeeScheduleRow>()('billing', 'feeSchedule.updateRow', updateFeeServiceSchema),
} as const;
