import { type APIRequestContext, expect, test } from './fixtures';
import { extractScriptSrcs, FIRST_LOAD_BUDGET_BYTES, FIRST_LOAD_FLOOR_PATH, formatKB, gzipSize } from '../scripts/benchLib';

/** The URLs of the page's `<script src>`, as a modern browser loads them: the same rule as the bench's first-load JavaScript. */
async function firstLoadSources(request: APIRequestContext, path: string): Promise<string[]> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  const sources = extractScriptSrcs(await response.text(), response.url());
  expect(sources.length).toBeGreaterThan(0);
  return sources;
}

/** The page's first-load script bodies. */
async function firstLoadScripts(request: APIRequestContext, path: string): Promise<string[]> {
  return Promise.all((await firstLoadSources(request, path)).map(async (src) => (await request.get(src)).text()));
}

/** The page's first-load JavaScript in gzip bytes, measured as `npm run bench` measures it (the bytes served, gzipped at its level). */
async function firstLoadGzipBytes(request: APIRequestContext, path: string): Promise<number> {
  const sizes = await Promise.all((await firstLoadSources(request, path)).map(async (src) => gzipSize(await (await request.get(src)).body())));
  return sizes.reduce((sum, size) => sum + size, 0);
}

// The bound is measured, not written down: the floor is a bare page of this same export
// (src/app/first-load-floor/page.tsx), so it is what Next and the root layout cost every page, and a
// Next upgrade that grows or shrinks the framework moves the bound with it. Only the budget over it is
// fixed (FIRST_LOAD_BUDGET_BYTES, which `npm run bench` prints against too). The floor itself has to stay
// bare for the bound to mean anything: it may load only what every docs page loads, and no island.
test('guide, component and API pages load at most the budget of first-load JavaScript over a bare page of the same build', async ({ request }) => {
  const floorSources = await firstLoadSources(request, FIRST_LOAD_FLOOR_PATH);
  const floorScripts = await firstLoadScripts(request, FIRST_LOAD_FLOOR_PATH);
  // Markers of the app bar's search button and of the feedback control: the 404 page's header, which Next
  // bundles with every route, must not put its islands into the floor (src/layout/OnDemandSiteHeader.tsx).
  for (const marker of ['data-mac', 'mui-feedback-rating']) expect(floorScripts.some((body) => body.includes(marker)), marker).toBe(false);
  const floor = await firstLoadGzipBytes(request, FIRST_LOAD_FLOOR_PATH);
  const over: string[] = [];
  for (const path of ['/material-ui/getting-started/installation', '/material-ui/react-button', '/material-ui/api/button', '/joy-ui/react-button', '/joy-ui/api/button']) {
    const sources = await firstLoadSources(request, path);
    for (const src of floorSources) expect(sources, `${path} loads the floor's ${src}`).toContain(src);
    const bytes = await firstLoadGzipBytes(request, path);
    if (bytes - floor > FIRST_LOAD_BUDGET_BYTES) over.push(`${path}: ${formatKB(bytes)} KB, ${formatKB(bytes - floor)} KB over the floor`);
  }
  expect(over, `floor ${formatKB(floor)} KB gzip, budget ${formatKB(FIRST_LOAD_BUDGET_BYTES)} KB over it`).toEqual([]);
});

// The icon finder is an island over every icon of the package: issue 37 gives it 40 KB over the floor.
test('the icon finder loads at most 40 KB of first-load JavaScript over the floor, and no MUI or icon package code', async ({ request }) => {
  const floor = await firstLoadGzipBytes(request, FIRST_LOAD_FLOOR_PATH);
  const bytes = await firstLoadGzipBytes(request, '/material-ui/material-icons');
  console.log(`Icon finder first-load JavaScript: ${formatKB(bytes)} KB gzip, ${formatKB(bytes - floor)} KB over the floor`);
  expect(bytes - floor, `${formatKB(bytes - floor)} KB over the floor`).toBeLessThanOrEqual(40 * 1024);
  const scripts = await firstLoadScripts(request, '/material-ui/material-icons');
  // Icons come as data files, never as the package's modules; no MUI component code either.
  for (const marker of ['createSvgIcon', 'MuiSvgIcon']) expect(scripts.some((body) => body.includes(marker)), marker).toBe(false);
});

