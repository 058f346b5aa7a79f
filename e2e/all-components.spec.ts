import { sweepAxe } from './axe';
import { expect, test } from './fixtures';

const PAGE = '/material-ui/all-components';

test('All components lists every group with cards that link to their pages, and the filter narrows them', async ({ page }) => {
  await page.goto(PAGE);
  const main = page.locator('article');
  for (const group of ['Inputs', 'Data display', 'Feedback', 'Surfaces', 'Navigation', 'Layout', 'Lab', 'Utils']) {
    await expect(main.getByRole('heading', { level: 2, name: group })).toBeVisible();
  }
  const cards = main.locator('[data-component-card]');
  const total = await cards.count();
  expect(total).toBeGreaterThan(50);
  // Every card has its drawing and a description.
  await expect(main.locator('[data-component-card] svg')).toHaveCount(total);

  const filter = main.getByRole('searchbox', { name: 'Filter components' });
  await filter.fill('menu');
  await expect(main.locator('[data-component-card]:visible')).toHaveCount(1);
  await expect(main.locator('[data-component-filter]').getByRole('status')).toHaveText(`1 of ${total} components`);
  await expect(main.getByRole('heading', { level: 2, name: 'Inputs' })).toBeHidden();
  await expect(main.getByRole('heading', { level: 2, name: 'Navigation' })).toBeVisible();

  await filter.fill('no such widget');
  await expect(main.locator('[data-component-filter]').getByRole('status')).toHaveText('No component matches “no such widget”.');
  await expect(main.locator('[data-component-card]:visible')).toHaveCount(0);

  await filter.press('Escape');
  await expect(filter).toHaveValue('');
  await expect(main.locator('[data-component-card]:visible')).toHaveCount(total);

  await filter.fill('bottom nav');
  await main.getByRole('link', { name: /Bottom Navigation/ }).click();
  await expect(page).toHaveURL(/\/material-ui\/react-bottom-navigation$/);
});

for (const mode of ['light', 'dark'] as const) {
  test(`All components is axe clean (${mode})`, async ({ page }) => {
    await page.addInitScript((m) => localStorage.setItem('mui-mode', m), mode);
    await page.goto(PAGE);
    await expect(page.locator('html')).toHaveClass(mode === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    const results = await sweepAxe(page).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
