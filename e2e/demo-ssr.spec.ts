/**
 * Demos at first paint (issue 19): the build renders each demo into its page, so the HTML shows it
 * before (and without) any script; the browser hydrates that HTML as the demo nears the viewport,
 * keeping its elements, or replaces it in place for a reader whose settings differ from the render.
 */
import type { Browser } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { blockFontFiles, layoutShift, layoutShiftSources, watchLayoutShifts } from './layoutShift';

const BUTTON_PAGE = '/material-ui/react-button';

interface FrameShot {
  name: string;
  width: number;
  height: number;
  text: string;
  /** Area of the demo's own root element inside the frame (0: nothing drawn). */
  drawn: number;
  png: string;
}

/** Each demo frame of the page: its size, its text and a screenshot (base64 PNG). */
async function frameShots(page: Page): Promise<FrameShot[]> {
  const sections = page.locator('section[data-demo]');
  const shots: FrameShot[] = [];
  for (let i = 0; i < (await sections.count()); i++) {
    const section = sections.nth(i);
    const frame = section.locator('[data-demo-frame]');
    await frame.scrollIntoViewIfNeeded();
    const box = await frame.boundingBox();
    if (!box) throw new Error(`demo ${i} has no frame box`);
    shots.push({
      name: (await section.getAttribute('data-demo')) ?? String(i),
      width: box.width,
      height: box.height,
      text: (await frame.innerText()).replace(/\s+/g, ' ').trim(),
      drawn: await frame.evaluate((element) => {
        const root = [...element.children].find((child) => child.getAttribute('tabindex') !== '-1');
        const box = root?.getBoundingClientRect();
        return box ? box.width * box.height : 0;
      }),
      png: (await frame.screenshot({ animations: 'disabled', caret: 'hide' })).toString('base64'),
    });
  }
  return shots;
}

/** Share of pixels whose colour differs by more than `tolerance` in any channel (compared in a canvas of `page`). */
function pixelDifference(page: Page, a: string, b: string, tolerance = 48): Promise<number> {
  return page.evaluate(
    async ([first, second, limit]) => {
      const load = async (data: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        return image;
      };
      const [one, two] = await Promise.all([load(first), load(second)]);
      const width = Math.min(one.width, two.width);
      const height = Math.min(one.height, two.height);
      const pixels = (image: HTMLImageElement) => {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d context');
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, width, height).data;
      };
      const p = pixels(one);
      const q = pixels(two);
      let different = 0;
      for (let i = 0; i < p.length; i += 4) {
        if (Math.abs(p[i]! - q[i]!) > limit || Math.abs(p[i + 1]! - q[i + 1]!) > limit || Math.abs(p[i + 2]! - q[i + 2]!) > limit) different++;
      }
      return different / (width * height);
    },
    [a, b, tolerance] as const,
  );
}

/** A fresh light, left-to-right context of a phone-free desktop size, with or without JavaScript. */
async function newReader(browser: Browser, baseURL: string | undefined, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
  return { context, page: await context.newPage() };
}

test('with JavaScript off, every demo of the Button page is there and looks like its live version', async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  const baseURL = testInfo.project.use.baseURL;
  const off = await newReader(browser, baseURL, false);
  await off.page.goto(BUTTON_PAGE);
  const still = await frameShots(off.page);

  const on = await newReader(browser, baseURL, true);
  await on.page.goto(BUTTON_PAGE);
  await on.page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  // Every demo live first (each hydrates as it nears the viewport), then measured.
  const frames = on.page.locator('section[data-demo] [data-demo-frame]');
  for (let i = 0; i < (await frames.count()); i++) {
    await frames.nth(i).scrollIntoViewIfNeeded();
    await expect(frames.nth(i)).toHaveAttribute('data-live', '');
  }
  const live = await frameShots(on.page);

  expect(still.map((shot) => shot.name)).toEqual(live.map((shot) => shot.name));
  expect(still.length).toBeGreaterThan(5);
  const problems: string[] = [];
  for (const [i, shot] of still.entries()) {
    const other = live[i]!;
    if (shot.drawn === 0) problems.push(`${shot.name}: nothing drawn without JavaScript`);
    if (shot.text !== other.text) problems.push(`${shot.name}: text "${shot.text}" without JavaScript, "${other.text}" live`);
    if (Math.abs(shot.width - other.width) > 2 || Math.abs(shot.height - other.height) > 2) {
      problems.push(`${shot.name}: ${shot.width}×${shot.height} without JavaScript, ${other.width}×${other.height} live`);
    }
    const difference = await pixelDifference(on.page, shot.png, other.png);
    if (difference > 0.01) problems.push(`${shot.name}: ${(difference * 100).toFixed(1)} % of the pixels differ`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
  await off.context.close();
  await on.context.close();
});

test('the page’s HTML holds each demo’s markup and styles, and no demo code loads before a demo nears the viewport', async ({ page, request }) => {
  const html = await (await request.get(BUTTON_PAGE)).text();
  // Emotion's rules for the demos, written beside their markup.
  expect(html).toMatch(/<style data-emotion="demo [^"]+"/);
  expect(html).toContain('MuiButton-root');
  const demoRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_next/static/chunks/')) demoRequests.push(request.url());
  });
  await page.goto(BUTTON_PAGE);
  // The first demo is near the viewport at load; a demo far below it is still the server's HTML.
  const last = page.locator('section[data-demo] [data-demo-frame]').last();
  await expect(page.locator('section[data-demo] [data-demo-frame]').first()).toHaveAttribute('data-live', '');
  await expect(last).not.toHaveAttribute('data-live', '');
  await expect(last.locator('.MuiButtonBase-root, .MuiButton-root').first()).toBeVisible();
});

