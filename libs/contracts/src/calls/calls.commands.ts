/** Commands of the call log, the SMS logs and the voice-assistant appointments, answered by the files service. */
import { defineCommand } from '../messaging/commands';
import { callListSchema, callRefSchema, callSearchSchema, type Call, type CallPage } from './call-log';
import { smsListSchema, type SmsPage } from './sms-logs';
import {
  voiceAppointmentListSchema,
  voiceAppointmentStatusSchema,
  type VoiceAppointment,
  type VoiceAppointmentPage,
} from './voice-appointments';

export const CallsCommands = {
  listCalls: defineCommand<CallPage>()('files', 'calls.list', callListSchema),
  searchCalls: defineCommand<CallPage>()('files', 'calls.search', callSearchSchema),
  getCall: defineCommand<{ call: Call }>()('files', 'calls.get', callRefSchema),
  ringCentralMessages: defineCommand<SmsPage>()('files', 'sms.ringcentral.messages', smsListSchema),
  aircallMessages: defineCommand<SmsPage>()('files', 'sms.aircall.messages', smsListSchema),
  listVoiceAppointments: defineCommand<VoiceAppointmentPage>()('files', 'voiceAppointments.list', voiceAppointmentListSchema),
  setVoiceAppointmentStatus: defineCommand<VoiceAppointment>()('files', 'voiceAppointments.status', voiceAppointmentStatusSchema),
} as const;
