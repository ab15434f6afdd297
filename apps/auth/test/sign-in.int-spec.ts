/**
 * Two-step sign-in and its e-mailed links against the real tables, Redis, an SMTP sink and a local
 * stand-in of the SMS provider, through the auth service's command bus (the gateway's path).
 */
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  AuthCommands,
  ErrorCode,
  SIGN_IN_FAILED_MESSAGE,
  SignInMessages,
  TokenMessages,
  type AccessProfile,
  type Actor,
  type AuthorizationRequest,
  type CommandDef,
  type KnownAccess,
  type LinkValidation,
  type LoginHistoryPage,
  type PendingSignIn,
  type RpcReplyMessage,
  type Session,
} from '@dental/contracts';
import { CommandBus } from '@dental/messaging';
import { DEMO_CLIENTS, aUser } from '@dental/testing';
import { seedDemoData } from '../src/demo/demo-seed';
import { UserAccounts } from '../src/users/user-accounts';
import { SignedLinks } from '../src/password/signed-links';
import { NEW_PINS_PER_WINDOW, PIN_MAX_FAILURES } from '../src/sessions/sign-in.service';
import { PIN_IN_MAIL } from './support/mail-inbox';
import { startSmsStandIn, type SmsStandIn } from './support/sms-provider-stand-in';
import { startAuth, startInfrastructure, type TestInfrastructure } from './support/test-stack';

const MAX_FAILED = 3;
const LAPTOP = { browser: 'Chrome', browserVersion: '131', deviceType: 'desktop', deviceOs: 'Linux' };
const PHONE = { browser: 'Safari', browserVersion: '18', deviceType: 'mobile', deviceOs: 'iOS' };
const TABLET = { browser: 'Firefox', browserVersion: '133', deviceType: 'tablet', deviceOs: 'Android' };
const LINK = (path: string) => new RegExp(`(http://web\\.test${path}\\S+)`);

