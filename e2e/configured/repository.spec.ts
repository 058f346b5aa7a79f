/**
 * With this site's repository configured (DOCS_REPO_URL), "Edit this page", a demo's "View the
 * source" and the app bar's source link point into it, at files that exist in this project. The
 * default build names none, and e2e/machine-pages.spec.ts checks that it links no file at all.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { contentPages } from '../../src/navigation/contentSections';
import { CONFIGURED_REPO_URL } from '../../scripts/configuredBuild';
import { expect, test } from '../fixtures';

test('every kind of content page links its own file in the configured repository for editing; API pages do not', async ({ page }) => {
  const kinds = ['/material-ui/getting-started/installation', '/material-ui/react-button', '/joy-ui/react-button', '/base-ui/react-dialog', '/system/spacing', '/versions'];
  for (const pathname of kinds) {
    const entry = contentPages.find((candidate) => candidate.page.pathname === pathname);
    expect(entry, pathname).toBeDefined();
    // The path exists in this project, so it exists in its repository.
    expect(existsSync(path.join('content', entry?.file ?? '')), pathname).toBe(true);
    await page.goto(pathname);
    await expect(page.locator('article > footer').getByRole('link', { name: 'Edit this page' }), pathname).toHaveAttribute('href', `${CONFIGURED_REPO_URL}/edit/main/content/${entry?.file}`);
  }
  await page.goto('/material-ui/api/button');
  await expect(page.locator('article > footer').getByRole('link', { name: 'Edit this page' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Source code on GitHub' })).toHaveAttribute('href', CONFIGURED_REPO_URL);
});

test('a demo’s “View the source” opens its file in the configured repository', async ({ page }) => {
  await page.goto('/material-ui/react-button');
  const section = page.locator('section[data-demo]').first();
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('[data-demo-frame]')).toHaveAttribute('data-live', '');
  await section.getByRole('button', { name: 'See more' }).click();
  const item = page.getByRole('menuitem', { name: 'View the source in the repository' });
  const href = await item.getAttribute('href');
  expect(href).toMatch(new RegExp(`^${CONFIGURED_REPO_URL.replace(/[.]/g, '\\.')}/blob/main/content/.+\\.tsx$`));
  expect(existsSync(path.join('content', (href ?? '').replace(`${CONFIGURED_REPO_URL}/blob/main/content/`, '')))).toBe(true);
});