for (const path of ['/material-ui/getting-started/installation', '/material-ui/react-button', '/material-ui/api/button', '/joy-ui/react-button', '/joy-ui/api/button', '/experiments/docs/writing-demos', '/', '/material-ui/all-components']) {
  test(`${path} ships no MUI, Joy UI, Emotion, highlighter, editor, transpiler or build-time validation code, no island of other pages and nothing that opens later in its first load`, async ({ request }) => {
    const scripts = await firstLoadScripts(request, path);
    // Zod and the page registry's own schema messages (src/navigation/registry.ts) reach the browser if a
    // client component imports anything that imports the registry. The islands only some pages render
    // (demo block and toolbar, API layout switch, component filter, theme tool) load when rendered
    // (src/layout/lazyIsland.tsx); the feedback comment box and open menus load when opened.
    // Joy UI's runtime (its theme id, and the site's Joy provider) comes with Joy demos only.
    const markers = ['data-emotion', 'MuiButtonBase', '$$joy', 'joy-demo-mode', 'stylis', 'shiki', 'SettingsDrawer', 'settings-direction', 'disableESTransforms', 'LiveCompileError', 'compressToBase64', 'mui-search-recent', 'does not have ID field', 'ZodError', 'a pathname starts with'];
    const elsewhere = ['data-demo-frame', 'data-toolbar-item', 'data-view-switch', 'data-component-group', 'data-theme-tool-placeholder', 'sectionTitle', 'role^="menuitem"'];
    for (const marker of [...markers, ...elsewhere]) {
      expect(scripts.some((body) => body.includes(marker)), marker).toBe(false);
    }
  });
}

test('the demo runtime arrives only with the demo', async ({ page }) => {
  const loaded: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) loaded.push(await response.text().catch(() => ''));
  });
  await page.goto('/material-ui/react-button');
  // The server's HTML shows the demo at once; the runtime comes as it hydrates (it is near the viewport).
  await expect(page.locator('[data-demo="BasicButtons"]').getByRole('button', { name: 'Publish' })).toBeVisible();
  await expect(page.locator('[data-demo="BasicButtons"] [data-demo-frame]')).toHaveAttribute('data-live', '');
  // A response's body is read after the response event, so the positive checks wait for it.
  await expect.poll(() => loaded.some((body) => body.includes('MuiButtonBase'))).toBe(true);
  // Only this page's demo registry comes: the entries of other pages' demos stay on the server.
  await expect.poll(() => loaded.some((body) => body.includes('material-ui/components/button/demos/BasicButtons'))).toBe(true);
  expect(loaded.some((body) => body.includes('base-ui/components/switch/demos/BasicSwitch'))).toBe(false);
});

test('the editor and its transpiler arrive only when editing starts', async ({ page }) => {
  const loaded: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) loaded.push(await response.text().catch(() => ''));
  });
  await page.goto('/experiments/docs/writing-demos');
  const counter = page.locator('[data-demo="TypedCounter"]');
  await expect(counter.getByRole('button', { name: 'Add 2' })).toBeVisible();
  expect(loaded.some((body) => body.includes('disableESTransforms'))).toBe(false);
  await counter.getByRole('button', { name: 'Edit code' }).click();
  await expect(counter.getByRole('textbox')).toBeVisible();
  await expect.poll(() => loaded.some((body) => body.includes('disableESTransforms'))).toBe(true);
});

test('the search dialog, its engine and the index arrive only when search opens', async ({ page }) => {
  const loaded: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js') || response.url().endsWith('.json')) loaded.push(await response.text().catch(() => ''));
  });
  await page.goto('/material-ui/getting-started/installation');
  await expect(page.locator('button[aria-keyshortcuts][data-hydrated]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The dialog code (recent searches), the engine (MiniSearch's messages) and the index (its version field).
  const markers = ['mui-search-recent', 'does not have ID field', '"version":2'];
  for (const marker of markers) expect(loaded.some((body) => body.includes(marker)), marker).toBe(false);
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: 'Search' }).getByRole('combobox')).toBeFocused();
  for (const marker of markers) await expect.poll(() => loaded.some((body) => body.includes(marker)), marker).toBe(true);
});
