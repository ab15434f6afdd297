/**
 * The product the browser tests run against: the built services and web app, started on free ports
 * with the demo data, and Chromium.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { startProduct } from '../../../scripts/lib/product.mjs';
import { artifacts, launchBrowser, repoRoot } from './browser.mjs';

const require = createRequire(import.meta.url);

/** Requires a built workspace module, saying to run the build when it is missing. */
export function built(module, what) {
  try {
    return require(module);
  } catch (error) {
    throw new Error(`${what} is not built (${error.message}). Run \`npm run build\` first.`);
  }
}

/** Hook timeouts: starting the product takes a while. */
export const START_TIMEOUT_MS = 240_000;
export const STOP_TIMEOUT_MS = 60_000;

/** Starts the seeded product (and Chromium) after checking that the web app is built; `env` adds to the services' settings. */
export async function startProductAndBrowser({ extractionBot = false, env = {} } = {}) {
  if (!existsSync(`${repoRoot}apps/admin-web/dist/index.html`)) throw new Error('The web app is not built. Run `npm run build` first.');
  mkdirSync(artifacts, { recursive: true });
  const product = await startProduct({ fixedPorts: false, seed: true, log: () => {}, extractionBot, env });
  let browser;
  try {
    browser = await launchBrowser();
  } catch (error) {
    await product.stop();
    throw error;
  }
  return { product, browser };
}

/** Closes Chromium and stops the product; either may be missing when the start failed. */
export async function stopProductAndBrowser({ product, browser } = {}) {
  await browser?.close().catch(() => undefined);
  await product?.stop();
}
