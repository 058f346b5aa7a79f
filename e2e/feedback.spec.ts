import Database from 'better-sqlite3';
import { expect, type Page, test } from './fixtures';
import { feedbackDbPath } from './feedbackDb';

const PAGE = '/material-ui/getting-started/installation';
const FAILURE = "Couldn't submit feedback. Please try again later.";

/** Rows the test server's collector stored with `comment`. */
function rowsWithComment(comment: string): { rating: string; pathname: string; section_id: string | null; product_id: string; language: string }[] {
  const db = new Database(feedbackDbPath(Number(process.env.E2E_PORT ?? 3100)), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT rating, pathname, section_id, product_id, language FROM feedback WHERE comment = ?').all(comment) as never[];
  } finally {
    db.close();
  }
}

async function openPage(page: Page) {
  await page.goto(PAGE);
  const control = page.locator('[data-feedback]');
  await expect(control.getByRole('heading', { name: 'Was this page helpful?' })).toBeVisible();
  return control;
}

test('rating a page, commenting and submitting stores the row and remembers the rating', async ({ page }) => {
  const control = await openPage(page);
  const no = control.getByRole('button', { name: 'No', exact: true });
  await expect(no).toHaveAttribute('aria-pressed', 'false');
  await no.click();
  await expect(no).toHaveAttribute('aria-pressed', 'true');
  const comment = `e2e page ${Date.now()}`;
  const box = control.getByRole('textbox', { name: 'What was missing or wrong? (optional)' });
  await expect(box).toBeFocused();
  await box.fill(comment);
  await control.getByRole('button', { name: 'Submit' }).click();
  await expect(control.getByRole('status')).toHaveText('Feedback submitted');
  await expect.poll(() => rowsWithComment(comment)).toEqual([{ rating: 'no', pathname: PAGE, section_id: null, product_id: 'material-ui', language: 'en' }]);
  await page.reload();
  await expect(page.locator('[data-feedback]').getByRole('button', { name: 'No', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test('the prompt follows the rating; Cancel closes the box; Ctrl+Enter submits a section rating', async ({ page }) => {
  const control = await openPage(page);
  await control.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(control.getByRole('textbox', { name: 'What did you find useful? (optional)' })).toBeVisible();
  await control.getByRole('button', { name: 'Cancel' }).click();
  await expect(control.getByRole('textbox')).toHaveCount(0);

  const heading = page.locator('.markdown-body h2').first();
  const sectionId = await heading.getAttribute('id');
  await heading.hover();
  await heading.locator('[data-feedback-section]').click();
  await expect(control.getByRole('heading', { name: /^Was the section “.+” helpful\?$/ })).toBeVisible();
  await control.getByRole('button', { name: 'Yes', exact: true }).click();
  const comment = `e2e section ${Date.now()}`;
  await control.getByRole('textbox').fill(comment);
  await control.getByRole('textbox').press('Control+Enter');
  await expect(control.getByRole('status')).toHaveText('Feedback submitted');
  await expect.poll(() => rowsWithComment(comment).map((row) => row.section_id)).toEqual([sectionId]);
});

for (const [name, fail] of [
  ['the collector is unreachable', (route: import('@playwright/test').Route) => route.abort('connectionrefused')],
  ['the collector answers 500', (route: import('@playwright/test').Route) => route.fulfill({ status: 500, body: '{}' })],
] as const) {
  test(`when ${name}, the failure message shows and the comment is kept for another try`, async ({ page }) => {
    await page.route('**/feedback', fail);
    const control = await openPage(page);
    await control.getByRole('button', { name: 'Yes', exact: true }).click();
    await control.getByRole('textbox').fill('kept comment');
    await control.getByRole('button', { name: 'Submit' }).click();
    await expect(control.getByRole('alert')).toHaveText(FAILURE);
    await expect(control.getByRole('textbox')).toHaveValue('kept comment');
    await page.unroute('**/feedback');
    await control.getByRole('button', { name: 'Submit' }).click();
    await expect(control.getByRole('status')).toHaveText('Feedback submitted');
    await expect(control.getByRole('alert')).toHaveText('');
  });
}
