/**
 * Chromium for the browser tests: launch it, open pages that collect the page errors, and save
 * screenshots into test-artifacts/.
 */
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
/** Where the tests leave screenshots and downloads. */
export const artifacts = `${repoRoot}test-artifacts`;

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const STEP_TIMEOUT_MS = 15_000;

/** Headless Chromium from the system. */
export function launchBrowser() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}

/**
 * A page in a new context of `browser` (`contextOptions` such as the viewport go to the context),
 * with the step timeout set and its page errors pushed onto `errors` when given.
 */
export async function newPage(browser, { errors, timeout = STEP_TIMEOUT_MS, ...contextOptions } = {}) {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  page.setDefaultTimeout(timeout);
  if (errors) page.on('pageerror', (error) => errors.push(error.message));
  return page;
}

/** Saves a full-page screenshot as test-artifacts/<name>.png and notes it in the test's output. */
export async function saveScreenshot(page, t, name, note = `page ${page.url()}`) {
  await page.screenshot({ path: `${artifacts}/${name}.png`, fullPage: true }).catch(() => undefined);
  t.diagnostic(`screenshot: test-artifacts/${name}.png (${note})`);
}