test('hydration keeps the server’s elements: no remount, no console error, nothing moves', async ({ page }) => {
  await watchLayoutShifts(page);
  // The subject is the demos: a late font swap nudging the page title's row is e2e/fonts.spec.ts's.
  await blockFontFiles(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    // The font files are refused on purpose (blockFontFiles): that refusal is not the page's error.
    if (message.type() === 'error' && !message.location().url.endsWith('.woff2')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(BUTTON_PAGE);
  const last = page.locator('section[data-demo]').last();
  const frame = last.locator('[data-demo-frame]');
  await expect(frame).not.toHaveAttribute('data-live', '');
  // A mark on the server-rendered element: hydration adopts the element, a remount would replace it.
  await frame.locator('button').first().evaluate((button) => Object.assign(button, { __fromServer: true }));
  await frame.scrollIntoViewIfNeeded();
  await expect(frame).toHaveAttribute('data-live', '');
  expect(await frame.locator('button').first().evaluate((button) => (button as HTMLButtonElement & { __fromServer?: boolean }).__fromServer === true)).toBe(true);
  // Hydrated means live: a click ripples (MUI adds the ripple child on pointer down).
  await frame.locator('button').first().dispatchEvent('mousedown');
  await expect(frame.locator('.MuiTouchRipple-child').first()).toBeAttached();
  expect(errors).toEqual([]);
  expect(await layoutShift(page), (await layoutShiftSources(page)).join('\n')).toBe(0);
});

for (const setting of [
  { name: 'right to left', key: 'mui-direction', value: 'rtl', check: async (page: Page) => expect(page.locator('[data-demo-frame] > [data-demo-render]').first()).toHaveAttribute('dir', 'rtl') },
  { name: 'dense', key: 'mui-dense', value: 'true', check: async (page: Page) => expect(page.locator('[data-demo-frame] > [data-demo-render]').first()).toHaveAttribute('data-demo-render', /dense/) },
]) {
  test(`a ${setting.name} reader never sees the server’s rendering: it is hidden in its space, then replaced without a shift`, async ({ page }) => {
    await watchLayoutShifts(page);
    // The subject is the demos: a late font swap nudging the page title's row is e2e/fonts.spec.ts's.
    await blockFontFiles(page);
  // The subject is the demos: a late font swap nudging the page title's row is e2e/fonts.spec.ts's.
  await blockFontFiles(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.location().url.endsWith('.woff2')) errors.push(message.text());
    });
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [setting.key, setting.value] as const);
    // Before any framework script: the server's rendering is in the page, hidden, its space kept.
    // The scripts are held back until that is checked, so a fast hydration cannot win the race.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/_next/static/**/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(BUTTON_PAGE, { waitUntil: 'commit' });
    const first = page.locator('[data-demo-frame] > [data-demo-render]').first();
    await expect(first).toBeAttached();
    expect(await first.evaluate((element) => getComputedStyle(element).visibility)).toBe('hidden');
    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await expect(page.locator('[data-demo-frame]').first()).toHaveAttribute('data-live', '');
    await setting.check(page);
    expect(await first.evaluate((element) => getComputedStyle(element).visibility)).toBe('visible');
    expect(errors).toEqual([]);
    expect(await layoutShift(page), (await layoutShiftSources(page)).join('\n')).toBe(0);
  });
}

test('a demo marked client-only in its folder is not in the HTML, and renders in the browser in its reserved frame', async ({ page, request }) => {
  const pathname = '/experiments/docs/writing-demos';
  const html = await (await request.get(pathname)).text();
  const frameOf = (name: string) => {
    const at = html.indexOf(`data-demo="${name}"`);
    const frame = html.indexOf('data-demo-frame', at);
    return html.slice(frame, html.indexOf('role="toolbar"', frame));
  };
  // The marked demo's frame holds only its focus target; a demo beside it is rendered.
  expect(frameOf('WindowSize')).not.toContain('data-demo-render');
  expect(frameOf('TypedCounter')).toContain('data-demo-render');
  await watchLayoutShifts(page);
  // The subject is the demos: a late font swap nudging the page title's row is e2e/fonts.spec.ts's.
  await blockFontFiles(page);
  await page.goto(pathname);
  const section = page.locator('section[data-demo="WindowSize"]');
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('[data-demo-frame]')).toHaveAttribute('data-live', '');
  const size = page.viewportSize();
  await expect(section.getByText(`${size?.width} × ${size?.height} px`)).toBeVisible();
});
