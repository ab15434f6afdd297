import { startSmsStandIn, type SmsStandIn } from '../../test/support/sms-provider-stand-in';
import { SmsDeliveryError, SmsProvider, toE164 } from './sms-provider';

describe('SmsProvider against a stand-in of the Messages API', () => {
  let standIn: SmsStandIn;

  beforeAll(async () => {
    standIn = await startSmsStandIn('AC42', 'secret-token');
  });
  afterAll(() => standIn.stop());

  it('posts the message with the account credentials and answers the provider receipt', async () => {
    const sms = new SmsProvider({ SMS_API_URL: standIn.url, SMS_FROM: '+15005550006' });
    expect(sms.available).toBe(true);
    await expect(sms.send('5125550177', 'Your PIN is 123456')).resolves.toEqual({
      sid: expect.stringMatching(/^SM\d+$/),
      status: 'queued',
    });
    expect(standIn.messages.at(-1)).toEqual({ to: '+15125550177', from: '+15005550006', body: 'Your PIN is 123456' });
  });

  it('reports a refusal with the provider status and message', async () => {
    const wrongToken = new SmsProvider({ SMS_API_URL: standIn.url.replace('secret-token', 'wrong'), SMS_FROM: undefined });
    await expect(wrongToken.send('5125550177', 'x')).rejects.toThrow(
      new SmsDeliveryError('The SMS provider refused the message (401): Authenticate'),
    );
  });

  it('reports an unreachable provider', async () => {
    const nowhere = new SmsProvider({ SMS_API_URL: 'http://a:b@127.0.0.1:9/2010-04-01/Accounts/a', SMS_FROM: undefined });
    await expect(nowhere.send('5125550177', 'x')).rejects.toThrow(/could not be reached/);
  });

  it('is unavailable without SMS_API_URL', async () => {
    const none = new SmsProvider({ SMS_API_URL: undefined, SMS_FROM: undefined });
    expect(none.available).toBe(false);
    await expect(none.send('5125550177', 'x')).rejects.toThrow(SmsDeliveryError);
  });

  it('writes stored phones as E.164, adding the US code to 10 digits', () => {
    expect(toE164('5125550177')).toBe('+15125550177');
    expect(toE164('+1 (512) 555-0177')).toBe('+15125550177');
    expect(toE164('447700900123')).toBe('+447700900123');
  });
});
