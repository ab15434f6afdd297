/** Commands of the Call Center dialog, answered by the verification service (which owns transactions). */
import { defineCommand } from '../messaging/commands';
import { callCenterRefSchema, callCenterSaveSchema, type CallCenterAnswer } from './call-center';

export const CallCenterCommands = {
  verification: defineCommand<CallCenterAnswer>()('verification', 'callCenter.verification.get', callCenterRefSchema),
  saveVerification: defineCommand<CallCenterAnswer>()('verification', 'callCenter.verification.save', callCenterSaveSchema),
} as const;
