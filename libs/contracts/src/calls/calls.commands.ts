/** Commands of the call log, the SMS logs and the voice-assistant appointments, answered by the files service. */
import { defineCommand } from '../messaging/commands';
import { callListSchema, callRefSchema, callSearchSchema, type CallPage } from './call-log';
import {
  callFileAttachSchema,
  callFileRefSchema,
  callPatientInfoSchema,
  type CallDetail,
  type CallFile,
  type CallFileLocation,
  type CallPatientInfo,
} from './call-records';
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
  getCall: defineCommand<CallDetail>()('files', 'calls.get', callRefSchema),
  saveCallPatientInfo: defineCommand<CallPatientInfo>()('files', 'calls.patientInfo', callPatientInfoSchema),
  attachCallFile: defineCommand<CallFile>()('files', 'calls.file.attach', callFileAttachSchema),
  callFile: defineCommand<CallFileLocation>()('files', 'calls.file.locate', callFileRefSchema),
  ringCentralMessages: defineCommand<SmsPage>()('files', 'sms.ringcentral.messages', smsListSchema),
  aircallMessages: defineCommand<SmsPage>()('files', 'sms.aircall.messages', smsListSchema),
  listVoiceAppointments: defineCommand<VoiceAppointmentPage>()('files', 'voiceAppointments.list', voiceAppointmentListSchema),
  setVoiceAppointmentStatus: defineCommand<VoiceAppointment>()('files', 'voiceAppointments.status', voiceAppointmentStatusSchema),
} as const;
