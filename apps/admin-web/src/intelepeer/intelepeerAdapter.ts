/**
 * Intelepeer's data: react-admin's getList becomes `POST /api/intelepeer` (page, limit, filters);
 * update (the status switch) becomes `PATCH /api/intelepeer/status/{id}` with the new status.
 */
import { CallsRoutes, VOICE_APPOINTMENT_LIMIT } from '@dental/contracts';
import type { GetListParams } from 'react-admin';
import type { AdapterFactory } from '../api/resourceAdapter';

export const INTELEPEER_RESOURCE = 'intelepeer';
const FILTERS = [
  'startDate',
  'endDate',
  'dob',
  'patientFirstName',
  'patientLastName',
  'patientId',
  'insuranceCarrier',
  'doctorsName',
] as const;

export function intelepeerBody(params: Pick<GetListParams, 'filter' | 'pagination'>) {
  const { page = 1, perPage = VOICE_APPOINTMENT_LIMIT } = params.pagination ?? {};
  const filters: Record<string, string> = {};
  for (const field of FILTERS) {
    const value = params.filter?.[field];
    if (typeof value === 'string' && value.trim() !== '') filters[field] = value.trim();
  }
  return { page, limit: perPage, filters };
}

export const intelepeerAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const answer = await call(CallsRoutes.listVoiceAppointments, { body: intelepeerBody(params), signal: params.signal });
    return { data: answer.scheduleAppointment, total: answer.pagination.totalPatients, meta: { provider: answer.provider } };
  },
  update: (id, data) => call(CallsRoutes.setVoiceAppointmentStatus, { params: { id }, body: { status: data.status === true } }),
});
