import { type APIRequestContext, expect, test } from './fixtures';
import { extractScriptSrcs } from '../scripts/benchLib';

/** The page's `<script src>` bodies, as a modern browser loads them: the same rule as the bench's first-load JavaScript. */
async function firstLoadScripts(request: APIRequestContext, path: string): Promise<string[]> {
  const response = await request.get(path);
  const sources = extractScriptSrcs(await response.text(), response.url());
  expect(sources.length).toBeGreaterThan(0);
  return Promise.all(sources.map(async (src) => (await request.get(src)).text()));
}

for (const path of ['/material-ui/getting-started/installation', '/material-ui/react-button', '/material-ui/api/button', '/experiments/docs/writing-demos', '/', '/material-ui/all-components']) {
  test(`${path} ships no MUI, Emotion, highlighter, editor, transpiler or build-time validation code in its first load`, async ({ request }) => {
    const scripts = await firstLoadScripts(request, path);
    // The last two: Zod and the page registry's own schema messages (src/navigation/registry.ts), which
    // reach the browser if a client component imports anything that imports the registry.
    for (const marker of ['data-emotion', 'MuiButtonBase', 'stylis', 'shiki', 'SettingsDrawer', 'settings-direction', 'disableESTransforms', 'LiveCompileError', 'compressToBase64', 'mui-search-recent', 'does not have ID field', 'ZodError', 'a pathname starts with']) {
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
  await expect(page.locator('[data-demo="BasicButtons"]').getByRole('button', { name: 'Contained' })).toBeVisible();
  await expect(page.locator('[data-demo="BasicButtons"] [data-demo-frame]')).toHaveAttribute('data-live', '');
  expect(loaded.some((body) => body.includes('MuiButtonBase'))).toBe(true);
  // Only this page's demo registry comes: the entries of other pages' demos stay on the server.
  expect(loaded.some((body) => body.includes('material-ui/components/button/demos/BasicButtons'))).toBe(true);
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
  expect(loaded.some((body) => body.includes('disableESTransforms'))).toBe(true);
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
