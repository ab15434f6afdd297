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
