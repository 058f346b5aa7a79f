import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';

/** Waits until the layout switch of the first block has hydrated (its buttons carry aria-pressed). */
async function switchReady(page: Page, section = 'Props') {
  const group = page.getByRole('group', { name: `Layout of ${section}` }).first();
  await expect(group.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', /true|false/);
  return group;
}

test('a Material UI API page renders its sections from the installed types', async ({ page }) => {
  await page.goto('/material-ui/api/button');
  await expect(page.getByRole('heading', { level: 1, name: 'Button API' })).toBeVisible();
  for (const id of ['demos', 'import', 'props', 'inheritance', 'theme-default-props', 'css-classes']) {
    await expect(page.locator(`h2#${id}`)).toBeVisible();
  }
  const variant = page.locator('#prop-variant');
  await expect(variant).toHaveAttribute('data-api-kind', 'prop');
  await expect(variant).toContainText("'text'");
  await expect(page.locator('#classes-root')).toContainText('.MuiButton-root');
  await expect(page.getByRole('main').getByRole('link', { name: 'ButtonBase', exact: true }).first()).toHaveAttribute('href', '/material-ui/api/button-base');
  await expect(page.getByRole('main').getByRole('link', { name: 'Button', exact: true })).toHaveAttribute('href', '/material-ui/react-button');
  await expect(page.getByRole('navigation', { name: 'Material UI pages' }).locator('a[aria-current="page"]')).toHaveAttribute('href', '/material-ui/api/button');
  await expect(page.locator('[data-toc]').getByRole('link', { name: 'CSS classes' })).toBeVisible();
  await expect(page.locator('#prop-sx').getByRole('link', { name: 'SxProps' })).toHaveAttribute('href', '/system/getting-started#the-sx-prop');
});

test('Joy UI and System API pages render, with slots where the component has them', async ({ page }) => {
  await page.goto('/joy-ui/api/button');
  await expect(page.getByRole('heading', { level: 1, name: 'Button API' })).toBeVisible();
  await expect(page.locator('#slot-root')).toHaveAttribute('data-api-kind', 'slot');
  await expect(page.locator('#theme-default-props ~ p').first()).toContainText('JoyButton');
  await page.goto('/system/api/box');
  await expect(page.getByRole('heading', { level: 1, name: 'Box API' })).toBeVisible();
  await expect(page.locator('#prop-sx')).toBeVisible();
});

test('a Base UI component page has tabs leading to its components API page', async ({ page }) => {
  await page.goto('/base-ui/react-switch');
  const tabs = page.getByRole('navigation', { name: 'Page views' });
  await expect(tabs.getByRole('link', { name: 'Demos' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'Components API' }).click();
  await expect(page).toHaveURL(/\/base-ui\/react-switch\/components-api$/);
  await expect(page.getByRole('heading', { level: 2, name: /Switch\.Root/ })).toBeVisible();
  await expect(page.locator('#switch-root-prop-onCheckedChange')).toContainText('eventDetails');
  await expect(page.getByRole('navigation', { name: 'Base UI pages' }).locator('a[aria-current="page"]')).toHaveAttribute('href', '/base-ui/react-switch');
});

test('the layout switch persists across a reload', async ({ page }) => {
  await page.goto('/material-ui/api/slider');
  const block = page.locator('[data-api-view-kind="props"]');
  await expect(block).toHaveAttribute('data-api-view', 'table');
  const group = await switchReady(page);
  await group.getByRole('button', { name: 'Collapsed list' }).click();
  await expect(block).toHaveAttribute('data-api-view', 'collapsed');
  // A collapsed row shows its description once its name (its anchor) is followed.
  const description = page.locator('#prop-orientation').getByText('The component orientation.');
  await expect(description).toBeHidden();
  await page.locator('a[href="#prop-orientation"]').click();
  await expect(description).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('apiPage_props'))).toBe('collapsed');
  await page.reload();
  await expect(block).toHaveAttribute('data-api-view', 'collapsed');
  await expect((await switchReady(page)).getByRole('button', { name: 'Collapsed list' })).toHaveAttribute('aria-pressed', 'true');
  // Slots keep their own choice.
  await expect(page.locator('[data-api-view-kind="slots"]')).toHaveAttribute('data-api-view', 'table');
});

test('a prop anchor link scrolls to its row', async ({ page }) => {
  await page.goto('/material-ui/api/slider');
  const row = page.locator('#prop-orientation');
  await expect(row).not.toBeInViewport();
  await page.locator('a[href="#prop-orientation"]').click();
  await expect(page).toHaveURL(/#prop-orientation$/);
  await expect(row).toBeInViewport();
  await page.goto('/material-ui/api/button#prop-variant');
  await expect(page.locator('#prop-variant')).toBeInViewport();
});

test('API pages pass axe in every layout', async ({ page }) => {
  test.setTimeout(120_000);
  for (const view of ['table', 'expanded', 'collapsed']) {
    await page.addInitScript((v) => {
      for (const kind of ['props', 'slots', 'classes']) localStorage.setItem(`apiPage_${kind}`, v);
    }, view);
    for (const path of ['/material-ui/api/slider', '/base-ui/react-slider/components-api']) {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
      expect(results.violations.map((v) => `${view} ${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  }
});
