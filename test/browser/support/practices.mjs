/** The footer's 'Select Practices' modal. */

/** Opens the modal; answers it once shown. */
export async function openPracticeSelection(page) {
  await page.getByTestId('practice-selection').click();
  const modal = page.getByTestId('practice-selection-modal');
  await modal.waitFor();
  return modal;
}

/** The practice's option in the modal, optionally only when it is selected. */
export function practiceOption(modal, practiceId, { selected = false } = {}) {
  return modal.locator(`[data-testid="practice-option"][data-practice-id="${practiceId}"]${selected ? '[data-selected="true"]' : ''}`);
}

/** Applies the selection (the page reloads). */
export async function applyPracticeSelection(page) {
  await Promise.all([page.waitForEvent('load'), page.getByTestId('practice-apply').click()]);
}

/** Waits until the footer reads that one practice is selected. */
export async function waitForOnePracticeSelected(page) {
  await page
    .getByTestId('practice-selection')
    .filter({ hasText: /practices selected: 1$/ })
    .waitFor();
}

/**
 * Makes `practice` (of `client`) the one selected practice: picks its client and finds it in the
 * modal, selects it (confirming the replacement of a selection of another client), applies (the
 * page reloads) and waits until the footer reads one practice.
 */
export async function selectOnlyPractice(page, client, practice) {
  const modal = await openPracticeSelection(page);
  await page.getByTestId('practice-client-picker').selectOption(client._id);
  await page.getByTestId('practice-search').fill(practice.name);
  const option = practiceOption(modal, practice._id);
  await option.waitFor();
  if ((await option.getAttribute('data-selected')) !== 'true') {
    await option.click();
    const selected = practiceOption(modal, practice._id, { selected: true });
    const confirm = page.getByTestId('practice-replace-confirm');
    await selected.or(confirm).first().waitFor();
    if (await confirm.isVisible()) await confirm.click();
    await selected.waitFor();
  }
  await applyPracticeSelection(page);
  await waitForOnePracticeSelected(page);
}
