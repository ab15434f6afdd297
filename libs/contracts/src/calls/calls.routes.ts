/** HTTP calls of the call log, SMS logs and Intelepeer screens (spec 03 §7 "Call centre and call log", "Voice provider appointments", "SMS"). */
import type { RouteDef } from '../http/route-def';
import { CallsCommands } from './calls.commands';
import { ProviderWebhookCommands } from './provider-webhooks';

/** Route permissions of spec 03 §2; the Air Call SMS log shares Air Call's (the spec names none of its own). */
export const CallsPermission = { airCall: 'airCall', ringCentral: 'ringCentral', intelepeer: 'intelepeer' } as const;

const tenancy = { clientField: 'clientId' } as const;

export const CallsRoutes = {
  listCalls: {
    method: 'GET',
    path: '/api/callcenter/calls',
    command: CallsCommands.listCalls,
    summary: "The call provider's calls, newest first, paged (per_page, page); answers calls and meta.total",
    permission: CallsPermission.airCall,
    tenancy,
  },
  searchCalls: {
    method: 'GET',
    path: '/api/callcenter/call/search',
    command: CallsCommands.searchCalls,
    summary: 'Calls filtered by direction, phone_number, user_id, from and to (epoch seconds), paged',
    permission: CallsPermission.airCall,
    tenancy,
  },
  getCall: {
    method: 'GET',
    path: '/api/callcenter/calls/{id}',
    command: CallsCommands.getCall,
    summary: 'One call with its user, number and recording link, the patient recorded for it and its files',
    permission: CallsPermission.airCall,
    tenancy,
  },
  saveCallPatientInfo: {
    method: 'PUT',
    path: '/api/airCall/patientInfo/{id}',
    command: CallsCommands.saveCallPatientInfo,
    summary:
      "Records the patient a call was about (patientFirstName, patientLastName required; patientDOB, patientId, memberId, notes); the call must be the client's",
    permission: CallsPermission.airCall,
    tenancy,
    callerFields: ['name'],
  },
  ringCentralMessages: {
    method: 'GET',
    path: '/api/sms/v1/ringcentral/messages',
    command: CallsCommands.ringCentralMessages,
    summary: "Ring Central's 2FA text messages (page, perPage, phoneNumber, dateFrom, dateTo); answers records and paging.totalElements",
    permission: CallsPermission.ringCentral,
    tenancy,
  },
  aircallMessages: {
    method: 'GET',
    path: '/api/sms/v1/aircall/messages',
    command: CallsCommands.aircallMessages,
    summary: "Air Call's 2FA text messages (page, perPage, phoneNumber, dateFrom, dateTo); answers records and paging.totalElements",
    permission: CallsPermission.airCall,
    tenancy,
  },
  listVoiceAppointments: {
    method: 'POST',
    path: '/api/intelepeer',
    command: CallsCommands.listVoiceAppointments,
    summary:
      "The voice assistant's scheduled appointments (page, limit 100, filters); answers scheduleAppointment and pagination.totalPatients",
    permission: CallsPermission.intelepeer,
    tenancy,
  },
  setVoiceAppointmentStatus: {
    method: 'PATCH',
    path: '/api/intelepeer/status/{id}',
    command: CallsCommands.setVoiceAppointmentStatus,
    summary: "Sets an appointment's status (true or false) at the provider",
    permission: CallsPermission.intelepeer,
    tenancy,
  },
} as const satisfies Record<string, RouteDef>;

/**
 * The gateway's own handlers: a file attached to a call (multipart, its bytes into object storage)
 * and downloaded again, and the providers' webhooks (no token: the provider's own token is checked
 * instead, over the body exactly as received).
 */
export const CallFileRoutes = {
  attachCallFile: {
    method: 'POST',
    path: '/api/airCall/file',
    command: CallsCommands.attachCallFile,
    summary: 'Attaches a PDF, DOC or DOCX (multipart: file, callId, clientId) to a call of the client',
    permission: CallsPermission.airCall,
    tenancy,
  },
  downloadCallFile: {
    method: 'GET',
    path: '/api/airCall/file/{fileId}',
    command: CallsCommands.callFile,
    summary: "Downloads a file attached to one of the client's calls",
    permission: CallsPermission.airCall,
    tenancy,
  },
  aircallWebhook: {
    method: 'POST',
    path: '/api/webhooks/aircall/{clientId}',
    command: ProviderWebhookCommands.aircallWebhook,
    summary: "Aircall's call and message events for a client, checked with the webhook's token (in the body); each applied once",
    public: true,
  },
  ringCentralWebhook: {
    method: 'POST',
    path: '/api/webhooks/ringcentral/{clientId}',
    command: ProviderWebhookCommands.ringCentralWebhook,
    summary: "RingCentral's message events for a client, checked with the subscription's Verification-Token header; each applied once",
    public: true,
  },
} as const satisfies Record<string, RouteDef>;
