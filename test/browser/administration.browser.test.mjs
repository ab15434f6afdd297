/**
 * The administration screens' main paths in a real browser against the real services and the demo
 * data, with the messages of spec 02: Clients (filter, new client with its first user, edit,
 * delete), Practices (the form's rules, create, edit, delete), Credentials (a group of secrets, never
 * listed, masked until revealed by a holder of the permission) and NS keys (one per client, the
 * client fixed when editing), and the two other paged lists with a form dialog, Bookmarks and Flag
 * Color.
 *
 *   node --test test/browser/administration.browser.test.mjs     (needs `npm run build` first)
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { apiAs, flattenCatalogue } from './support/api.mjs';
import { newPage, saveScreenshot } from './support/browser.mjs';
import { applyPracticeSelection, openPracticeSelection } from './support/practices.mjs';
import { START_TIMEOUT_MS, STOP_TIMEOUT_MS, built, startProductAndBrowser, stopProductAndBrowser } from './support/product.mjs';
import { signInInBrowser } from './support/sign-in.mjs';

const { AdminMessages, ColorMessages, CredentialMessages, MASKED_SECRET, NsKeyMessages, TemplateMessages } = built(
  '@dental/contracts',
  'The contracts library',
);
const { DEMO_ADMIN, DEMO_CLIENTS, DEMO_PRACTICES, DEMO_REVIEWER, DEMO_TEMPLATES } = built(
  '@dental/testing/dist/demo-data.js',
  'The demo data',
);

const [brightSmiles, lakeside, coastal] = DEMO_CLIENTS;
const run = Date.now().toString(36);

let product;
let browser;
/** The administrator's page, signed in once for every test of this file. */
let page;
/** The administrator's API calls, for what the tests prepare or check outside the screens. */
let adminApi;
const browserErrors = [];

before(
  async () => {
    ({ product, browser } = await startProductAndBrowser());
    page = await newPage(browser, { viewport: { width: 1440, height: 1000 }, errors: browserErrors });
    await page.goto(`${product.baseUrl}/login`);
    await signInInBrowser(page, product, DEMO_ADMIN);
    adminApi = await apiAs(product, DEMO_ADMIN);
  },
  { timeout: START_TIMEOUT_MS },
);

after(() => stopProductAndBrowser({ product, browser }), { timeout: STOP_TIMEOUT_MS });

/** Picks the option that reads `option` in the MUI select labelled `label` inside `scope`. */
async function choose(scope, label, option) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  const exactly = new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await page.getByRole('listbox').getByRole('option').filter({ hasText: exactly }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** The names in the first column of the table labelled `table`, once `expected` of them show. */
async function firstColumn(table, expected) {
  const rows = page.getByRole('table', { name: table }).locator('tbody tr');
  await page.waitForFunction(({ name, count }) => document.querySelectorAll(`table[aria-label="${name}"] tbody tr`).length === count, {
    name: table,
    count: expected,
  });
  return rows.locator('td:first-child').allInnerTexts();
}

/** The field labelled `label` (marked required or not) in `scope` shows `message` beneath it. */
async function fieldSays(scope, label, message) {
  const field = scope.getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));
  // The form checks again after each change, asynchronously: wait (up to 5 s) for the message to settle.
  let shown;
  for (const until = Date.now() + 5000; ; await page.waitForTimeout(100)) {
    const describedBy = await field.getAttribute('aria-describedby');
    shown = describedBy ? (await page.locator(`[id="${describedBy}"]`).innerText()).trim() : undefined;
    if (shown === message || Date.now() > until) break;
  }
  assert.ok(shown !== undefined, `the field '${label}' has no message`);
  assert.equal(shown, message, `the message under '${label}'`);
}

const toast = (message) => page.getByText(message, { exact: true }).first();

