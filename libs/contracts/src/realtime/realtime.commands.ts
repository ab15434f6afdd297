/** Commands of real-time verification, answered by the verification service. */
import { defineCommand } from '../messaging/commands';
import {
  carrierFormRequestSchema,
  processFlowSchema,
  realtimeCarriersSchema,
  realtimeFileSchema,
  realtimeRecordSchema,
  storeRealtimeSchema,
  type CarrierFormField,
  type RealtimeCarrier,
  type RealtimeDetail,
  type RealtimeFile,
  type RealtimePage,
  type RealtimeRecord,
} from './realtime-verification';

export const RealtimeCommands = {
  carriers: defineCommand<RealtimeCarrier[]>()('verification', 'realtime.carriers', realtimeCarriersSchema),
  carrierForm: defineCommand<CarrierFormField[]>()('verification', 'realtime.carrierForm', carrierFormRequestSchema),
  store: defineCommand<RealtimeRecord>()('verification', 'realtime.store', storeRealtimeSchema),
  list: defineCommand<RealtimePage>()('verification', 'realtime.list', processFlowSchema),
  record: defineCommand<RealtimeDetail>()('verification', 'realtime.record', realtimeRecordSchema),
  file: defineCommand<RealtimeFile>()('verification', 'realtime.file', realtimeFileSchema),
} as const;
