import { startRingCentralStandIn, RINGCENTRAL_DEMO_CREDENTIALS, type RingCentralStandIn } from '@dental/local-stack';
import { RingCentralAdapter } from './ringcentral.adapter';

describe('RingCentral adapter against the local stand-in', () => {
  let standIn: RingCentralStandIn;
  let api: RingCentralAdapter;
  const now = 1_790_000_000;

  beforeAll(async () => {
    standIn = await startRingCentralStandIn({ now, messages: 80 });
    api = new RingCentralAdapter(standIn.url, RINGCENTRAL_DEMO_CREDENTIALS, 2_000);
  });
  afterAll(() => standIn.stop());

  it('exchanges the JWT for a token once and pages the message store', async () => {
    const first = await api.listMessages({}, 1, 25);
    const fourth = await api.listMessages({}, 4, 25);
    expect(first.totalElements).toBe(80);
    expect(first.records).toHaveLength(25);
    expect(fourth.records).toHaveLength(5);
    expect(first.records[0]).toMatchObject({
      id: String(standIn.messages[0].id),
      fromPhoneNumber: standIn.messages[0].from.phoneNumber,
      text: standIn.messages[0].subject,
      eventDate: standIn.messages[0].creationTime,
    });
    expect(standIn.requests.filter((r) => r.startsWith('POST /restapi/oauth/token'))).toHaveLength(1);
  });

  it('filters by phone number and the day range', async () => {
    const target = standIn.messages[10];
    const day = target.creationTime.slice(0, 10);
    const page = await api.listMessages(
      { phoneNumber: target.to[0].phoneNumber, dateFrom: `${day}T00:00:00.000Z`, dateTo: `${day}T23:59:59.000Z` },
      1,
      25,
    );
    const expected = standIn.messages.filter((m) => m.to[0].phoneNumber === target.to[0].phoneNumber && m.creationTime.startsWith(day));
    expect(page.totalElements).toBe(expected.length);
    expect(page.records.map((r) => r.id).sort()).toEqual(expected.map((m) => String(m.id)).sort());
  });

  it('asks for a new token once when the provider no longer accepts the one kept', async () => {
    standIn.expireTokens();
    const before = standIn.requests.filter((r) => r.startsWith('POST /restapi/oauth/token')).length;
    expect((await api.listMessages({}, 1, 25)).records).toHaveLength(25);
    expect(standIn.requests.filter((r) => r.startsWith('POST /restapi/oauth/token'))).toHaveLength(before + 1);
  });

  it('reports refused credentials and a provider that is down', async () => {
    const wrong = new RingCentralAdapter(standIn.url, { ...RINGCENTRAL_DEMO_CREDENTIALS, clientSecret: 'wrong' }, 2_000);
    await expect(wrong.listMessages({}, 1, 25)).rejects.toMatchObject({ failure: 'refused' });
    await standIn.stop();
    try {
      await expect(api.listMessages({}, 1, 25)).rejects.toMatchObject({ failure: 'unreachable' });
    } finally {
      await standIn.start();
    }
  });
});
