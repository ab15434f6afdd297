/** Commands of the Call Center dialog, answered by the verification service (which owns transactions). */
import { defineCommand } from '../messaging/commands';
import {
  callCenterRefSchema,
  callCenterSaveSchema,
  carrierListSchema,
  type CallCenterAnswer,
  type CallCenterCarrier,
  type CarrierPhoneProfile,
} from './call-center';

export const CallCenterCommands = {
  verification: defineCommand<CallCenterAnswer>()('verification', 'callCenter.verification.get', callCenterRefSchema),
  saveVerification: defineCommand<CallCenterAnswer>()('verification', 'callCenter.verification.save', callCenterSaveSchema),
  carriers: defineCommand<CallCenterCarrier[]>()('verification', 'callCenter.carriers', carrierListSchema),
  carrier: defineCommand<CarrierPhoneProfile>()('verification', 'callCenter.carrier', callCenterRefSchema),
} as const;
