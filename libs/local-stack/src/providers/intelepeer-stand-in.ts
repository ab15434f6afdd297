/**
 * A local stand-in of the voice assistant's appointment API (IntelePeer's scheduling flows publish
 * the appointments they book to it), with demo data: `GET /v1/appointments` (page, limit at most
 * 100, filters startDate/endDate on the appointment day, dob, patientFirstName, patientLastName,
 * patientId, insuranceCarrier, doctorsName) answering `{data, total, page, limit}`, and
 * `PATCH /v1/appointments/:id` `{status}`. Bearer API key; 401 otherwise. The provider publishes no
 * such listing API; this shape is ours, documented in docs/calls.md, and the adapter's only contract.
 * The records are the contract's `VoiceAppointment`: the stand-in spells the fields as the screen does.
 */
import type { VoiceAppointment } from '@dental/contracts';
import { intParam, json, seededRandom, startHttpStandIn, type HttpStandIn } from './http-stand-in';

export interface IntelepeerStandInOptions {
  apiKey?: string;
  port?: number;
  now?: number;
  appointments?: number;
}

export interface IntelepeerStandIn extends HttpStandIn {
  appointments: VoiceAppointment[];
}

export const INTELEPEER_DEMO_CREDENTIALS = { apiKey: 'demo-intelepeer-api-key' } as const;

const FIRST = ['Ana', 'Luis', 'Emma', 'Noah', 'Olivia', 'Liam', 'Mia', 'Lucas', 'Sofia', 'Ethan'];
const LAST = ['Garcia', 'Smith', 'Johnson', 'Brown', 'Martinez', 'Davis', 'Lopez', 'Wilson'];
const CARRIERS = ['Delta Dental', 'MetLife', 'Cigna', 'Aetna', 'Guardian', 'United Concordia'];
const DOCTORS = ['Dr. Patel', 'Dr. Nguyen', 'Dr. Rivera', 'Dr. Cohen'];
const SERVICES = ['Cleaning', 'Exam', 'Filling', 'Crown', 'Root canal', 'Whitening'];

const usDate = (d: Date) =>
  `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;

export function demoVoiceAppointments(count: number, now: number): VoiceAppointment[] {
  const random = seededRandom(100);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const list: VoiceAppointment[] = [];
  for (let i = 0; i < count; i++) {
    const first = pick(FIRST);
    const last = pick(LAST);
    const dob = usDate(new Date(Date.UTC(1950 + Math.floor(random() * 60), Math.floor(random() * 12), 1 + Math.floor(random() * 28))));
    const created = new Date((now - Math.floor(((i + random()) / count) * 20 * 86_400)) * 1000);
    const appointment = new Date(created.getTime() + (1 + Math.floor(random() * 20)) * 86_400_000);
    appointment.setUTCHours(8 + Math.floor(random() * 9), random() > 0.5 ? 30 : 0, 0, 0);
    const self = random() > 0.3;
    list.push({
      _id: `appt-${String(count - i).padStart(5, '0')}`,
      customerPhone: `+1305555${String(3000 + i).padStart(4, '0')}`,
      patientId: `P${String(10_000 + Math.floor(random() * 90_000))}`,
      patientFirstName: first,
      patientLastName: last,
      Dob: dob,
      doctorsName: pick(DOCTORS),
      insuranceCarrier: pick(CARRIERS),
      policyNumber: `POL${Math.floor(random() * 1e8)}`,
      subscriberFirstName: self ? first : pick(FIRST),
      subscriberLastName: last,
      subscriberDob: self ? dob : usDate(new Date(Date.UTC(1950 + Math.floor(random() * 40), 5, 15))),
      subscriberId: `S${Math.floor(random() * 1e9)}`,
      subscribeAddress: `${100 + i} Ocean Dr, Miami, FL`,
      patientAddress: `${100 + i} Ocean Dr, Miami, FL`,
      dateTimeAppointment: appointment.toISOString(),
      serviceRequested: pick(SERVICES),
      dropOutLocation: random() > 0.8 ? 'insurance' : '',
      status: random() > 0.6,
      createdAt: created.toISOString(),
    });
  }
  return list;
}

const contains = (value: string, wanted: string | null) => wanted === null || value.toLowerCase().includes(wanted.toLowerCase());

export async function startIntelepeerStandIn(options: IntelepeerStandInOptions = {}): Promise<IntelepeerStandIn> {
  const apiKey = options.apiKey ?? INTELEPEER_DEMO_CREDENTIALS.apiKey;
  const appointments = demoVoiceAppointments(options.appointments ?? 150, options.now ?? Math.floor(Date.now() / 1000));
  const authorised = (header: string | undefined) => header === `Bearer ${apiKey}`;
  const unauthorised = json(401, { code: 'UNAUTHORIZED', message: 'Invalid API key' });

  const server = await startHttpStandIn(
    [
      [
        'GET',
        '/v1/appointments',
        (req) => {
          if (!authorised(req.headers.authorization)) return unauthorised;
          const page = intParam(req.query, 'page', 1);
          const limit = intParam(req.query, 'limit', 100);
          if (page < 1 || limit < 1 || limit > 100)
            return json(400, { code: 'BAD_REQUEST', message: 'page must be at least 1 and limit between 1 and 100' });
          const q = (name: string) => req.query.get(name);
          const start = q('startDate');
          const end = q('endDate');
          const matching = appointments
            .filter(
              (a) =>
                (start === null || a.dateTimeAppointment.slice(0, 10) >= start) &&
                (end === null || a.dateTimeAppointment.slice(0, 10) <= end) &&
                (q('dob') === null || a.Dob === q('dob')) &&
                contains(a.patientFirstName, q('patientFirstName')) &&
                contains(a.patientLastName, q('patientLastName')) &&
                contains(a.patientId, q('patientId')) &&
                contains(a.insuranceCarrier, q('insuranceCarrier')) &&
                contains(a.doctorsName, q('doctorsName')),
            )
            .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
          return json(200, { data: matching.slice((page - 1) * limit, page * limit), total: matching.length, page, limit });
        },
      ],
      [
        'PATCH',
        '/v1/appointments/:id',
        (req) => {
          if (!authorised(req.headers.authorization)) return unauthorised;
          const appointment = appointments.find((a) => a._id === req.params.id);
          if (!appointment) return json(404, { code: 'NOT_FOUND', message: `Appointment ${req.params.id} not found` });
          let body: { status?: unknown };
          try {
            body = JSON.parse(req.body) as { status?: unknown };
          } catch {
            return json(400, { code: 'BAD_REQUEST', message: 'The body must be JSON' });
          }
          if (typeof body.status !== 'boolean') return json(400, { code: 'BAD_REQUEST', message: 'status must be a boolean' });
          appointment.status = body.status;
          return json(200, appointment);
        },
      ],
    ],
    options.port,
  );
  return Object.assign(server, { appointments });
}
