/**
 * Scheduled appointments the voice assistant (IntelePeer) books over the phone (`/intelepeer`),
 * read through the provider's REST API with the client's credentials. The status switch marks an
 * appointment as handled at the provider, so every screen and bot sees the same status.
 */
import { z } from 'zod';
import { parseDay } from '../shared/dates';
import type { ProviderState } from './call-log';

/** A scheduled appointment record (spec 03 §3), field names as the provider spells them. */
export interface VoiceAppointment {
  _id: string;
  customerPhone: string;
  patientId: string;
  patientFirstName: string;
  patientLastName: string;
  Dob: string;
  doctorsName: string;
  insuranceCarrier: string;
  policyNumber: string;
  subscriberFirstName: string;
  subscriberLastName: string;
  subscriberDob: string;
  subscriberId: string;
  subscribeAddress: string;
  patientAddress: string;
  dateTimeAppointment: string;
  serviceRequested: string;
  dropOutLocation: string;
  status: boolean;
  createdAt: string;
}

export interface VoiceAppointmentPage {
  scheduleAppointment: VoiceAppointment[];
  pagination: { totalPatients: number; page: number; limit: number };
  provider: ProviderState;
}

/** The request limit of spec 03 §9. */
export const VOICE_APPOINTMENT_LIMIT = 100;

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const usDate = z
  .string()
  .trim()
  .regex(/^\d{2}\/\d{2}\/\d{4}$/, 'must be a date as MM/DD/YYYY')
  .refine((v) => {
    const [m, d, y] = v.split('/');
    return parseDay(`${y}-${m}-${d}`) !== null;
  }, 'must be a real date');
const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((v) => parseDay(v) !== null, 'must be a real date');

/** `POST /api/intelepeer`: page, limit (100 by default) and the filter panel's fields. */
export const voiceAppointmentListSchema = z
  .object({
    page: z.coerce.number({ message: 'must be a number' }).int().min(1, 'must be at least 1').max(100_000).default(1),
    limit: z.coerce
      .number({ message: 'must be a number' })
      .int()
      .min(1, 'must be at least 1')
      .max(VOICE_APPOINTMENT_LIMIT, `must be at most ${VOICE_APPOINTMENT_LIMIT}`)
      .default(VOICE_APPOINTMENT_LIMIT),
    filters: z
      .object({
        startDate: day.optional(),
        endDate: day.optional(),
        dob: usDate.optional(),
        patientFirstName: text(100).optional(),
        patientLastName: text(100).optional(),
        patientId: text(50).optional(),
        insuranceCarrier: text(200).optional(),
        doctorsName: text(200).optional(),
      })
      .strict()
      .default({})
      .superRefine((f, ctx) => {
        if (f.startDate && f.endDate && f.endDate < f.startDate)
          ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'cannot be before startDate' });
      }),
    clientId: z.string().max(24).optional(),
  })
  .strict();
export type VoiceAppointmentListQuery = z.output<typeof voiceAppointmentListSchema>;

/** `PATCH /api/intelepeer/status/{id}`: the new status. */
export const voiceAppointmentStatusSchema = z
  .object({
    id: z
      .string()
      .trim()
      .min(1, 'is required')
      .max(64)
      .regex(/^[\w-]+$/, 'must be an appointment id'),
    status: z.boolean({ message: 'must be true or false' }),
    clientId: z.string().max(24).optional(),
  })
  .strict();

export const VoiceAppointmentMessages = {
  changeStatus: 'Change status',
  confirmChange: 'Are you sure you want to change the status of this appointment?',
  updated: 'Data was successfully updated',
  notFound: 'Appointment not found',
} as const;
