/**
 * The template editor in a real browser against the real services: the admin creates a template,
 * adds a category, brings in two catalogue bookmarks through the search, gives the orthodontic
 * coverage question a condition (show the orthodontic percentage only when the answer is Yes),
 * previews the form and sees the condition work, then deletes a bookmark, which asks first.
 *
 *   node --test test/browser/templates.browser.test.mjs   (needs `npm run build` first)
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import { newPage, saveScreenshot } from './support/browser.mjs';
import { START_TIMEOUT_MS, STOP_TIMEOUT_MS, startProductAndBrowser, stopProductAndBrowser } from './support/product.mjs';
import { signInInBrowser } from './support/sign-in.mjs';

const require = createRequire(import.meta.url);
const { DEMO_USERS } = require('@dental/testing/dist/demo-data.js');

const admin = DEMO_USERS.find((user) => user.email === 'admin@dental.local');
const templateName = `Ortho check ${Math.random().toString(36).slice(2, 8)}`;

let product;
let browser;
let page;
const browserErrors = [];

before(
  async () => {
    ({ product, browser } = await startProductAndBrowser());
    page = await newPage(browser, { viewport: { width: 1400, height: 950 }, errors: browserErrors });
  },
  { timeout: START_TIMEOUT_MS },
);

after(() => stopProductAndBrowser({ product, browser }), { timeout: STOP_TIMEOUT_MS });

/** Opens an MUI select by its test id and picks the option with this text. */
async function choose(testId, optionText) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: optionText, exact: true }).click();
}

test(
  'an admin builds a template with a conditional bookmark and sees the condition work in the preview',
  { timeout: 180_000 },
  async (t) => {
    try {
      await page.goto(`${product.baseUrl}/template`);
      await page.waitForURL(/\/login$/);
      await signInInBrowser(page, product, admin);
      await page.goto(`${product.baseUrl}/template`);
      await page.getByRole('row').filter({ hasText: 'Dental FBD' }).waitFor();

      // New Template: both fields are required, at most 40 characters.
      await page.getByTestId('new-template').click();
      await page.getByTestId('template-save').click();
      assert.equal(await page.getByText('Required').count(), 2);
      await page.getByTestId('template-name').fill(templateName);
      await page.getByTestId('template-description').fill('Browser test');
      await page.getByTestId('template-save').click();
      await page.waitForURL(/\/template\/[0-9a-f]{24}$/);
      await page.getByTestId('template-title').filter({ hasText: templateName }).waitFor();

      // A category: the type is required ('Verify fields').
      await page.getByTestId('add-category').click();
      await page.getByTestId('section-name').fill('Coverage');
      await page.getByTestId('section-save').click();
      await page.getByText('Please provide a name and type for the new category').waitFor();
      await choose('section-type', 'Info');
      await page.getByTestId('section-save').click();
      await page.getByTestId('category-Coverage').waitFor();

      // Two bookmarks from the catalogue, found by the search (3 characters or more).
      await page.getByTestId('bookmark-search').fill('Or');
      await page.getByText('Type at least 3 characters').waitFor();
      await page.getByTestId('bookmark-search').fill('Ortho');
      await page.getByTestId('search-hit-OrthoCoverage').click();
      await page.getByTestId('search-hit-CovOrthodontics').click();
      await choose('bookmark-target', 'Coverage');
      await page.getByTestId('bookmark-add').click();
      await page.getByTestId('placement-CovOrthodontics').waitFor();
      await page.getByTestId('placement-OrthoCoverage').waitFor();

      // The condition: show the orthodontic percentage when the coverage answer contains Yes.
      await page.getByRole('button', { name: 'Settings of OrthoCoverage' }).click();
      assert.equal(await page.getByTestId('settings-tab-Other fields').count(), 0, 'a checkbox bookmark has no Other fields tab');
      await page.getByTestId('settings-tab-Actions').click();
      await page.getByTestId('add-condition').click();
      await page.getByTestId('condition-trigger-0').fill('Yes');
      await choose('condition-action-0', 'Show');
      await page.getByTestId('condition-destination-0').click();
      await page.getByTestId('destination-CovOrthodontics').click();
      await page.keyboard.press('Escape');
      await page.getByTestId('settings-save').click();
      await page.getByTestId('placement-OrthoCoverage').filter({ hasText: '1 condition(s)' }).waitFor();

      // Preview: the percentage waits for the Yes answer.
      await page.getByTestId('preview-toggle').click();
      const preview = page.getByTestId('template-preview');
      await preview.getByTestId('fbd-field-OrthoCoverage').waitFor();
      assert.equal(await preview.getByTestId('fbd-field-CovOrthodontics').count(), 0, 'hidden until the answer is Yes');
      await preview.getByTestId('fbd-field-OrthoCoverage').getByLabel('Yes').check();
      await preview.getByTestId('fbd-field-CovOrthodontics').waitFor();
      await preview.getByTestId('fbd-field-OrthoCoverage').getByLabel('No').check();
      await preview.getByTestId('fbd-field-CovOrthodontics').waitFor({ state: 'detached' });

      // Deleting a bookmark asks first: Cancel keeps it, Delete removes it.
      await page.getByTestId('preview-toggle').click();
      await page.getByRole('button', { name: 'Delete CovOrthodontics' }).click();
      const question = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete the bookmark' });
      await question.getByRole('button', { name: 'Cancel' }).click();
      await question.waitFor({ state: 'detached' });
      await page.getByTestId('placement-CovOrthodontics').waitFor();
      await page.getByRole('button', { name: 'Delete CovOrthodontics' }).click();
      await question.getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Bookmark removed').waitFor();
      await page.getByTestId('placement-CovOrthodontics').waitFor({ state: 'detached' });
      await page.getByTestId('placement-OrthoCoverage').waitFor();

      assert.deepEqual(browserErrors, []);
    } catch (error) {
      await saveScreenshot(page, t, 'templates-failure', `browser errors: ${browserErrors.join(' | ') || 'none'}`);
      throw error;
    }
  },
);