describe('Clients', () => {
  const newClient = {
    name: `Harbor Dental ${run}`,
    email: `office.${run}@harbor.example`,
    phone: '5125550177',
    zipCode: '78701',
    state: 'Texas',
    city: 'Austin',
    address: '77 Harbor Way',
  };
  const firstUser = {
    firstName: 'Hana',
    lastName: 'Harbor',
    phone: '15125550178',
    email: `hana.${run}@harbor.example`,
    password: 'Harbor#2026!',
  };

  test('filters by name, state and city', async (t) => {
    try {
      await page.goto(`${product.baseUrl}/clients`);
      assert.deepEqual(await firstColumn('Clients', 3), [brightSmiles.name, coastal.name, lakeside.name]);

      const filter = async (fill, button = 'Apply filters') => {
        await page.getByRole('button', { name: 'Filter', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Filter' });
        await fill(dialog);
        await dialog.getByRole('button', { name: button }).click();
        await dialog.waitFor({ state: 'detached' });
      };
      const reset = () => filter(async () => undefined, 'Reset');
      await filter((d) => d.getByLabel('Name').fill('lakes'));
      assert.deepEqual(await firstColumn('Clients', 1), [lakeside.name]);
      await reset();
      assert.deepEqual(await firstColumn('Clients', 3), [brightSmiles.name, coastal.name, lakeside.name]);
      await filter((d) => choose(d, 'State', 'South Carolina'));
      assert.deepEqual(await firstColumn('Clients', 1), [coastal.name]);
      // The dialog opens with the filter in force; a city narrows the state further.
      await filter(async (d) => {
        await choose(d, 'State', 'Texas');
        await choose(d, 'City', 'Round Rock');
      });
      assert.deepEqual(await firstColumn('Clients', 0), []);
      await filter((d) => choose(d, 'City', 'Austin'));
      assert.deepEqual(await firstColumn('Clients', 1), [brightSmiles.name]);
      await reset();
      await firstColumn('Clients', 3);
    } finally {
      await saveScreenshot(page, t, 'administration-clients-filter');
    }
  });

  test('the New Client modal checks its fields, then creates the client and its first user', async (t) => {
    try {
      await page.goto(`${product.baseUrl}/clients`);
      await firstColumn('Clients', 3);
      await page.getByRole('link', { name: 'New Record' }).click();
      const dialog = page.getByRole('dialog', { name: 'New Client' });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await fieldSays(dialog, 'State', AdminMessages.selectState);
      await fieldSays(dialog, 'City', AdminMessages.selectCity);
      await fieldSays(dialog, 'Template', AdminMessages.selectTemplate);
      await fieldSays(dialog, 'Email', AdminMessages.invalidEmail);
      await fieldSays(dialog, 'Name', 'is required');
      await fieldSays(dialog, 'User email', AdminMessages.invalidEmail);

      for (const field of ['Name', 'Email', 'Phone', 'Zip code', 'Address']) {
        const key = { Name: 'name', Email: 'email', Phone: 'phone', 'Zip code': 'zipCode', Address: 'address' }[field];
        await dialog.getByLabel(field, { exact: true }).fill(newClient[key]);
      }
      await choose(dialog, 'State', newClient.state);
      await choose(dialog, 'City', newClient.city);
      await choose(dialog, 'Template', DEMO_TEMPLATES.fbd.name);
      await dialog.getByLabel('Plan template', { exact: true }).fill('not hex!');
      await dialog.getByLabel('First name', { exact: true }).fill(firstUser.firstName);
      await dialog.getByLabel('Last name', { exact: true }).fill(firstUser.lastName);
      await dialog.getByLabel('Phone number', { exact: true }).fill(firstUser.phone);
      await dialog.getByLabel('User email', { exact: true }).fill(firstUser.email);
      await dialog.getByLabel('Password', { exact: true }).fill(firstUser.password);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await fieldSays(dialog, 'Plan template', 'may hold only hexadecimal characters and spaces');
      await dialog.getByLabel('Plan template', { exact: true }).fill('');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await toast(AdminMessages.clientSaved).waitFor();
      await dialog.waitFor({ state: 'detached' });
      const row = page.getByRole('row').filter({ hasText: newClient.name });
      await row.getByText(newClient.address).waitFor();

      // The first user exists: signing in as them works, and the address cannot start a second client.
      await apiAs(product, firstUser);
      await page.getByRole('link', { name: 'New Record' }).click();
      const second = page.getByRole('dialog', { name: 'New Client' });
      await second.getByLabel('Name', { exact: true }).fill(`${newClient.name} Again`);
      await second.getByLabel('Email', { exact: true }).fill(`again.${newClient.email}`);
      await second.getByLabel('Phone', { exact: true }).fill(newClient.phone);
      await second.getByLabel('Zip code', { exact: true }).fill(newClient.zipCode);
      await second.getByLabel('Address', { exact: true }).fill(newClient.address);
      await choose(second, 'State', newClient.state);
      await choose(second, 'City', newClient.city);
      await choose(second, 'Template', DEMO_TEMPLATES.fbd.name);
      await second.getByLabel('First name', { exact: true }).fill('Other');
      await second.getByLabel('Last name', { exact: true }).fill('Person');
      await second.getByLabel('User email', { exact: true }).fill(firstUser.email);
      await second.getByLabel('Password', { exact: true }).fill(firstUser.password);
      await second.getByRole('button', { name: 'Save' }).click();
      await toast('A user with this e-mail already exists').waitFor();
      await second.getByRole('button', { name: 'Cancel' }).click();
      await firstColumn('Clients', 4);
    } finally {
      await saveScreenshot(page, t, 'administration-clients-new');
    }
  });

  test('Edit Client changes a client; delete asks first and refuses a client that still has users', async (t) => {
    try {
      await page.goto(`${product.baseUrl}/clients`);
      await firstColumn('Clients', 4);
      await page.getByRole('link', { name: `Edit ${newClient.name}` }).click();
      // The modal's address names the client, so a reload opens the same client's form.
      await page.waitForURL(/\/clients\/[0-9a-f]{24}$/);
      await page.reload();
      const dialog = page.getByRole('dialog', { name: 'Edit Client' });
      await dialog.getByLabel('Email', { exact: true }).waitFor();
      await page.waitForFunction((email) => [...document.querySelectorAll('input')].some((i) => i.value === email), newClient.email);
      assert.equal(await dialog.getByLabel('Email', { exact: true }).inputValue(), newClient.email);
      assert.equal(await dialog.getByLabel('First name').count(), 0, 'editing offers no first user');
      await dialog.getByLabel('Address', { exact: true }).fill('78 Harbor Way');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await toast(AdminMessages.clientEdited).waitFor();
      await page.getByRole('row').filter({ hasText: newClient.name }).getByText('78 Harbor Way').waitFor();

      // Its first user keeps it: the delete is refused with the reason, and the client stays.
      await page.getByRole('button', { name: `Delete ${newClient.name}` }).click();
      const confirm = page.getByRole('dialog').filter({ hasText: AdminMessages.confirmDeleteClient });
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      await toast('The client still has 0 practice(s) and 1 user(s); remove them first').waitFor();
      await firstColumn('Clients', 4);

      // A client with nothing left goes; cancelling the question first keeps it.
      const empty = await adminApi('POST', '/api/client', {
        name: `Empty Dental ${run}`,
        email: `empty.${run}@dental.example`,
        phone: '5125550170',
        zipCode: '78701',
        state: 'TX',
        city: 'Austin',
        address: '1 Empty St',
        templateId: DEMO_TEMPLATES.fbd._id,
      });
      await page.reload();
      await firstColumn('Clients', 5);
      await page.getByRole('button', { name: `Delete ${empty.name}` }).click();
      await page.getByRole('dialog').filter({ hasText: AdminMessages.confirmDeleteClient }).getByRole('button', { name: 'Cancel' }).click();
      await firstColumn('Clients', 5);
      await page.getByRole('button', { name: `Delete ${empty.name}` }).click();
      await page
        .getByRole('dialog')
        .filter({ hasText: AdminMessages.confirmDeleteClient })
        .getByRole('button', { name: 'Confirm' })
        .click();
      assert.ok(!(await firstColumn('Clients', 4)).includes(empty.name));
    } finally {
      await saveScreenshot(page, t, 'administration-clients-edit');
    }
  });
});

describe('Practices', () => {
  const practiceName = `Harbor Point ${run.replace(/\d/g, '')}`;

  test('lists and filters the practices, 25 a page', async (t) => {
    try {
      await page.goto(`${product.baseUrl}/client-practice`);
      await firstColumn('Practices', DEMO_PRACTICES.length);
      await choose(page, 'Client', coastal.name);
      const names = await page.getByRole('table', { name: 'Practices' }).locator('tbody tr td:nth-child(2)').allInnerTexts();
      await firstColumn('Practices', 4);
      assert.deepEqual(
        (await page.getByRole('table', { name: 'Practices' }).locator('tbody tr td:nth-child(2)').allInnerTexts()).sort(),
        DEMO_PRACTICES.filter((p) => p.clientId === coastal._id)
          .map((p) => p.name)
          .sort(),
        `the Coastal filter shows its practices (first read: ${names.join(', ')})`,
      );
      await page.getByLabel('Name', { exact: true }).fill('summer');
      assert.deepEqual(await firstColumn('Practices', 1), [coastal.name]);
      await page.getByLabel('Name', { exact: true }).fill('');
      await choose(page, 'Client', 'All');
      await choose(page, 'State', 'Wisconsin');
      await firstColumn('Practices', 4);
      await choose(page, 'State', 'All');
      await firstColumn('Practices', DEMO_PRACTICES.length);
    } finally {
      await saveScreenshot(page, t, 'administration-practices-filter');
    }
  });

  test('the practice form applies its rules, then creates, edits and deletes a practice', async (t) => {
    try {
      await page.goto(`${product.baseUrl}/client-practice`);
      await firstColumn('Practices', DEMO_PRACTICES.length);
      await page.getByRole('link', { name: 'New Practice' }).click();
      const dialog = page.getByRole('dialog', { name: 'New Practice' });
      await dialog.getByLabel('Name', { exact: true }).fill('Harbor Point 2');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await fieldSays(dialog, 'Name', AdminMessages.practiceName);
      await fieldSays(dialog, 'Description', 'is required');
      await fieldSays(dialog, 'Folder id', 'is required');
      await fieldSays(dialog, 'Spreadsheet id', 'is required');
      await fieldSays(dialog, 'Address', 'is required');
      await fieldSays(dialog, 'State', AdminMessages.selectState);
      await fieldSays(dialog, 'City', AdminMessages.selectCity);
      assert.equal(await page.getByText(AdminMessages.practiceSaved).count(), 0, 'nothing is saved');

      await choose(dialog, 'Client', brightSmiles.name);
      await dialog.getByLabel('Name', { exact: true }).fill(practiceName);
      await dialog.getByLabel('Description', { exact: true }).fill('Opened this spring');
      await dialog.getByLabel('Folder id', { exact: true }).fill('folder-harbor');
      await dialog.getByLabel('Spreadsheet id', { exact: true }).fill('sheet-harbor');
      await choose(dialog, 'State', 'Texas');
      await choose(dialog, 'City', 'Georgetown');
      await dialog.getByLabel('Address', { exact: true }).fill('5 Harbor Point');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await toast(AdminMessages.practiceSaved).waitFor();
      await dialog.waitFor({ state: 'detached' });
      const row = page.getByRole('row').filter({ hasText: practiceName });
      assert.match(
        (await row.innerText()).replace(/\s+/g, ' '),
        new RegExp(`${brightSmiles.name} ${practiceName} Georgetown TX 5 Harbor Point`),
      );

      await page.getByRole('link', { name: `Edit ${practiceName}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Practice' });
      assert.equal(await edit.getByLabel('Folder id', { exact: true }).inputValue(), 'folder-harbor');
      await edit.getByLabel('Address', { exact: true }).fill('6 Harbor Point');
      await edit.getByRole('button', { name: 'Save' }).click();
      await toast(AdminMessages.practiceEdited).waitFor();
      await row.getByText('6 Harbor Point').waitFor();

      await page.getByRole('button', { name: `Delete ${practiceName}` }).click();
      await page
        .getByRole('dialog')
        .filter({ hasText: AdminMessages.confirmDeletePractice })
        .getByRole('button', { name: 'Confirm' })
        .click();
      await row.waitFor({ state: 'detached' });
      await firstColumn('Practices', DEMO_PRACTICES.length);
    } finally {
      await saveScreenshot(page, t, 'administration-practices-form');
    }
  });
});

describe('Credentials', () => {
  // The demo seed gives each client's first practice the call providers' credentials; this test
  // starts from a practice without any.
  const practice = DEMO_PRACTICES.filter((p) => p.clientId === lakeside._id)[1];
  const seeded = DEMO_PRACTICES.find((p) => p.clientId === lakeside._id);
  const secret = `s3cret-${run}`;

  test('a group of secrets is checked, saved, never listed, and masked until revealed', async (t) => {
    try {
      await page.goto(`${product.baseUrl}/credentials`);
      await page.getByRole('link', { name: 'Add' }).click();
      await page.waitForURL(/\/credentials\/create$/);
      await page.getByText(CredentialMessages.selectClientAndPractice).waitFor();
      await choose(page, 'Client', lakeside.name);
      await page.getByText(CredentialMessages.selectClientAndPractice).waitFor();
      await choose(page, 'Practice', practice.name);

      await page.getByRole('button', { name: 'Credential options' }).click();
      await page.getByRole('menuitem', { name: 'Add Credential' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await toast(CredentialMessages.labelRequired).waitFor();
      await page.getByLabel('Label').fill('Delta Dental portal');
      await page.getByRole('button', { name: 'Save' }).click();
      await toast(CredentialMessages.fieldRequired).waitFor();
      await page.getByRole('button', { name: 'Delete property' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await toast(CredentialMessages.needsProperties).waitFor();
      await page.getByRole('button', { name: 'Add property' }).click();
      await page.getByLabel('Key').fill('password');
      await page.getByLabel('Value').fill(secret);

      // A second group under the same label would be merged into one on saving: it is refused.
      await page.getByRole('button', { name: 'Credential options' }).click();
      await page.getByRole('menuitem', { name: 'Add Credential' }).click();
      await page.getByLabel('Label').nth(1).fill('Delta Dental portal');
      await page.getByLabel('Key').nth(1).fill('user');
      await page.getByLabel('Value').nth(1).fill('front-desk');
      await page.getByRole('button', { name: 'Save' }).click();
      await toast(CredentialMessages.labelTaken).waitFor();
      assert.equal(await page.getByLabel('Label').count(), 2, 'both groups are still there to correct');

      // Deleting one group asks first, then saves the others.
      await page.getByRole('button', { name: 'Delete credential Delta Dental portal' }).nth(1).click();
      await page.getByRole('dialog').filter({ hasText: CredentialMessages.confirmDelete }).getByRole('button', { name: 'Confirm' }).click();
      await toast(CredentialMessages.saved).waitFor();

      // Saved, the editor continues on the set's own page with the client and practice fixed and the value masked.
      await page.waitForURL(/\/credentials\/[0-9a-f]{24}$/);
      await page.getByRole('combobox', { name: 'Client', disabled: true }).waitFor();
      await page.getByRole('combobox', { name: 'Practice', disabled: true }).waitFor();
      assert.equal(await page.getByLabel('Value').inputValue(), MASKED_SECRET);
      await page.getByRole('button', { name: 'Reveal' }).click();
      await page.waitForFunction((value) => [...document.querySelectorAll('input')].some((i) => i.value === value), secret);

      // The list names the client, practice and day, never a value.
      await page.goto(`${product.baseUrl}/credentials`);
      const row = page.getByRole('table', { name: 'Credentials' }).getByRole('row').filter({ hasText: practice.name });
      await row.waitFor();
      assert.match(await row.innerText(), new RegExp(`${lakeside.name}\\s+${practice.name}\\s+\\d{4}-\\d{2}-\\d{2}`));
      assert.ok(!(await page.content()).includes(secret), 'the list shows no secret');
    } finally {
      await saveScreenshot(page, t, 'administration-credentials');
    }
  });

  test('a user without the reveal permission sees the values masked and no Reveal', async (t) => {
    const catalogue = flattenCatalogue(await adminApi('GET', '/api/authz/system/permission'));
    const idOf = (name) => {
      const node = catalogue.find((n) => n.name === name);
      assert.ok(node, `the catalogue has ${name}`);
      return node._id;
    };
    const keeper = { email: `keeper.${run}@dental.local`, password: 'Keeper#2026!' };
    await adminApi('POST', '/api/v2/users/save', {
      payload: {
        firstName: 'Kim',
        lastName: 'Keeper',
        user: keeper.email,
        phone: '15125550166',
        defaultPath: '/credentials',
        password: keeper.password,
        forcePinEmail: false,
        canUseMultiPractice: false,
      },
      practices: [practice._id],
      permission: ['administration', 'clientCredentials'].map(idOf),
      practiceId: practice._id,
    });
    const keeperPage = await newPage(browser, { viewport: { width: 1440, height: 1000 }, errors: browserErrors });
    try {
      await keeperPage.goto(`${product.baseUrl}/login`);
      await signInInBrowser(keeperPage, product, keeper);
      await keeperPage.goto(`${product.baseUrl}/credentials`);
      await keeperPage.getByRole('link', { name: `Edit ${practice.name}` }).click();
      await keeperPage.waitForURL(/\/credentials\/[0-9a-f]{24}$/);
      await keeperPage.getByLabel('Label').waitFor();
      assert.equal(await keeperPage.getByLabel('Label').inputValue(), 'Delta Dental portal');
      assert.equal(await keeperPage.getByLabel('Value').inputValue(), MASKED_SECRET);
      assert.equal(await keeperPage.getByRole('button', { name: 'Reveal' }).count(), 0, 'no Reveal without the permission');
      assert.ok(!(await keeperPage.content()).includes(secret), 'the secret never reaches the page');
    } finally {
      await saveScreenshot(keeperPage, t, 'administration-credentials-masked');
      await keeperPage.context().close();
    }
  });

  test('Clear all Credential asks first, deletes the set and returns to the list', async (t) => {
    try {
      await page.goto(`${product.baseUrl}/credentials`);
      await page.getByRole('link', { name: `Edit ${practice.name}` }).click();
      await page.waitForURL(/\/credentials\/[0-9a-f]{24}$/);
      await page.getByRole('button', { name: 'Clear all Credential' }).click();
      await page
        .getByRole('dialog')
        .filter({ hasText: CredentialMessages.confirmDeleteAll })
        .getByRole('button', { name: 'Confirm' })
        .click();
      await toast(CredentialMessages.deletedAll).waitFor();
      await page.waitForURL(/\/credentials$/);
      // The list shows again (with the demo's seeded set), without this practice's.
      await page.getByRole('table', { name: 'Credentials' }).getByRole('row').filter({ hasText: seeded.name }).waitFor();
      assert.equal(await page.getByRole('row').filter({ hasText: practice.name }).count(), 0, 'the set is gone from the list');
    } finally {
      await saveScreenshot(page, t, 'administration-credentials-cleared');
    }
  });
});

describe('NS keys', () => {
  test('one key per client: required fields, clients with a key not offered, client fixed when editing', async (t) => {
    try {
      await page.goto(`${product.baseUrl}/client-ns`);
      await page.getByRole('link', { name: 'New key' }).click();
      const create = page.getByRole('dialog', { name: 'Create NS' });
      await create.getByRole('button', { name: 'Save' }).click();
      await fieldSays(create, 'Client', NsKeyMessages.clientRequired);
      await fieldSays(create, 'NS', NsKeyMessages.keyRequired);
      await choose(create, 'Client', coastal.name);
      await create.getByLabel('NS', { exact: true }).fill(`ns-coastal-${run}`);
      await create.getByRole('button', { name: 'Save' }).click();
      await create.waitFor({ state: 'detached' });
      const row = page.getByRole('row').filter({ hasText: coastal.name });
      await row.getByText(`ns-coastal-${run}`).waitFor();
      assert.match(await row.innerText(), new RegExp(`${DEMO_ADMIN.firstName} ${DEMO_ADMIN.lastName}|${DEMO_ADMIN.email}`));

      // The client that has a key is no longer offered for a new one.
      await page.getByRole('link', { name: 'New key' }).click();
      const again = page.getByRole('dialog', { name: 'Create NS' });
      await again.getByRole('combobox', { name: 'Client' }).click();
      const offered = await page.getByRole('listbox').getByRole('option').allInnerTexts();
      assert.deepEqual(offered.sort(), [brightSmiles.name, lakeside.name].sort());
      await page.keyboard.press('Escape');
      await again.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('link', { name: `Edit ${coastal.name}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit NS' });
      await edit.getByRole('combobox', { name: 'Client', disabled: true }).waitFor();
      await edit.getByLabel('NS', { exact: true }).fill(`ns-coastal-${run}-2`);
      await edit.getByRole('button', { name: 'Save' }).click();
      await row.getByText(`ns-coastal-${run}-2`).waitFor();
      assert.equal(await page.getByRole('table', { name: 'NS keys' }).locator('tbody tr').count(), 1, 'editing replaced the key');

      await page.getByRole('button', { name: `Delete ${coastal.name}` }).click();
      await page.getByRole('dialog').filter({ hasText: NsKeyMessages.confirmDelete }).getByRole('button', { name: 'Confirm' }).click();
      await row.waitFor({ state: 'detached' });
      assert.deepEqual(browserErrors, [], 'the pages raised errors');
    } finally {
      await saveScreenshot(page, t, 'administration-ns-keys');
    }
  });
});

/** The 'from–to of total' line under a paged table. */
async function pageRange(scope = page) {
  const text = await scope.locator('.MuiTablePagination-displayedRows').innerText();
  const [, from, to, total] = /^(\d+)[–-](\d+) of (\d+)$/.exec(text.trim()) ?? [];
  assert.ok(total, `the pagination reads '${text}'`);
  return { from: Number(from), to: Number(to), total: Number(total) };
}

describe('Bookmarks', () => {
  const bookmarkRows = () => page.getByRole('table', { name: 'Bookmarks' }).locator('tbody tr');
  const code = `BK_${run.toUpperCase()}`;

  test('pages the catalogue, checks the form, and creates, edits and deletes a bookmark', async (t) => {
    try {
      await page.goto(`${product.baseUrl}/bookmarks`);
      await bookmarkRows().first().waitFor();
      const first = await pageRange();
      assert.equal(first.from, 1);
      assert.equal(await bookmarkRows().count(), first.to);
      if (first.total > 25) {
        const firstCode = await bookmarkRows().first().locator('td').first().innerText();
        await page.getByRole('button', { name: 'Go to next page' }).click();
        await page
          .locator('.MuiTablePagination-displayedRows')
          .filter({ hasText: /^26[–-]/ })
          .waitFor();
        // The second page's rows replace the first's.
        await page.waitForFunction(
          (code) => document.querySelector('table[aria-label="Bookmarks"] tbody tr td')?.textContent !== code,
          firstCode,
        );
      }

      await page.getByRole('link', { name: 'New Record' }).click();
      const dialog = page.getByRole('dialog', { name: 'New Bookmark' });
      await dialog.getByTestId('bookmark-bookmark').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
      await toast(TemplateMessages.fillAllFields).waitFor();
      await dialog.getByTestId('bookmark-bookmark').fill(code);
      await dialog.getByTestId('bookmark-label').fill('Waiting period');
      await choose(dialog, 'Type', 'Text');
      await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
      await toast('Bookmark created').waitFor();
      await dialog.waitFor({ state: 'detached' });

      await page.getByLabel('Search').fill(code);
      const row = bookmarkRows().filter({ hasText: code });
      await row.getByText('Waiting period').waitFor();
      assert.equal(await bookmarkRows().count(), 1);

      await page.getByRole('link', { name: `Edit ${code}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Bookmark' });
      await edit.getByTestId('bookmark-label').fill('Waiting period (months)');
      await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
      await toast('Bookmark saved').waitFor();
      await row.getByText('Waiting period (months)').waitFor();

      await page.getByRole('button', { name: `Delete ${code}` }).click();
      await page
        .getByRole('dialog')
        .filter({ hasText: 'Are you sure you want to delete this bookmark?' })
        .getByRole('button', { name: 'Confirm' })
        .click();
      await toast('Bookmark deleted').waitFor();
      await row.waitFor({ state: 'detached' });
    } finally {
      await saveScreenshot(page, t, 'administration-bookmarks');
    }
  });
});

describe('Flag Color', () => {
  const name = `Urgent ${run}`;

  test("checks the colour form, and creates, edits and deletes a client's colour", async (t) => {
    try {
      await page.goto(`${product.baseUrl}/colors`);
      await page.getByRole('link', { name: 'Create new Color' }).waitFor();
      // The client filter applies after react-admin's debounce; a form opened before it would be reset
      // (its default client changes) and lose the messages it shows: wait for that client's list first.
      const listed = page.waitForResponse((response) => response.url().includes(lakeside._id) && response.request().method() === 'GET');
      await choose(page, 'Client', lakeside.name);
      await listed;
      await page.getByRole('link', { name: 'Create new Color' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create new Color' });
      await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
      await fieldSays(dialog, 'Name', ColorMessages.nameRequired);
      await fieldSays(dialog, 'Color Priority', ColorMessages.priorityInvalid);
      await dialog.getByTestId('color-name').fill(name);
      await dialog.getByTestId('color-priority').fill('0');
      await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
      await fieldSays(dialog, 'Color Priority', ColorMessages.priorityPositive);
      await dialog.getByTestId('color-priority').fill('7');
      await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
      await toast(ColorMessages.saved).waitFor();
      const row = page.getByRole('table', { name: 'Flag colors' }).locator('tbody tr').filter({ hasText: name });
      assert.match((await row.innerText()).replace(/\s+/g, ' '), new RegExp(`${name} #[0-9A-F]{6} 7`));

      await row.getByRole('button', { name: 'Action' }).click();
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Color' });
      assert.equal(await edit.getByTestId('color-name').inputValue(), name);
      await edit.getByTestId('color-priority').fill('8');
      await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
      await toast(ColorMessages.updated).waitFor();
      await row.getByText('8', { exact: true }).waitFor();

      await row.getByRole('button', { name: 'Action' }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      await page.getByRole('dialog').filter({ hasText: ColorMessages.deleteQuestion }).getByRole('button', { name: 'Delete' }).click();
      await toast(ColorMessages.deleted).waitFor();
      await row.waitFor({ state: 'detached' });
      assert.deepEqual(browserErrors, [], 'the pages raised errors');
    } finally {
      await saveScreenshot(page, t, 'administration-colors');
    }
  });
});

describe('Users', () => {
  test("lists the selected client's users and filters them in the Filter popup", async (t) => {
    try {
      await page.goto(`${product.baseUrl}/users`);
      await page.getByText(AdminMessages.selectConnection).waitFor();
      const modal = await openPracticeSelection(page);
      await page.getByTestId('practice-client-picker').selectOption(brightSmiles._id);
      await modal.locator('[data-testid="practice-option"]').first().waitFor();
      await applyPracticeSelection(page);
      await page.goto(`${product.baseUrl}/users`);
      const emails = async (count) => {
        await page.waitForFunction((n) => document.querySelectorAll('table[aria-label="Users"] tbody tr').length === n, count);
        return page.getByRole('table', { name: 'Users' }).locator('tbody tr td:nth-child(4)').allInnerTexts();
      };
      // Bright Smiles' users in the demo data: the administrator and the reviewer.
      assert.deepEqual((await emails(2)).sort(), [DEMO_ADMIN.email, DEMO_REVIEWER.email].sort());
      assert.equal((await pageRange()).total, 2);

      const filter = async (fill, button) => {
        await page.getByRole('button', { name: 'Filter', exact: true }).click();
        const popup = page.getByRole('dialog', { name: 'Filter' });
        await fill(popup);
        await popup.getByRole('button', { name: button }).click();
        await popup.waitFor({ state: 'detached' });
      };
      await filter((popup) => popup.getByLabel('Email').fill('reviewer@'), 'Apply filters');
      assert.deepEqual(await emails(1), [DEMO_REVIEWER.email]);
      await filter((popup) => popup.getByLabel('Last name').fill('nobody-has-this-name'), 'Apply filters');
      await emails(0);
      await filter(async () => undefined, 'Reset');
      await emails(2);
    } finally {
      await saveScreenshot(page, t, 'administration-users');
    }
  });
});
