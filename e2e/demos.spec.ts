import { expect, test, type Locator, type Page } from './fixtures';

const PAGE = '/experiments/docs/writing-demos';
const STYLING_PAGE = '/base-ui/react-switch';

const demo = (page: Page, name: string) => page.locator(`section[data-demo="${name}"]`);
/** The code view the reader sees (the others are hidden by CSS). */
const visibleCode = (section: Locator) => section.locator('[data-demo-code]:visible pre');
const toolbar = (section: Locator) => section.getByRole('toolbar');

/** The toolbar's handlers are attached (a click before hydration would be lost). */
async function hydrated(section: Locator) {
  await expect(section.locator('[data-hydrated]')).toHaveCount(1);
}

/** Opens `url` and waits until every demo block on it has hydrated. */
async function open(page: Page, url: string) {
  await page.goto(url);
  const sections = page.locator('section[data-demo]');
  await expect(sections.first()).toBeVisible();
  await expect(page.locator('section[data-demo] [data-hydrated]')).toHaveCount(await sections.count());
}

/** The demo runs: its server HTML hydrated (or, client-only, it mounted) once its runtime chunk loaded. */
async function demoReady(section: Locator) {
  await hydrated(section);
  // Demos hydrate as they near the viewport.
  await section.locator('[data-demo-frame]').scrollIntoViewIfNeeded();
  await expect(section.locator('[data-demo-frame]')).toHaveAttribute('data-live', '');
  await expect(section.locator('[data-demo-frame] > :not([tabindex="-1"])').first()).toBeVisible();
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test('TS → JS in one demo switches every demo, persists in a one-year cookie and survives a reload', async ({ page, context }) => {
  await open(page, PAGE);
  const counter = demo(page, 'TypedCounter');
  await counter.getByRole('button', { name: 'Expand code' }).click();
  await expect(visibleCode(counter)).toContainText('interface CounterProps');

  await toolbar(counter).getByRole('button', { name: 'JS', exact: true }).click();
  await expect(visibleCode(counter)).not.toContainText('interface');
  await expect(visibleCode(counter)).toContainText('function Counter({ step = 1 })');
  for (const section of await page.locator('section[data-demo]').all()) {
    await expect(toolbar(section).getByRole('button', { name: 'JS', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(toolbar(section).getByRole('button', { name: 'TS', exact: true })).toHaveAttribute('aria-pressed', 'false');
  }

  const cookie = (await context.cookies()).find((c) => c.name === 'codeVariant');
  expect(cookie?.value).toBe('JS');
  expect(cookie?.path).toBe('/');
  const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(31536000 - 120);
  expect(lifetime).toBeLessThanOrEqual(31536000 + 1);

  await open(page, PAGE);
  await expect(page.locator('html')).toHaveAttribute('data-code-variant', 'JS');
  await demo(page, 'TypedCounter').getByRole('button', { name: 'Expand code' }).click();
  await expect(visibleCode(demo(page, 'TypedCounter'))).not.toContainText('interface');
  await expect(toolbar(demo(page, 'SignUpForm')).getByRole('button', { name: 'JS', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test('a #Name.js link opens that demo’s JavaScript code, for this visit only', async ({ page, context }) => {
  await open(page, `${PAGE}#SignUpForm.js`);
  const form = demo(page, 'SignUpForm');
  await expect(form.getByRole('button', { name: 'Hide code' })).toHaveAttribute('aria-expanded', 'true');
  await expect(visibleCode(form)).toContainText('const handleSubmit = (event) => {');
  await expect(visibleCode(form)).not.toContainText('React.FormEvent');
  // Other demos follow the variant but stay closed.
  await expect(demo(page, 'TypedCounter').getByRole('button', { name: 'Expand code' })).toHaveAttribute('aria-expanded', 'false');
  expect((await context.cookies()).find((c) => c.name === 'codeVariant')).toBeUndefined();
});

test('the copy button copies the source, shows Copied and reverts after 1200 ms', async ({ page }) => {
  await page.clock.install();
  await open(page, PAGE);
  // An installed clock still runs at real speed; paused, only runFor() moves it, so a slow machine cannot eat the margin.
  await page.clock.pauseAt(Date.now() + 10_000);
  const counter = demo(page, 'TypedCounter');
  await counter.getByRole('button', { name: 'Copy the source' }).click();
  const copied = counter.getByRole('button', { name: 'Copied' });
  await expect(copied).toBeVisible();
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard).toContain('interface CounterProps');
  expect(clipboard).toContain('export default function TypedCounter()');
  await page.clock.runFor(1100);
  await expect(copied).toBeVisible();
  await page.clock.runFor(150);
  await expect(counter.getByRole('button', { name: 'Copy the source' })).toBeVisible();
});

test('copy and edit start from the demo’s source data, not from the highlighted text on the page', async ({ page }) => {
  await open(page, PAGE);
  const counter = demo(page, 'TypedCounter');
  await counter.locator('[data-demo-code] pre').evaluateAll((pres) => pres.forEach((pre) => (pre.textContent = 'not the source')));
  await counter.getByRole('button', { name: 'Copy the source' }).click();
  await expect(counter.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('export default function TypedCounter()');
  await counter.getByRole('button', { name: 'Edit code' }).click();
  await expect(counter.getByRole('textbox', { name: 'Edit the TypeScript source of TypedCounter' })).toHaveValue(/interface CounterProps/);
});

test('Ctrl+C over a demo copies its code when no text is selected', async ({ page }) => {
  await open(page, PAGE);
  await page.evaluate(() => navigator.clipboard.writeText('before'));
  const form = demo(page, 'SignUpForm');
  await demoReady(form);
  await form.locator('[data-bg]').first().hover();
  await page.keyboard.press('Control+C');
  await expect(form.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('export default function SignUpForm()');
});

test('editing a demo re-renders it, shows errors inline, and Reset demo restores the original', async ({ page }) => {
  await open(page, PAGE);
  const counter = demo(page, 'TypedCounter');
  await expect(counter.getByRole('button', { name: 'Add 2' })).toBeVisible();
  await counter.getByRole('button', { name: 'Edit code' }).click();
  const editor = counter.getByRole('textbox', { name: 'Edit the TypeScript source of TypedCounter' });
  await expect(editor).toBeFocused();
  const original = await editor.inputValue();
  expect(original).toContain('interface CounterProps');

  await editor.fill(original.replace('Add {step}', 'Plus {step}').replace('step={2}', 'step={5}'));
  await expect(counter.getByRole('button', { name: 'Plus 5' })).toBeVisible();
  await counter.getByRole('button', { name: 'Plus 5' }).click();
  await expect(counter.getByText('Total: 5')).toBeVisible();

  // A syntax error is reported under the editor; the last working version keeps running.
  await editor.fill(original.replace('return <Counter step={2} />;', 'return <Counter step={2} ;'));
  await expect(counter.getByRole('alert')).toContainText('This code does not run');
  await expect(counter.getByRole('button', { name: 'Plus 5' })).toBeVisible();

  await counter.getByRole('button', { name: 'Reset demo' }).click();
  await expect(counter.getByRole('button', { name: 'Add 2' })).toBeVisible();
  await expect(counter.getByRole('textbox', { name: /Edit the TypeScript source/ })).toHaveValue(original);
  await expect(counter.getByRole('alert')).toHaveCount(0);
});

test('a demo that throws shows an error box in its frame and the page keeps working', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await open(page, PAGE);
  const crashing = demo(page, 'CrashingDemo');
  await demoReady(crashing);
  await crashing.getByRole('button', { name: 'Crash this demo' }).click();
  const alert = crashing.getByRole('alert');
  await expect(alert).toContainText('This demo crashed');
  await expect(alert).toContainText('CrashingDemo threw while rendering, on purpose.');
  expect(errors).toEqual([]);

  const counter = demo(page, 'TypedCounter');
  await demoReady(counter);
  await counter.getByRole('button', { name: 'Add 2' }).click();
  await expect(counter.getByText('Total: 2')).toBeVisible();
  await page.getByRole('button', { name: 'Toggle settings' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  await crashing.getByRole('button', { name: 'Reset demo' }).click();
  await expect(crashing.getByRole('button', { name: 'Crash this demo' })).toBeVisible();
});

test('the toolbar is one tab stop; arrow keys, Home and End move between its controls', async ({ page }) => {
  await open(page, PAGE);
  const bar = toolbar(demo(page, 'TypedCounter'));
  const ts = bar.getByRole('button', { name: 'TS', exact: true });
  await ts.focus();
  await expect(bar.locator('[tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await expect(bar.getByRole('button', { name: 'JS', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(bar.getByRole('button', { name: 'Expand code' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(bar.getByRole('button', { name: 'See more' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(ts).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(bar.getByRole('button', { name: 'See more' })).toBeFocused();
  await expect(bar.getByRole('button', { name: 'See more' })).toHaveAttribute('tabindex', '0');
  await expect(ts).toHaveAttribute('tabindex', '-1');

  // The more menu: opens on ArrowDown, Escape returns focus to its button.
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu', { name: 'See more' });
  // No "View the source": the default build names no repository of its own (e2e/configured/repository.spec.ts).
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Copy link to JavaScript source',
    'Copy link to TypeScript source',
    'Open in StackBlitz',
    'Open in CodeSandbox',
  ]);
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(bar.getByRole('button', { name: 'See more' })).toBeFocused();
});

test('Reset focus moves focus to the start of the demo, so Tab enters it', async ({ page }) => {
  await open(page, PAGE);
  const counter = demo(page, 'TypedCounter');
  await demoReady(counter);
  await counter.getByRole('button', { name: 'Reset focus to test keyboard navigation' }).click();
  await page.keyboard.press('Tab');
  await expect(counter.getByRole('button', { name: 'Add 2' })).toBeFocused();
});

test('Copy link to JavaScript source copies the page URL with the demo hash', async ({ page }) => {
  await open(page, PAGE);
  const counter = demo(page, 'TypedCounter');
  await counter.getByRole('button', { name: 'See more' }).click();
  await page.getByRole('menuitem', { name: 'Copy link to JavaScript source' }).click();
  await expect(counter.getByRole('status')).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${new URL(page.url()).origin}${PAGE}#TypedCounter.js`);
});

test('Open in StackBlitz posts the generated project', async ({ page, context }) => {
  let posted = '';
  await context.route('https://stackblitz.com/**', async (route) => {
    posted = route.request().postData() ?? '';
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>ok</title>' });
  });
  await open(page, PAGE);
  const counter = demo(page, 'TypedCounter');
  await counter.getByRole('button', { name: 'See more' }).click();
  const popup = page.waitForEvent('popup');
  await page.getByRole('menuitem', { name: 'Open in StackBlitz' }).click();
  await (await popup).waitForLoadState();
  const fields = new URLSearchParams(posted);
  expect(fields.get('project[files][src/Demo.tsx]')).toContain('export default function TypedCounter()');
  expect(JSON.parse(fields.get('project[files][package.json]') ?? '{}').dependencies['@mui/material']).toMatch(/^\d+\.\d+\.\d+/);
});

test('the styling menu switches a demo’s code and its rendering, and persists', async ({ page, context }) => {
  await open(page, STYLING_PAGE);
  const section = page.locator('section[data-demo]').first();
  await demoReady(section);
  const styling = toolbar(section).getByRole('button', { name: 'Styling: MUI System' });
  await styling.click();
  const menu = page.getByRole('menu', { name: 'Styling: MUI System' });
  await expect(menu.getByRole('menuitemradio')).toHaveText(['✓MUI System', 'Tailwind CSS', 'Plain CSS']);
  await expect(menu.getByRole('menuitemradio', { name: 'MUI System' })).toHaveAttribute('aria-checked', 'true');
  const frame = section.locator('[data-demo-frame]');
  const systemHtml = await frame.innerHTML();
  expect(systemHtml).toMatch(/class="[^"]*\bdemo-[a-z0-9]+/); // Emotion classes of MUI System

  await menu.getByRole('menuitemradio', { name: 'Tailwind CSS' }).click();
  await expect(toolbar(section).getByRole('button', { name: 'Styling: Tailwind CSS' })).toBeFocused();
  await expect(visibleCode(section)).toContainText('className="');
  await expect.poll(() => frame.innerHTML()).not.toMatch(/class="[^"]*\bdemo-[a-z0-9]+/);
  await expect(page.locator('html')).toHaveAttribute('data-code-styling', 'tailwind');
  expect((await context.cookies()).find((c) => c.name === 'codeStyling')?.value).toBe('Tailwind');

  await toolbar(section).getByRole('button', { name: 'Styling: Tailwind CSS' }).click();
  await page.getByRole('menuitemradio', { name: 'Plain CSS' }).click();
  await section.getByRole('button', { name: /Expand code|Show code/ }).click();
  await expect(section.locator('[data-demo-code][data-file="css.module.css"]')).toBeVisible();
  await expect(visibleCode(section).first()).toContainText("from './css.module.css'");
});

test('the page carries only the previews; the full code arrives when the panel first opens, with a retry after a failure', async ({ page }) => {
  const html = await (await page.request.get(PAGE)).text();
  expect(html).toContain('data-kind="preview"');
  expect(html).not.toContain('data-kind="full"');
  await open(page, PAGE);
  const counter = demo(page, 'TypedCounter');
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/static/demos/')) requests.push(new URL(request.url()).pathname);
  });
  let fail = true;
  await page.route('**/static/demos/**', (route) => (fail ? route.fulfill({ status: 503, body: 'down' }) : route.continue()));
  await counter.getByRole('button', { name: 'Expand code' }).click();
  const alert = counter.getByRole('alert');
  await expect(alert).toContainText('The code could not be loaded.');
  fail = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(visibleCode(counter)).toContainText('interface CounterProps');
  await expect(alert).toHaveCount(0);
  expect(requests.every((url) => url.endsWith('/demos/TypedCounter.json'))).toBe(true);

  // Collapsing and expanding again, and switching to JS, use the file already fetched.
  const count = requests.length;
  await counter.getByRole('button', { name: 'Collapse code' }).click();
  await counter.getByRole('button', { name: 'Expand code' }).click();
  await toolbar(counter).getByRole('button', { name: 'JS', exact: true }).click();
  await expect(visibleCode(counter)).toContainText('function Counter({ step = 1 })');
  expect(requests).toHaveLength(count);
});

test('a #tailwind-Name.tsx link picks the styling and the variant', async ({ page }) => {
  await open(page, STYLING_PAGE);
  const name = await page.locator('section[data-demo]').first().getAttribute('data-demo');
  await open(page, `${STYLING_PAGE}#tailwind-${name}.tsx`);
  await expect(page.locator('html')).toHaveAttribute('data-code-styling', 'tailwind');
  await expect(page.locator('html')).toHaveAttribute('data-code-variant', 'TS');
  const section = page.locator(`section[data-demo="${name}"]`);
  await expect(toolbar(section).getByRole('button', { name: 'Styling: Tailwind CSS' })).toBeVisible();
  await expect(section.getByRole('button', { name: /Collapse code|Hide code/ })).toHaveAttribute('aria-expanded', 'true');
});

test('live demos hydrate as they approach the viewport, and stay live; the server’s HTML shows them before', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 800 });
  await open(page, '/material-ui/react-button');
  const frame = (name: string) => demo(page, name).locator('[data-demo-frame]');
  await expect(frame('BasicButtons')).toHaveAttribute('data-live', '');
  const last = page.locator('section[data-demo]').last();
  const lastName = (await last.getAttribute('data-demo')) ?? '';
  // Far below the viewport: the server's rendering, not yet hydrated.
  await expect(frame(lastName).locator(':scope > :not([tabindex="-1"])').first()).toBeAttached();
  await expect(frame(lastName)).not.toHaveAttribute('data-live', '');
  await last.scrollIntoViewIfNeeded();
  await expect(frame(lastName)).toHaveAttribute('data-live', '');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(frame(lastName).locator(':scope > :not([tabindex="-1"])').first()).toBeAttached();
});

test('a demo measured in script follows a change of direction: the tab indicator stays under the selected tab', async ({ page }) => {
  await open(page, '/base-ui/react-tabs');
  const section = demo(page, 'AnimatedIndicatorTabs');
  await section.scrollIntoViewIfNeeded();
  const selected = section.getByRole('tab', { selected: true });
  await expect(selected).toHaveText('Today');
  /** How far the indicator's centre is from the selected tab's, in pixels. */
  const offset = () =>
    section.evaluate((root) => {
      const tab = root.querySelector('[role="tab"][aria-selected="true"]')?.getBoundingClientRect();
      const tabs = root.querySelector('[role="tablist"]');
      // The indicator is the tab list's one child that is not a tab.
      const indicator = [...(tabs?.children ?? [])].find((child) => child.getAttribute('role') !== 'tab')?.getBoundingClientRect();
      if (!tab || !indicator) return Number.NaN;
      return Math.abs(tab.left + tab.width / 2 - (indicator.left + indicator.width / 2));
    });
  await expect.poll(offset).toBeLessThan(2);
  for (const direction of ['rtl', 'ltr'] as const) {
    await page.evaluate((next) => window.__docsDisplay?.setDirection(next), direction);
    await expect(page.locator('html')).toHaveAttribute('dir', direction);
    await expect.poll(offset).toBeLessThan(2);
  }
});

test('a demo follows the site’s colour mode live, and its provider writes nothing of its own', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await open(page, PAGE);
  // Watch <html>'s class from now on: only the site's settings may touch it.
  await page.evaluate(() => {
    const changes: string[] = [];
    (window as unknown as { classChanges: string[] }).classChanges = changes;
    new MutationObserver((records) => records.forEach(() => changes.push(document.documentElement.className))).observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['class'],
    });
  });
  const section = demo(page, 'ColorSchemeMode');
  await demoReady(section);
  const reported = section.getByText(/^useColorScheme\(\)\.mode:/);
  await expect(reported).toHaveText('useColorScheme().mode: system');
  expect(await page.evaluate(() => (window as unknown as { classChanges: string[] }).classChanges)).toEqual([]);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('mui-')))).toEqual([]);

  // One source of the theme variables: the static stylesheet, not a copy injected by each demo provider.
  const rootVariableSheets = await page.evaluate(
    () =>
      [...document.styleSheets].filter((sheet) =>
        [...sheet.cssRules].some(
          (rule) => rule instanceof CSSStyleRule && rule.selectorText.split(',').some((part) => part.trim() === ':root') && rule.style.getPropertyValue('--mui-palette-primary-main') !== '',
        ),
      ).length,
  );
  expect(rootVariableSheets).toBe(1);

  // The drawer changes the mode; the demo reports it in the same tab, without a reload.
  await page.getByRole('button', { name: 'Toggle settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await drawer.getByRole('button', { name: 'Dark', exact: true }).click();
  await expect(reported).toHaveText('useColorScheme().mode: dark');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // The demo's setMode goes through the site's settings: stored under mui-mode, painted on <html>.
  await section.getByRole('button', { name: 'light', exact: true }).click();
  await expect(reported).toHaveText('useColorScheme().mode: light');
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('light');
  await page.getByRole('button', { name: 'Toggle settings' }).click();
  await expect(drawer.getByRole('button', { name: 'Light', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test('an iframe demo keeps its fixed parts in its own frame, follows the settings live and is reached by Tab', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await open(page, PAGE);
  const section = demo(page, 'CheckoutBar');
  const frameBox = section.locator('[data-demo-frame]');
  await frameBox.scrollIntoViewIfNeeded();
  // The page reserved the height it asked for before the demo mounted.
  const reserved = await frameBox.boundingBox();
  expect(reserved?.height).toBeCloseTo(360, 0);
  const iframe = section.getByTitle('CheckoutBar demo, in its own frame');
  await expect(iframe).toBeVisible();
  const frame = section.frameLocator('iframe');
  const bar = frame.getByText('Your basket is empty');
  await expect(bar).toBeVisible();
  expect((await frameBox.boundingBox())?.height).toBeCloseTo(360, 0);

  // The fixed app bar sits at the bottom of the frame, not of the page's window.
  const barBox = await frame.locator('.MuiAppBar-root').boundingBox();
  const iframeBox = await iframe.boundingBox();
  expect(barBox && iframeBox).toBeTruthy();
  expect(Math.abs(barBox!.y + barBox!.height - (iframeBox!.y + iframeBox!.height))).toBeLessThan(2);

  // Tab from the demo's start moves into the frame.
  await section.getByRole('toolbar').getByRole('button', { name: 'Reset focus to test keyboard navigation' }).click();
  await page.keyboard.press('Tab');
  await expect(frame.getByRole('button', { name: 'Add The Left Hand of Darkness to the basket' })).toBeFocused();

  // The Snackbar opens inside the frame too.
  await page.keyboard.press('Enter');
  await expect(frame.getByText('1 in your basket')).toBeVisible();
  await expect(frame.getByRole('alert')).toContainText('Added The Left Hand of Darkness');

  // Dark mode, right to left and density reach the frame without a reload.
  const frameRoot = frame.locator('html');
  await expect(frameRoot).toHaveClass(/\blight\b/);
  await page.getByRole('button', { name: 'Toggle settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await drawer.getByRole('button', { name: 'Dark', exact: true }).click();
  await expect(frameRoot).toHaveClass(/\bdark\b/);
  await drawer.getByRole('button', { name: 'Right to left', exact: true }).click();
  await expect(frameRoot).toHaveAttribute('dir', 'rtl');
  // MUI's styles are flipped in the frame: the list item's action sits on the left.
  const row = frame.getByRole('listitem').first();
  const add = frame.getByRole('button', { name: 'Add The Left Hand of Darkness to the basket' });
  expect((await add.boundingBox())!.x).toBeLessThan((await row.boundingBox())!.x + (await row.boundingBox())!.width / 2);
  // Dense: list items and the toolbar get their dense defaults in the frame as on the page.
  const before = (await row.boundingBox())!.height;
  await drawer.getByRole('button', { name: 'Dense', exact: true }).click();
  await expect.poll(async () => (await row.boundingBox())!.height).toBeLessThan(before);
  await page.keyboard.press('Escape');
  // The frame's canvas has the page's dark demo background (the theme variables reached the frame).
  const frameBackground = await frame.locator('body > div').evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(frameBackground).not.toBe('rgb(255, 255, 255)');
  expect(frameBackground).toBe(await frameBox.evaluate((element) => getComputedStyle(element).backgroundColor));
});
