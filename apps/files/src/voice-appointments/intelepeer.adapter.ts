/**
 * The voice assistant's appointment API (IntelePeer), typed: the appointments its phone flows
 * booked, filtered and paged by the provider (`page`, `limit` up to 100, `total`), and an
 * appointment's status. Bearer authentication with the client's API key. The provider publishes no
 * standard listing API; this shape is the one docs/calls.md describes.
 */
import type { VoiceAppointment, VoiceAppointmentListQuery } from '@dental/contracts';
import { providerJson, providerUrl } from '../providers/provider-http';

export const INTELEPEER = 'IntelePeer';

export interface IntelepeerCredentials {
  apiKey: string;
}

export class IntelepeerAdapter {
  constructor(
    private readonly baseUrl: string,
    private readonly credentials: IntelepeerCredentials,
    private readonly timeoutMs: number,
  ) {}

  async listAppointments(query: VoiceAppointmentListQuery): Promise<{ appointments: VoiceAppointment[]; total: number }> {
    const answer = await providerJson<{ data: VoiceAppointment[]; total: number }>({
      provider: INTELEPEER,
      url: providerUrl(this.baseUrl, 'v1/appointments', { page: query.page, limit: query.limit, ...query.filters }),
      headers: this.headers(),
      timeoutMs: this.timeoutMs,
    });
    return { appointments: answer.data.map(appointmentOf), total: answer.total };
  }

  async setStatus(id: string, status: boolean): Promise<VoiceAppointment> {
    const answer = await providerJson<VoiceAppointment>({
      provider: INTELEPEER,
      url: providerUrl(this.baseUrl, `v1/appointments/${encodeURIComponent(id)}`),
      method: 'PATCH',
      headers: this.headers(),
      body: { status },
      timeoutMs: this.timeoutMs,
    });
    return appointmentOf(answer);
  }

  private headers() {
    return { Authorization: `Bearer ${this.credentials.apiKey}` };
  }
}

/** Only the record's documented fields travel on; a text field the provider left out is ''. */
function appointmentOf(wire: VoiceAppointment): VoiceAppointment {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    _id: text(wire._id),
    customerPhone: text(wire.customerPhone),
    patientId: text(wire.patientId),
    patientFirstName: text(wire.patientFirstName),
    patientLastName: text(wire.patientLastName),
    Dob: text(wire.Dob),
    doctorsName: text(wire.doctorsName),
    insuranceCarrier: text(wire.insuranceCarrier),
    policyNumber: text(wire.policyNumber),
    subscriberFirstName: text(wire.subscriberFirstName),
    subscriberLastName: text(wire.subscriberLastName),
    subscriberDob: text(wire.subscriberDob),
    subscriberId: text(wire.subscriberId),
    subscribeAddress: text(wire.subscribeAddress),
    patientAddress: text(wire.patientAddress),
    dateTimeAppointment: text(wire.dateTimeAppointment),
    serviceRequested: text(wire.serviceRequested),
    dropOutLocation: text(wire.dropOutLocation),
    status: wire.status === true,
    createdAt: text(wire.createdAt),
  };
}
