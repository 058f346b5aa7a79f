/**
 * Pages for machines (issue 18): /llms.txt lists every sitemap page, each page is Markdown at
 * `<path>.md` with its demos' TypeScript source, /llms-full.txt holds the guide pages, and the
 * "Copy page" button copies a page's Markdown with the code blocks' timing.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contentPages } from '../src/navigation/contentSections';
import { expect, test } from './fixtures';

const content = (file: string) => readFileSync(path.join(__dirname, '..', 'content', file), 'utf8').trim();

test('/llms.txt lists every page of the sitemap with an absolute link and a description', async ({ request }) => {
  const llms = await request.get('/llms.txt');
  expect(llms.headers()['content-type']).toContain('text/plain');
  const text = await llms.text();
  expect(text.startsWith('# ')).toBe(true);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  expect(urls.length).toBeGreaterThan(400);
  const listed = new Set([...text.matchAll(/^- \[[^\]]*(?:\\\][^\]]*)*\]\(([^)]+)\)/gm)].map((match) => match[1]));
  expect(urls.filter((url) => !listed.has(url))).toEqual([]);
  expect(text).toMatch(/^- \[Button\]\(\S+\/material-ui\/react-button\): \S.+$/m);
});

test('a plain-text page opened in the browser fetches nothing that is missing: /favicon.ico is the logo', async ({ page, request }) => {
  // Chromium asks for /favicon.ico by itself for a document that names no icon, from the browser
  // process (no page response to wait for); a missing one shows as a console error on the page.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/llms.txt');
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/x-icon');
  const bytes = await icon.body();
  // An icon directory of three images (16, 32 and 48 pixels), each a PNG.
  expect([...bytes.subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0]);
  expect(bytes.subarray(bytes.readUInt32LE(18), bytes.readUInt32LE(18) + 4).toString('latin1')).toBe('\x89PNG');
  // The icon request follows the load; give it time to fail if it were going to.
  await page.waitForTimeout(1_000);
  expect(errors).toEqual([]);
});

test('a component page’s Markdown has its prose, code blocks, API tables and every demo’s TypeScript source', async ({ request }) => {
  const response = await request.get('/material-ui/react-button.md');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toContain('text/markdown');
  const md = await response.text();
  expect(md.startsWith('# Button\n')).toBe(true);
  expect(md).toContain('## Variants');
  expect(md).toContain(content('material-ui/components/button/demos/BasicButtons.tsx'));
  expect(md).not.toContain('Was this page helpful');

  // Base UI: each styling's source, and the CSS module a styling imports.
  const switchMd = await (await request.get('/base-ui/react-switch.md')).text();
  for (const styling of ['system', 'tailwind', 'css']) expect(switchMd).toContain(content(`base-ui/components/switch/demos/BasicSwitch/${styling}.tsx`));
  expect(switchMd).toContain(content('base-ui/components/switch/demos/BasicSwitch/css.module.css'));

  // A generated API page: its props as a Markdown table.
  const api = await (await request.get('/material-ui/api/button.md')).text();
  expect(api).toMatch(/^\| Name \| Type \| Default \| Description \|$/m);
  expect(api).toMatch(/^\| `disableElevation` \| `boolean` \| `false` \| .+ \|$/m);
});

test('/llms-full.txt holds the guide pages’ Markdown, and each page links its Markdown in the head', async ({ page, request }) => {
  const full = await (await request.get('/llms-full.txt')).text();
  const button = await (await request.get('/material-ui/react-button.md')).text();
  expect(full).toContain(button.trim());
  expect(full).not.toContain('# Button API\n');
  await page.goto('/material-ui/react-button');
  await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', /\/material-ui\/react-button\.md$/);
});

test('Copy page copies the page’s Markdown, shows Copied for 2000 ms, and its menu opens the Markdown', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await page.goto('/base-ui/react-switch');
  await page.clock.pauseAt(Date.now() + 10_000);
  const markdown = await (await request.get('/base-ui/react-switch.md')).text();
  await page.getByRole('button', { name: 'Copy page' }).click();
  const copied = page.getByRole('button', { name: 'Copied', exact: true });
  await expect(copied).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Copied to the clipboard' })).toHaveCount(1);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
  await page.clock.runFor(1900);
  await expect(copied).toBeVisible();
  await page.clock.runFor(150);
  await expect(page.getByRole('button', { name: 'Copy page' })).toBeVisible();

  await page.getByRole('button', { name: 'More ways to read this page' }).click();
  const menu = page.getByRole('menu', { name: 'More ways to read this page' });
  await expect(menu.getByRole('menuitem', { name: 'View as Markdown' })).toHaveAttribute('href', '/base-ui/react-switch.md');
  await expect(menu.getByRole('menuitem', { name: 'All pages for AI tools (llms.txt)' })).toHaveAttribute('href', '/llms.txt');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'More ways to read this page' })).toBeFocused();
});

test('the Copy page box has its full size even in a frame painted before its buttons are parsed', async ({ page }) => {
  // On a busy machine the browser may paint while the HTML is still arriving: the box is there, its
  // copy button empty and its menu button not yet parsed. The box must not grow afterwards.
  await page.goto('/material-ui/getting-started/installation');
  const sizes = await page.getByRole('button', { name: 'Copy page' }).evaluate((copy) => {
    const box = copy.parentElement!;
    const size = () => {
      const rect = box.getBoundingClientRect();
      return [Math.round(rect.width), Math.round(rect.height)];
    };
    const full = size();
    const children = [...box.children];
    box.replaceChildren(copy.cloneNode(false));
    const midParse = size();
    box.replaceChildren();
    const empty = size();
    box.replaceChildren(...children);
    return { full, midParse, empty };
  });
  expect(sizes.full[0]).toBeGreaterThan(100);
  expect(sizes.midParse).toEqual(sizes.full);
  expect(sizes.empty).toEqual(sizes.full);
});

test('Copy page says so when the Markdown cannot be fetched, and copies on the next try', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  let fail = true;
  await page.route('**/*.md', (route) => (fail ? route.fulfill({ status: 503, body: 'down' }) : route.continue()));
  await page.goto('/material-ui/react-button');
  await page.getByRole('button', { name: 'Copy page' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The page could not be copied' })).toHaveCount(1);
  fail = false;
  await page.getByRole('button', { name: 'Copy page' }).click();
  await expect(page.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('# Button\n');
});

test('every kind of content page says when it last changed (with no repository configured, it links none for editing); API pages do neither', async ({ page }) => {
  const kinds = ['/material-ui/getting-started/installation', '/material-ui/react-button', '/base-ui/react-dialog', '/base-ui/handbook/styling', '/system/spacing', '/experiments/docs/writing-pages', '/versions'];
  for (const pathname of kinds) {
    const entry = contentPages.find((candidate) => candidate.page.pathname === pathname);
    expect(entry, pathname).toBeDefined();
    await page.goto(pathname);
    const footer = page.locator('article > footer');
    // Edit links need this site's repository (DOCS_REPO_URL): e2e/configured/repository.spec.ts checks them.
    await expect(footer.getByRole('link', { name: 'Edit this page' }), pathname).toHaveCount(0);
    const date = execFileSync('git', ['log', '-1', '--format=%cI', '--', `content/${entry?.file}`], { encoding: 'utf8' }).trim();
    if (date) await expect(footer.locator('time'), pathname).toHaveAttribute('datetime', date);
    await expect(footer.getByText(/^Last updated on \d{1,2} [A-Z][a-z]+ \d{4}$/), pathname).toHaveCount(date ? 1 : 0);
  }
  await page.goto('/material-ui/api/button');
  await expect(page.locator('article > footer').getByRole('link', { name: 'Edit this page' })).toHaveCount(0);
  await expect(page.locator('article > footer time')).toHaveCount(0);
});

test('each page carries Open Graph and Twitter cards whose image is a 1200 × 630 PNG of its title', async ({ page, request }) => {
  for (const pathname of ['/', '/material-ui/react-button', '/base-ui/react-dialog/components-api', '/material-ui/getting-started/templates/blog']) {
    await page.goto(pathname);
    const meta = (key: string) => page.locator(`head meta[property="${key}"], head meta[name="${key}"]`).first().getAttribute('content');
    expect(await meta('og:title'), pathname).toBeTruthy();
    expect(await meta('og:description'), pathname).toBeTruthy();
    expect(await meta('og:url'), pathname).toMatch(pathname === '/' ? /^https?:\/\/[^/]+\/?$/ : new RegExp(`${pathname}$`));
    expect(await meta('twitter:card'), pathname).toBe('summary_large_image');
    const image = await meta('og:image');
    expect(image, pathname).toMatch(/\/og\/.+\.png$/);
    expect(await meta('twitter:image'), pathname).toBe(image);
    const png = await request.get(new URL(image ?? '').pathname);
    expect(png.headers()['content-type'], pathname).toBe('image/png');
    const bytes = await png.body();
    // PNG signature, then the IHDR chunk's width and height.
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  }
});
