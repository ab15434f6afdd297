import { startAircallStandIn, type AircallStandIn } from '@dental/local-stack';
import { ProviderError } from '../providers/provider-http';
import { AircallAdapter } from './aircall.adapter';

describe('Aircall adapter against the local stand-in', () => {
  let standIn: AircallStandIn;
  let api: AircallAdapter;
  const now = 1_790_000_000;

  beforeAll(async () => {
    standIn = await startAircallStandIn({ now, calls: 120, messages: 60 });
    api = new AircallAdapter(standIn.url, { apiId: standIn.apiId, apiToken: standIn.apiToken }, 2_000);
  });
  afterAll(() => standIn.stop());

  it('pages the calls newest first with the provider total', async () => {
    const first = await api.listCalls(1, 50);
    const third = await api.listCalls(3, 50);
    expect(first.meta).toMatchObject({ total: 120, current_page: 1, per_page: 50 });
    expect(first.items).toHaveLength(50);
    expect(third.items).toHaveLength(20);
    const started = [...first.items, ...third.items].map((c) => c.started_at);
    expect(started).toEqual([...started].sort((a, b) => b - a));
    expect(new Set([...first.items, ...third.items].map((c) => c.id)).size).toBe(70);
  });

  it('searches by direction, phone number, user and time range', async () => {
    const someone = standIn.calls.find((c) => c.user)!;
    const from = now - 10 * 86_400;
    const found = await api.searchCalls(
      { direction: 'outbound', phoneNumber: someone.raw_digits.slice(2), userId: someone.user!.id, from, to: now },
      1,
      50,
    );
    const expected = standIn.calls.filter(
      (c) =>
        c.direction === 'outbound' &&
        c.raw_digits === someone.raw_digits &&
        c.user?.id === someone.user!.id &&
        c.started_at >= from &&
        c.started_at <= now,
    );
    expect(found.meta.total).toBe(expected.length);
    expect(found.items.map((c) => c.id).sort()).toEqual(expected.map((c) => c.id).sort());
  });

  it('reads one call with its user, number and recording', async () => {
    const answered = standIn.calls.find((c) => c.user && c.recording)!;
    const call = await api.getCall(answered.id);
    expect(call).toMatchObject({
      id: answered.id,
      recording: answered.recording,
      user: { name: answered.user!.name, email: answered.user!.email, time_zone: answered.user!.time_zone },
      number: { digits: answered.number.digits },
    });
  });

  it('tells an unknown call, refused credentials and a bad page apart', async () => {
    await expect(api.getCall(1)).rejects.toMatchObject({ failure: 'not-found' });
    const wrong = new AircallAdapter(standIn.url, { apiId: standIn.apiId, apiToken: 'wrong' }, 2_000);
    await expect(wrong.listCalls(1, 50)).rejects.toMatchObject({ failure: 'refused' });
    await expect(api.listCalls(300, 50)).rejects.toMatchObject({ failure: 'bad-request', message: expect.stringContaining('10000') });
  });

  it('maps text messages to the SMS log rows, newest first, filtered by number', async () => {
    const target = standIn.messages[5];
    const page = await api.listMessages({ phoneNumber: target.raw_digits }, 1, 25);
    const expected = standIn.messages.filter((m) => m.raw_digits === target.raw_digits);
    expect(page.meta.total).toBe(expected.length);
    expect(page.items[0]).toMatchObject({ toPhoneNumber: target.raw_digits, direction: 'Outbound', messageType: 'SMS' });
    expect(page.items.every((m) => m.toPhoneNumber === target.raw_digits)).toBe(true);
  });

  it('says the provider is unreachable while it is down, and reads again once it is back', async () => {
    await standIn.stop();
    const error = await api.listCalls(1, 10).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ failure: 'unreachable', message: 'Aircall cannot be reached' });
    await standIn.start();
    expect((await api.listCalls(1, 10)).items).toHaveLength(10);
  });
});
