/**
 * Sign-in walked in a real browser against the real services: the two steps with the PIN read from
 * the SMTP sink, Cancel back to step 1, 'User not found !', the forgot-password modal and the reset
 * link's page with its 'Password Strength' list, and an invalid authorisation link. Prints how long
 * sign-in takes end to end.
 *
 *   node --test test/browser/sign-in.browser.test.mjs     (needs `npm run build` first)
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO_USERS } from '../../scripts/lib/product.mjs';
import { newPage, saveScreenshot } from './support/browser.mjs';
import { START_TIMEOUT_MS, STOP_TIMEOUT_MS, startProductAndBrowser, stopProductAndBrowser } from './support/product.mjs';
import { PIN_IN_MAIL, mailIdsTo, signInInBrowser, signInThroughApi, waitForMail } from './support/sign-in.mjs';

const admin = { email: DEMO_USERS.admin.username, password: DEMO_USERS.admin.password };
const reviewer = { email: DEMO_USERS.reviewer.username, password: DEMO_USERS.reviewer.password };

let product;
let browser;
const browserErrors = [];

const freshPage = () => newPage(browser, { viewport: { width: 1366, height: 900 }, errors: browserErrors });
const screenshotOnFailure = (t, page, name) => saveScreenshot(page, t, name);

before(
  async () => {
    ({ product, browser } = await startProductAndBrowser());
  },
  { timeout: START_TIMEOUT_MS },
);

after(() => stopProductAndBrowser({ product, browser }), { timeout: STOP_TIMEOUT_MS });

test('two-step sign-in: the PIN from the e-mail opens the default page', { timeout: 120_000 }, async (t) => {
  const page = await freshPage();
  try {
    await page.goto(`${product.baseUrl}/allTransaction`);
    await page.waitForURL(/\/login$/);
    const first = await signInInBrowser(page, product, admin);
    assert.equal(new URL(page.url()).pathname, '/allTransaction');
    await page.getByTestId('practice-selection').waitFor();

    // A second sign-in in a fresh browser, measured without the first page load's cost.
    const again = await freshPage();
    await again.goto(`${product.baseUrl}/login`);
    const second = await signInInBrowser(again, product, admin);
    const fmt = (ms) => `${Math.round(ms)} ms`;
    for (const [name, m] of [
      ['first', first],
      ['second', second],
    ]) {
      t.diagnostic(
        `sign-in (${name}): password step ${fmt(m.passwordStep)}, PIN in the inbox after ${fmt(m.pinArrived)}, PIN step to the default page ${fmt(m.pinStep)}, total ${fmt(m.total)}`,
      );
    }
    // The same two steps through the API alone: the server's share of the time.
    for (let i = 1; i <= 3; i++) {
      const { session, timings } = await signInThroughApi(product.baseUrl, product.inboxApi, {
        username: admin.email,
        password: admin.password,
      });
      assert.equal(session.user.email, admin.email);
      t.diagnostic(
        `sign-in through the API (${i}): POST /api/authenticate ${fmt(timings.passwordStep)}, PIN in the inbox after ${fmt(timings.pinArrived)}, POST /api/authenticate/pin ${fmt(timings.pinStep)}`,
      );
    }

    // The account pages: the sign-ins just made, and the profile form.
    await page.goto(`${product.baseUrl}/login-history`);
    await page.getByRole('table', { name: 'Login history' }).getByRole('row').filter({ hasText: 'Signed in' }).first().waitFor();
    await page.goto(`${product.baseUrl}/profile`);
    await page.getByTestId('known-accesses').getByText('allowed').first().waitFor();
    await page.getByTestId('profile-form').getByRole('button', { name: 'Save' }).click();
    await page.getByText('Dear user, your data has been updated').waitFor();
    assert.deepEqual(browserErrors, [], 'the page raised errors');
  } catch (error) {
    await screenshotOnFailure(t, page, 'sign-in');
    throw error;
  }
});

test(
  'Cancel returns to step 1, a new PIN can be asked for, and a wrong password reads User not found !',
  { timeout: 60_000 },
  async (t) => {
    const page = await freshPage();
    try {
      await page.goto(`${product.baseUrl}/login`);
      await page.getByTestId('sign-in-username').fill(reviewer.email);
      await page.getByTestId('sign-in-password').fill('Not#The1Password');
      await page.getByTestId('sign-in-submit').click();
      await page.getByText('User not found !').waitFor();

      await page.getByTestId('sign-in-password').fill(reviewer.password);
      const seen = await mailIdsTo(product.inboxApi, reviewer.email);
      await page.getByTestId('sign-in-submit').click();
      await page.getByTestId('pin-form').waitFor();
      const { value: firstPin, mail } = await waitForMail(product.inboxApi, reviewer.email, PIN_IN_MAIL, { seen });
      seen.add(mail.id);
      assert.match(await page.getByTestId('pin-sent-to').innerText(), /by e-mail to r\*+r@dental\.local/);

      await page.getByTestId('pin-new').click();
      const { value: newPin } = await waitForMail(product.inboxApi, reviewer.email, PIN_IN_MAIL, { seen });
      assert.match(newPin, /^\d{6}$/);
      assert.match(firstPin, /^\d{6}$/);

      await page.getByTestId('pin-cancel').click();
      await page.getByTestId('sign-in-form').waitFor();
      assert.equal(await page.getByTestId('sign-in-password').inputValue(), '');
    } catch (error) {
      await screenshotOnFailure(t, page, 'sign-in-cancel');
      throw error;
    }
  },
);

test('forgot password: the modal checks the e-mail, the mailed link sets a new password', { timeout: 90_000 }, async (t) => {
  const page = await freshPage();
  try {
    await page.goto(`${product.baseUrl}/login`);
    await page.getByTestId('forgot-password').click();
    await page.getByTestId('forgot-password-email').fill('not-an-email');
    await page.getByTestId('forgot-password-submit').click();
    await page.getByText('Please provide a valid e-mail').first().waitFor();

    const seen = await mailIdsTo(product.inboxApi, reviewer.email);
    await page.getByTestId('forgot-password-email').fill(reviewer.email);
    await page.getByTestId('forgot-password-submit').click();
    await page.getByText('Dear user, please check your e-mail').waitFor();
    const { value: link } = await waitForMail(product.inboxApi, reviewer.email, /(http\S+\/password_reset\?signature=\S+)/, { seen });

    await page.goto(link);
    await page.getByTestId('password-form').waitFor();
    await page.getByTestId('password-new').fill('weakpass');
    const strength = page.getByTestId('password-strength');
    assert.equal(await strength.locator('[data-met="false"]').count(), 3);
    await page.getByTestId('password-new').fill('N3w#Password');
    await page.getByTestId('password-confirm').fill('N3w#Passwort');
    await page.getByText('Passwords do not match').waitFor();
    await page.getByTestId('password-confirm').fill('N3w#Password');
    await page.getByTestId('password-submit').click();
    await page.getByTestId('password-done').filter({ hasText: 'Your password has been reset' }).waitFor();

    // The link has done its job.
    await page.goto(link);
    await page.getByTestId('link-invalid').filter({ hasText: 'Dear user, this URL is invalid or already expired.' }).waitFor();

    await page.goto(`${product.baseUrl}/login`);
    await signInInBrowser(page, product, { ...reviewer, password: 'N3w#Password' });
  } catch (error) {
    await screenshotOnFailure(t, page, 'password-reset');
    throw error;
  }
});

test('an invalid authorisation link says so', { timeout: 30_000 }, async (t) => {
  const page = await freshPage();
  try {
    await page.goto(`${product.baseUrl}/authorize/0123456789abcdef01234567?signature=not-a-valid-signature-at-all`);
    await page.getByTestId('link-invalid').filter({ hasText: 'Dear user, this URL is invalid or already expired.' }).waitFor();
  } catch (error) {
    await screenshotOnFailure(t, page, 'authorize-invalid');
    throw error;
  }
});

test('a sign-in from a new device mails an authorisation link whose page authorizes it', { timeout: 60_000 }, async (t) => {
  const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
  const page = await newPage(browser, { viewport: { width: 1366, height: 900 }, userAgent: firefox });
  const context = page.context();
  try {
    const seen = await mailIdsTo(product.inboxApi, admin.email);
    await page.goto(`${product.baseUrl}/login`);
    // The PIN step proceeds while the new device waits for its owner's decision.
    await signInInBrowser(page, product, admin);
    const { value: link } = await waitForMail(product.inboxApi, admin.email, /(http\S+\/authorize\/[0-9a-f]{24}\?signature=\S+)/, { seen });

    await page.goto(link);
    const request = page.getByTestId('authorize-request');
    await request.waitFor();
    assert.match(await request.innerText(), /Firefox 133/);
    await page.getByTestId('authorize-allow').click();
    await page.getByTestId('authorize-done').filter({ hasText: 'Dear user, the sign-in was authorized' }).waitFor();

    await page.goto(link);
    await page.getByTestId('link-invalid').filter({ hasText: 'Dear user, this URL is invalid or already expired.' }).waitFor();
  } catch (error) {
    await screenshotOnFailure(t, page, 'authorize');
    throw error;
  } finally {
    await context.close();
  }
});