describe('two-step sign-in', () => {
  let infra: TestInfrastructure;
  let sms: SmsStandIn;
  let app: INestApplication;
  let bus: CommandBus;
  let db: DataSource;

  beforeAll(async () => {
    sms = await startSmsStandIn();
    infra = await startInfrastructure({ SMS_API_URL: sms.url, SMS_FROM: '+15005550006', LOGIN_MAX_FAILED_ATTEMPTS: String(MAX_FAILED) });
    app = await startAuth(infra.env);
    bus = app.get(CommandBus);
    db = app.get(DataSource);
    await seedDemoData(db);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await infra?.stop();
    await sms?.stop();
  });

  async function call<T>(command: CommandDef, payload: unknown, actor: Actor | null = null): Promise<RpcReplyMessage & { data?: T }> {
    return (await bus.dispatch({ command: command.name, requestId: 'test', actor, payload })) as RpcReplyMessage & { data?: T };
  }
  async function ok<T>(command: CommandDef, payload: unknown, actor: Actor | null = null): Promise<T> {
    const reply = await call<T>(command, payload, actor);
    if (!reply.ok) throw new Error(`${command.name} failed: ${reply.problem.message}`);
    return reply.data as T;
  }
  const refusal = (code: string, message: string) => ({ ok: false, problem: expect.objectContaining({ code, message }) });

  /** A fresh user of the first demo client; PINs by e-mail unless it has a phone and may get SMS. */
  async function newUser(options: { phone?: string; forcePinEmail?: boolean } = {}) {
    const user = aUser(DEMO_CLIENTS[0]._id);
    await app.get(UserAccounts).saveUser({ ...user, id: user._id, clientIds: [], phone: options.phone ?? '' });
    await db.query(`UPDATE app_user SET force_pin_email = $2 WHERE id = $1`, [user._id, options.forcePinEmail ?? false]);
    return user;
  }
  const stepOne = (user: { email: string; password: string }, device = LAPTOP, ip = '127.0.0.1') =>
    call<PendingSignIn>(AuthCommands.signIn, { username: user.email, password: user.password, ...device, ip });
  async function signIn(user: { email: string; password: string }, device = LAPTOP, ip = '127.0.0.1'): Promise<Session> {
    const pending = await stepOne(user, device, ip);
    if (!pending.ok) throw new Error(`step 1 failed: ${pending.problem.message}`);
    const pin = await infra.inbox.next(user.email, PIN_IN_MAIL);
    return ok<Session>(AuthCommands.verifyPin, { trackLoginId: pending.data!.trackLoginId, pin });
  }
  const actorOf = async (userId: string): Promise<Actor> => ok<AccessProfile>(AuthCommands.accessProfile, { userId });

  describe('the PIN step', () => {
    it('answers a pending sign-in, mails a 6-digit PIN, and the PIN opens the session once', async () => {
      const user = await newUser();
      const pending = await ok<PendingSignIn>(AuthCommands.signIn, { username: user.email, password: user.password, ...LAPTOP });
      expect(pending).toEqual({
        pinRequired: true,
        trackLoginId: expect.stringMatching(/^[0-9a-f]{24}$/),
        sentTo: 'e-mail',
        destination: expect.stringMatching(/^u\*+\w@example\.test$/),
        expiresIn: 600,
      });
      const pin = await infra.inbox.next(user.email, PIN_IN_MAIL);
      const [stored] = await db.query<{ pin_hash: string }[]>(`SELECT pin_hash FROM login_attempt WHERE id = $1`, [pending.trackLoginId]);
      expect(stored.pin_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored.pin_hash).not.toContain(pin);

      const session = await ok<Session>(AuthCommands.verifyPin, { trackLoginId: pending.trackLoginId, pin });
      expect(session.user).toMatchObject({ _id: user._id, email: user.email });
      expect(session.token.split('.')).toHaveLength(3);
      expect(await call(AuthCommands.verifyPin, { trackLoginId: pending.trackLoginId, pin })).toEqual(
        refusal(ErrorCode.Unauthenticated, SignInMessages.pinInvalid),
      );
    });

    it('refuses an expired PIN', async () => {
      const user = await newUser();
      const pending = await ok<PendingSignIn>(AuthCommands.signIn, { username: user.email, password: user.password });
      const pin = await infra.inbox.next(user.email, PIN_IN_MAIL);
      await db.query(`UPDATE login_attempt SET pin_expires_at = now() - interval '1 second' WHERE id = $1`, [pending.trackLoginId]);
      expect(await call(AuthCommands.verifyPin, { trackLoginId: pending.trackLoginId, pin })).toEqual(
        refusal(ErrorCode.Unauthenticated, SignInMessages.pinInvalid),
      );
    });

    it(`voids the sign-in after ${PIN_MAX_FAILURES} wrong PINs, even for the right one afterwards`, async () => {
      const user = await newUser();
      const pending = await ok<PendingSignIn>(AuthCommands.signIn, { username: user.email, password: user.password });
      const pin = await infra.inbox.next(user.email, PIN_IN_MAIL);
      const wrong = pin === '000000' ? '111111' : '000000';
      for (let i = 0; i < PIN_MAX_FAILURES; i++) {
        expect((await call(AuthCommands.verifyPin, { trackLoginId: pending.trackLoginId, pin: wrong })).ok).toBe(false);
      }
      expect((await call(AuthCommands.verifyPin, { trackLoginId: pending.trackLoginId, pin })).ok).toBe(false);
    });

    it(`sends up to ${NEW_PINS_PER_WINDOW} new PINs in 10 minutes, each replacing the last, then advises that the e-mail was sent`, async () => {
      const user = await newUser();
      const pending = await ok<PendingSignIn>(AuthCommands.signIn, { username: user.email, password: user.password });
      let previous = await infra.inbox.next(user.email, PIN_IN_MAIL);
      let latest = previous;
      for (let i = 0; i < NEW_PINS_PER_WINDOW; i++) {
        const again = await ok<PendingSignIn>(AuthCommands.newPin, { trackLoginId: pending.trackLoginId });
        expect(again.trackLoginId).toBe(pending.trackLoginId);
        previous = latest;
        latest = await infra.inbox.next(user.email, PIN_IN_MAIL);
      }
      expect(await call(AuthCommands.newPin, { trackLoginId: pending.trackLoginId })).toEqual(
        refusal(ErrorCode.Conflict, SignInMessages.pinLimit),
      );
      if (previous !== latest)
        expect((await call(AuthCommands.verifyPin, { trackLoginId: pending.trackLoginId, pin: previous })).ok).toBe(false);
      expect((await call(AuthCommands.verifyPin, { trackLoginId: pending.trackLoginId, pin: latest })).ok).toBe(true);
    });

    it('sends the PIN by SMS through the provider when the user has a phone, and by e-mail when they asked for it', async () => {
      const texted = await newUser({ phone: '5125550177' });
      const pending = await ok<PendingSignIn>(AuthCommands.signIn, { username: texted.email, password: texted.password });
      expect(pending).toMatchObject({ sentTo: 'sms', destination: '+********177' });
      const message = sms.messages.at(-1)!;
      expect(message).toMatchObject({ to: '+15125550177', from: '+15005550006' });
      const pin = /PIN is (\d{6})/.exec(message.body)![1];
      expect((await call(AuthCommands.verifyPin, { trackLoginId: pending.trackLoginId, pin })).ok).toBe(true);

      const mailed = await newUser({ phone: '5125550178', forcePinEmail: true });
      const sent = sms.messages.length;
      expect(await ok<PendingSignIn>(AuthCommands.signIn, { username: mailed.email, password: mailed.password })).toMatchObject({
        sentTo: 'e-mail',
      });
      await infra.inbox.next(mailed.email, PIN_IN_MAIL);
      expect(sms.messages).toHaveLength(sent);
    });
  });

  describe('refusals', () => {
    it(`blocks the account after ${MAX_FAILED} wrong passwords, mails an unlock link, and the link unblocks it once`, async () => {
      const user = await newUser();
      for (let i = 1; i < MAX_FAILED; i++) {
        expect(await stepOne({ ...user, password: 'Wrong#1234' })).toEqual(refusal(ErrorCode.Unauthenticated, SIGN_IN_FAILED_MESSAGE));
      }
      expect(await stepOne({ ...user, password: 'Wrong#1234' })).toEqual(refusal(ErrorCode.Blocked, SignInMessages.blocked));
      // Even the right password is refused now.
      expect(await stepOne(user)).toEqual(refusal(ErrorCode.Blocked, SignInMessages.blocked));
      const first = await infra.inbox.next(user.email, LINK('/unlock'));

      // 'Send the e-mail again' mails the link again, and answers the same for an unknown user.
      expect(await ok(AuthCommands.sendUnlockMail, { username: user.email })).toEqual({ message: SignInMessages.checkEmail });
      expect(await ok(AuthCommands.sendUnlockMail, { username: 'nobody@example.test' })).toEqual({ message: SignInMessages.checkEmail });
      const again = await infra.inbox.next(user.email, LINK('/unlock'));
      const token = new URL(again).searchParams.get('signature')!;
      expect(new URL(first).searchParams.get('signature')).toEqual(expect.any(String));

      expect(await ok<LinkValidation>(AuthCommands.validateLink, { token })).toMatchObject({
        valid: true,
        purpose: 'unlock',
        userId: user._id,
      });
      expect(await ok(AuthCommands.unlock, { token })).toEqual({ message: SignInMessages.unlocked });
      expect(await call(AuthCommands.unlock, { token })).toEqual(refusal(ErrorCode.NotFound, SignInMessages.invalidLink));
      await signIn(user);
    });

    it('refuses a sign-in from a country outside the allow-list with 406, and lets US and private addresses in', async () => {
      const user = await newUser();
      expect(await stepOne(user, LAPTOP, '81.2.69.160')).toEqual(refusal(ErrorCode.CountryNotAllowed, SignInMessages.country));
      expect(await stepOne(user, LAPTOP, '::ffff:81.2.69.160')).toEqual(refusal(ErrorCode.CountryNotAllowed, SignInMessages.country));
      expect((await stepOne(user, LAPTOP, '8.8.8.8')).ok).toBe(true);
      expect((await stepOne(user, LAPTOP, '10.1.2.3')).ok).toBe(true);
    });
  });

  describe('a new device or location', () => {
    it('trusts the first one, mails an authorisation link for the next, and Authorize works once', async () => {
      const user = await newUser();
      await signIn(user, LAPTOP);
      expect(infra.inbox.mails.filter((m) => m.to === user.email && m.text.includes('/authorize/'))).toHaveLength(0);

      // The PIN step still proceeds; the location waits for its owner's decision.
      await signIn(user, PHONE);
      const link = new URL(await infra.inbox.next(user.email, LINK('/authorize/')));
      const trackLoginId = link.pathname.split('/').at(-1)!;
      const signature = link.searchParams.get('signature')!;

      const request = await ok<AuthorizationRequest>(AuthCommands.authorizationRequest, { trackLoginId, signature });
      expect(request).toMatchObject({
        trackLoginId,
        userId: user._id,
        browser: 'Safari 18',
        device: 'mobile',
        os: 'iOS',
        location: 'Local network',
        state: 'pending',
      });

      const tampered = `${signature.slice(0, -2)}${signature.endsWith('A') ? 'B' : 'A'}A`;
      expect(await call(AuthCommands.authorizationRequest, { trackLoginId, signature: tampered })).toEqual(
        refusal(ErrorCode.NotFound, SignInMessages.invalidLink),
      );
      const decision = { id: request.accessId, trackLoginId, userId: user._id, token: signature };
      expect(await ok(AuthCommands.allowSignIn, decision)).toEqual({ message: SignInMessages.authorized });
      expect(await call(AuthCommands.blockSignIn, decision)).toEqual(refusal(ErrorCode.NotFound, SignInMessages.invalidLink));

      const accesses = await ok<KnownAccess[]>(AuthCommands.knownAccesses, {}, await actorOf(user._id));
      expect(accesses.map((a) => [a.browser, a.state]).sort()).toEqual([
        ['Chrome', 'allowed'],
        ['Safari', 'allowed'],
      ]);
    });

    it('Block ends the session signed in from there and refuses that device and location afterwards', async () => {
      const user = await newUser();
      await signIn(user, LAPTOP);
      const session = await signIn(user, TABLET);
      const link = new URL(await infra.inbox.next(user.email, LINK('/authorize/')));
      const trackLoginId = link.pathname.split('/').at(-1)!;
      const token = link.searchParams.get('signature')!;
      expect(await ok(AuthCommands.blockSignIn, { trackLoginId, token })).toEqual({ message: SignInMessages.blockedLocation });

      expect(await call(AuthCommands.refresh, { refreshToken: session.refreshToken })).toEqual(
        refusal(ErrorCode.Unauthenticated, TokenMessages.refreshRefused),
      );
      expect(await stepOne(user, TABLET)).toEqual(refusal(ErrorCode.Unauthenticated, SIGN_IN_FAILED_MESSAGE));
      expect((await stepOne(user, LAPTOP)).ok).toBe(true);
    });

    it('refuses an expired link and a link of another sign-in', async () => {
      const links = app.get(SignedLinks);
      const user = await newUser();
      await signIn(user, LAPTOP);
      await signIn(user, PHONE);
      const link = new URL(await infra.inbox.next(user.email, LINK('/authorize/')));
      const trackLoginId = link.pathname.split('/').at(-1)!;
      const [{ access_id }] = await db.query<{ access_id: string }[]>(`SELECT access_id FROM login_attempt WHERE id = $1`, [trackLoginId]);
      const expired = links.sign('authorize', trackLoginId, -1, `${access_id}:pending`);
      expect(await call(AuthCommands.authorizationRequest, { trackLoginId, signature: expired })).toEqual(
        refusal(ErrorCode.NotFound, SignInMessages.invalidLink),
      );
      const other = links.sign('authorize', '0123456789abcdef01234567', 3600, `${access_id}:pending`);
      expect(await call(AuthCommands.authorizationRequest, { trackLoginId, signature: other })).toEqual(
        refusal(ErrorCode.NotFound, SignInMessages.invalidLink),
      );
    });
  });

  describe('forgot password', () => {
    it('answers the same for a known and an unknown e-mail, and the mailed link sets a new password once', async () => {
      const user = await newUser();
      const session = await signIn(user);
      expect(await ok(AuthCommands.requestPasswordReset, { email: 'nobody@example.test' })).toEqual({ message: SignInMessages.checkEmail });
      expect(await ok(AuthCommands.requestPasswordReset, { email: user.email.toUpperCase() })).toEqual({
        message: SignInMessages.checkEmail,
      });
      const link = new URL(await infra.inbox.next(user.email, LINK('/password_reset')));
      const token = link.searchParams.get('signature')!;
      expect(await ok<LinkValidation>(AuthCommands.validateLink, { token })).toMatchObject({
        valid: true,
        purpose: 'password',
        userId: user._id,
      });

      const weak = await call(AuthCommands.updatePassword, { token, password: 'password', userId: user._id });
      expect(weak).toMatchObject({ ok: false, problem: { code: ErrorCode.BadInput } });
      expect(!weak.ok && weak.problem.message).toBe('password needs: One special character, One number, One uppercase letter');

      expect(await ok(AuthCommands.updatePassword, { token, password: 'N3w#Password', userId: user._id })).toEqual({
        message: SignInMessages.passwordReset,
      });
      expect(await call(AuthCommands.updatePassword, { token, password: 'An0ther#One', userId: user._id })).toEqual(
        refusal(ErrorCode.NotFound, SignInMessages.invalidLink),
      );
      expect(await call(AuthCommands.validateLink, { token })).toEqual(refusal(ErrorCode.NotFound, SignInMessages.invalidLink));
      // Every session ends with the old password; the new one signs in.
      expect((await call(AuthCommands.refresh, { refreshToken: session.refreshToken })).ok).toBe(false);
      expect(await stepOne(user)).toEqual(refusal(ErrorCode.Unauthenticated, SIGN_IN_FAILED_MESSAGE));
      await signIn({ ...user, password: 'N3w#Password' });
    });

    it("asks for a valid e-mail with the spec's message", async () => {
      expect(await call(AuthCommands.requestPasswordReset, { email: 'not-an-email' })).toMatchObject({
        ok: false,
        problem: { code: ErrorCode.BadInput, message: `email ${SignInMessages.invalidEmail}` },
      });
    });
  });

  describe('account pages', () => {
    it('pages the login history newest first with each outcome', async () => {
      const user = await newUser();
      await stepOne({ ...user, password: 'Wrong#1234' });
      await stepOne(user, LAPTOP, '81.2.69.160');
      await signIn(user, LAPTOP, '8.8.8.8');
      const actor = await actorOf(user._id);
      const first = await ok<LoginHistoryPage>(AuthCommands.loginHistory, { page: 1, rowsPerPage: 5 }, actor);
      expect(first.total).toBe(3);
      expect(first.data.map((e) => e.outcome)).toEqual(['Signed in', 'Country not allowed', 'Wrong password']);
      expect(first.data[0]).toMatchObject({ browser: 'Chrome 131', device: 'desktop', os: 'Linux', location: 'US', ip: '8.8.8.8' });
      const second = await ok<LoginHistoryPage>(AuthCommands.loginHistory, { page: 2, rowsPerPage: 5 }, actor);
      expect(second.data).toEqual([]);
      expect(await call(AuthCommands.loginHistory, { page: 1, rowsPerPage: 7 }, actor)).toMatchObject({
        ok: false,
        problem: { message: 'rowsPerPage must be one of 5, 10, 25, 50' },
      });
    });

    it("changes only the user's own known locations", async () => {
      const owner = await newUser();
      const stranger = await newUser();
      await signIn(owner);
      const [access] = await ok<KnownAccess[]>(AuthCommands.knownAccesses, {}, await actorOf(owner._id));
      expect(
        await call(AuthCommands.setAccessState, { accessId: access._id, state: 'blocked' }, await actorOf(stranger._id)),
      ).toMatchObject({
        ok: false,
        problem: { code: ErrorCode.NotFound },
      });
      expect(
        await ok<KnownAccess>(AuthCommands.setAccessState, { accessId: access._id, state: 'blocked' }, await actorOf(owner._id)),
      ).toMatchObject({ _id: access._id, state: 'blocked' });
      expect(await stepOne(owner)).toEqual(refusal(ErrorCode.Unauthenticated, SIGN_IN_FAILED_MESSAGE));
    });

    it('updates the profile, keeping digits of the phone, and names a wrong field', async () => {
      const user = await newUser();
      const actor = await actorOf(user._id);
      expect(await ok(AuthCommands.updateProfile, { firstName: 'Dana', lastName: 'Lee', phone: '+1(512)555-0100' }, actor)).toEqual({
        message: SignInMessages.profileUpdated,
      });
      const [row] = await db.query<{ first_name: string; last_name: string; phone: string }[]>(
        `SELECT first_name, last_name, phone FROM app_user WHERE id = $1`,
        [user._id],
      );
      expect(row).toEqual({ first_name: 'Dana', last_name: 'Lee', phone: '15125550100' });
      expect(await call(AuthCommands.updateProfile, { firstName: '', lastName: 'Lee', phone: '12' }, actor)).toMatchObject({
        ok: false,
        problem: { code: ErrorCode.BadInput, message: 'firstName is required; phone must have 10 to 15 digits' },
      });
    });
  });
});
