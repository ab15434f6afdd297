import { Routes } from '@dental/contracts';
import { gatewayFields, payloadOf } from './api-pipeline';

const claims = { sub: '6955b9000000000000000302', clientId: '6955b9000000000000000101', jti: 'token-id', exp: 1_900_000_000 };

describe('payloadOf', () => {
  it('sends the body of a POST and the query of a GET', () => {
    expect(payloadOf(Routes.getAllTransaction, { limit: 25 }, {}, { ip: '10.0.0.1' })).toEqual({ limit: 25 });
    expect(payloadOf(Routes.grantedPractices, { clientId: 'x' }, {}, { ip: '10.0.0.1' })).toEqual({ clientId: 'x' });
  });

  it('lets path parameters win over body fields of the same name', () => {
    expect(payloadOf(Routes.getAllTransaction, { id: 'from-body', a: 1 }, { id: 'from-path' }, { ip: '' })).toEqual({
      id: 'from-path',
      a: 1,
    });
  });

  it("adds the token's id and expiry to logout, whatever the body claims", () => {
    const payload = payloadOf(Routes.logout, { refreshToken: 'r', jti: 'someone-else', exp: 1 }, {}, { claims, ip: '' });
    expect(payload).toEqual({ refreshToken: 'r', jti: 'token-id', exp: 1_900_000_000 });
  });

  it("adds the caller's address to sign-in", () => {
    expect(payloadOf(Routes.authenticate, { username: 'u', password: 'p', ip: '1.2.3.4' }, {}, { ip: '10.0.0.9' })).toEqual({
      username: 'u',
      password: 'p',
      ip: '10.0.0.9',
    });
  });

  it("adds the signed-in user's name to a saved extraction schedule, whatever the body claims", () => {
    const profile = { firstName: 'Ana', lastName: 'Reyes' };
    const body = { practiceId: 'p', type: 'new', dates: ['2026-11-30'], callerName: { firstName: 'Someone', lastName: 'Else' } };
    expect(payloadOf(Routes.saveExtractionSchedule, body, {}, { claims, profile, ip: '' })).toEqual({ ...body, callerName: profile });
    expect(gatewayFields(Routes.saveExtractionSchedule)).toEqual(['callerName']);
  });

  it('names the fields it adds, so the API description leaves them out', () => {
    expect(gatewayFields(Routes.logout)).toEqual(['jti', 'exp']);
    expect(gatewayFields(Routes.authenticate)).toEqual(['ip']);
    expect(gatewayFields(Routes.getAllTransaction)).toEqual([]);
  });
});
