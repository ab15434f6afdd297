import { startIntelepeerStandIn, INTELEPEER_DEMO_CREDENTIALS, type IntelepeerStandIn } from '@dental/local-stack';
import { voiceAppointmentListSchema } from '@dental/contracts';
import { IntelepeerAdapter } from './intelepeer.adapter';

describe('IntelePeer adapter against the local stand-in', () => {
  let standIn: IntelepeerStandIn;
  let api: IntelepeerAdapter;
  const query = (input: object) => voiceAppointmentListSchema.parse(input);

  beforeAll(async () => {
    standIn = await startIntelepeerStandIn({ now: 1_790_000_000, appointments: 130 });
    api = new IntelepeerAdapter(standIn.url, INTELEPEER_DEMO_CREDENTIALS, 2_000);
  });
  afterAll(() => standIn.stop());

  it('pages 100 at a time by default', async () => {
    const first = await api.listAppointments(query({}));
    const second = await api.listAppointments(query({ page: 2 }));
    expect(first.total).toBe(130);
    expect(first.appointments).toHaveLength(100);
    expect(second.appointments).toHaveLength(30);
  });

  it('passes the filter panel to the provider', async () => {
    const target = standIn.appointments[7];
    const found = await api.listAppointments(
      query({
        filters: { dob: target.Dob, patientLastName: target.patientLastName.toLowerCase(), insuranceCarrier: target.insuranceCarrier },
      }),
    );
    const expected = standIn.appointments.filter(
      (a) => a.Dob === target.Dob && a.patientLastName === target.patientLastName && a.insuranceCarrier === target.insuranceCarrier,
    );
    expect(found.total).toBe(expected.length);
    expect(found.appointments.map((a) => a._id)).toContain(target._id);
  });

  it('switches the status at the provider', async () => {
    const target = standIn.appointments[3];
    const was = target.status;
    expect((await api.setStatus(target._id, !was)).status).toBe(!was);
    expect(standIn.appointments[3].status).toBe(!was);
    await expect(api.setStatus('appt-missing', true)).rejects.toMatchObject({ failure: 'not-found' });
  });

  it('reports a wrong key and a provider that is down', async () => {
    await expect(new IntelepeerAdapter(standIn.url, { apiKey: 'wrong' }, 2_000).listAppointments(query({}))).rejects.toMatchObject({
      failure: 'refused',
    });
    await standIn.stop();
    try {
      await expect(api.listAppointments(query({}))).rejects.toMatchObject({ failure: 'unreachable' });
    } finally {
      await standIn.start();
    }
  });
});
