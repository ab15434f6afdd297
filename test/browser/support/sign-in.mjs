/**
 * Two-step sign-in for the browser tests and scripts: the password, then the PIN read from the SMTP
 * sink the product mails into (maildev's API, `product.inboxApi`).
 */

/** The PIN in the sign-in PIN e-mail. */
export const PIN_IN_MAIL = /sign-in PIN is: (\d{6})/;

/** Ids of the mails to `address` in the sink now. */
export async function mailIdsTo(inboxApi, address) {
  return new Set((await listMails(inboxApi, address)).map((mail) => mail.id));
}

/**
 * Waits for a mail to `address` that is not among `seen` and whose text matches `pattern`; answers
 * the first capture group (or the whole match) and the mail.
 */
export async function waitForMail(inboxApi, address, pattern, { seen = new Set(), timeoutMs = 15_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const mail of await listMails(inboxApi, address)) {
      const found = seen.has(mail.id) ? null : pattern.exec(mail.text ?? '');
      if (found) return { value: found[1] ?? found[0], mail };
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${address} matching ${pattern} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function listMails(inboxApi, address) {
  const response = await fetch(inboxApi);
  if (!response.ok) throw new Error(`The mail sink answered ${response.status} at ${inboxApi}`);
  const mails = await response.json();
  return mails.filter((mail) => (mail.to ?? []).some((to) => to.address.toLowerCase() === address.toLowerCase()));
}

/**
 * Signs in on the page's /login screen: password, then the mailed PIN; resolves once the app has
 * left /login, with how long each part took (ms).
 */
export async function signInInBrowser(page, { baseUrl, inboxApi }, { email, password }) {
  if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto(`${baseUrl}/login`);
  await page.getByTestId('sign-in-username').fill(email);
  await page.getByTestId('sign-in-password').fill(password);
  const seen = await mailIdsTo(inboxApi, email);
  const started = performance.now();
  await page.getByTestId('sign-in-submit').click();
  await page.getByTestId('pin-form').waitFor();
  const passwordStep = performance.now() - started;
  const { value: pin } = await waitForMail(inboxApi, email, PIN_IN_MAIL, { seen });
  const pinArrived = performance.now() - started;
  await page.getByTestId('pin-input').fill(pin);
  const pinStarted = performance.now();
  await page.getByTestId('pin-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const pinStep = performance.now() - pinStarted;
  return { passwordStep, pinArrived, pinStep, total: performance.now() - started };
}

/** Signs in through the API (both steps); answers the session and how long each step took (ms). */
export async function signInThroughApi(baseUrl, inboxApi, { username, password }) {
  const post = async (path, body) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    if (!answer.success) throw new Error(`POST ${path} failed (${response.status}): ${answer.message}`);
    return answer.data;
  };
  const seen = await mailIdsTo(inboxApi, username);
  const started = performance.now();
  const pending = await post('/api/authenticate', { username, password });
  const passwordStep = performance.now() - started;
  const { value: pin } = await waitForMail(inboxApi, username, PIN_IN_MAIL, { seen });
  const pinArrived = performance.now() - started;
  const session = await post('/api/authenticate/pin', { trackLoginId: pending.trackLoginId, pin });
  return { session, timings: { passwordStep, pinArrived, pinStep: performance.now() - started - pinArrived } };
}
