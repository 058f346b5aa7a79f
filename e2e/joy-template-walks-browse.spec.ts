/**
 * The Joy UI browsing templates do what they show: the rental dashboard narrows its stays by price,
 * type, rating and saved state, sorts them, saves favourites, ties each card to its map marker both
 * ways and tucks the map behind "Show map" on phones; the web blocks gallery jumps to each block,
 * opens its "what's new" disclosure, and its sign-up form refuses bad input field by field and then
 * accepts good input. Both fit a 320 px screen without scrolling sideways.
 */
import { expect, test, type Locator, type Page } from './fixtures';
import { templatePathname } from '../src/templates/templates';

/** The text of what describes `field` (`aria-describedby`): where Joy's FormHelperText puts an error. */
async function describedBy(page: Page, field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const parts = await Promise.all(ids.split(/\s+/).filter(Boolean).map((id) => page.locator(`[id="${id}"]`).textContent()));
  return parts.join(' ');
}

/** Whether the page scrolls sideways (it must not, down to 320 px). */
async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/** The nightly prices of the listed stays, in list order. */
async function prices(cards: Locator): Promise<number[]> {
  const texts = await cards.allTextContents();
  return texts.map((text) => Number(/\$(\d+)\s*a night/.exec(text)?.[1] ?? Number.NaN));
}

/** The ratings of the listed stays, in list order (each card says "Rated 4.8" to screen readers). */
async function ratings(cards: Locator): Promise<number[]> {
  const texts = await cards.allTextContents();
  return texts.map((text) => Number(/Rated\s*(\d\.\d)/.exec(text)?.[1] ?? Number.NaN));
}

const rentals = templatePathname({ product: 'joy-ui', id: 'rental-dashboard' });
const blocks = templatePathname({ product: 'joy-ui', id: 'framesx-web-blocks' });

test('rental dashboard: type, rating and price filters narrow the cards, the count and the markers; Reset brings every stay back', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(rentals);
  const main = page.getByRole('main');
  const count = main.getByRole('status');
  const cards = main.getByRole('list', { name: 'Available stays' }).getByRole('listitem');
  const markers = main.getByRole('region', { name: 'Map' }).getByRole('button');
  await expect(count).toHaveText('12 stays');
  await expect(cards).toHaveCount(12);
  await expect(markers).toHaveCount(12);

  await main.getByRole('checkbox', { name: 'Cabin' }).check();
  await expect(count).toHaveText('3 stays');
  await expect(cards).toHaveCount(3);
  await expect(markers).toHaveCount(3);
  for (const card of await cards.all()) await expect(card).toContainText('Cabin');

  await main.getByRole('radio', { name: '4.5 and up' }).check();
  await expect(count).toHaveText('2 stays');
  for (const rating of await ratings(cards)) expect(rating).toBeGreaterThanOrEqual(4.5);

  // The upper thumb steps down $10 a press: $400 → $180.
  const maximum = main.getByRole('slider', { name: 'Maximum price' });
  await expect(maximum).toHaveAttribute('aria-valuetext', '$400');
  await maximum.focus();
  for (let i = 0; i < 22; i++) await page.keyboard.press('ArrowLeft');
  await expect(maximum).toHaveAttribute('aria-valuetext', '$180');
  await expect(count).toHaveText('1 stay');
  await expect(cards.first()).toContainText('Fernwood Pine Cabin');
  await expect(markers).toHaveCount(1);
  await expect(markers.first()).toHaveAccessibleName('Fernwood Pine Cabin, $150 a night');
  await expect(main.getByRole('slider', { name: 'Minimum price' })).toHaveAttribute('aria-valuetext', '$40');

  await main.getByRole('button', { name: 'Reset filters' }).click();
  await expect(count).toHaveText('12 stays');
  await expect(main.getByRole('checkbox', { name: 'Cabin' })).not.toBeChecked();
  await expect(main.getByRole('radio', { name: 'Any rating' })).toBeChecked();
  await expect(maximum).toHaveAttribute('aria-valuetext', '$400');

  // Nothing saved yet, so "saved only" empties the list, with a way back.
  await main.getByRole('checkbox', { name: 'Saved stays only' }).check();
  await expect(count).toHaveText('0 stays');
  await expect(cards).toHaveCount(0);
  await expect(markers).toHaveCount(0);
  await expect(main).toContainText('No stays match these filters.');
  await main.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(count).toHaveText('12 stays');
});

test('rental dashboard: Sort by orders the stays by price both ways and by rating', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(rentals);
  const main = page.getByRole('main');
  const cards = main.getByRole('list', { name: 'Available stays' }).getByRole('listitem');
  const sort = main.getByRole('button', { name: /^Sort by / });
  await expect(sort).toHaveAccessibleName('Sort by Recommended');
  await expect(cards.first()).toContainText('Harbour Light Loft');

  await sort.click();
  await page.getByRole('menuitemradio', { name: 'Price: low to high' }).click();
  await expect(sort).toHaveAccessibleName('Sort by Price: low to high');
  await expect(cards.first()).toContainText('Snowline Hut');
  const ascending = await prices(cards);
  expect(ascending).toHaveLength(12);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await sort.click();
  await page.getByRole('menuitemradio', { name: 'Price: high to low' }).click();
  await expect(cards.first()).toContainText('Dune Beach House');
  const descending = await prices(cards);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));

  await sort.click();
  await page.getByRole('menuitemradio', { name: 'Top rated' }).click();
  await expect(cards.last()).toContainText('Snowline Hut');
  const rated = await ratings(cards);
  expect(rated.every((rating) => !Number.isNaN(rating))).toBe(true);
  expect(rated).toEqual([...rated].sort((a, b) => b - a));
});

test('rental dashboard: a stay is saved and unsaved with its heart, counted, and shown alone under "Saved stays only"', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(rentals);
  const main = page.getByRole('main');
  const count = main.getByRole('status');
  const cards = main.getByRole('list', { name: 'Available stays' }).getByRole('listitem');
  const save = main.getByRole('button', { name: 'Save Canal View Apartment' });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('0 saved')).toBeVisible();

  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('1 saved')).toBeVisible();
  await main.getByRole('button', { name: 'Save Dune Beach House' }).click();
  await expect(page.getByText('2 saved')).toBeVisible();

  await main.getByRole('checkbox', { name: 'Saved stays only' }).check();
  await expect(count).toHaveText('2 stays');
  await expect(cards.filter({ hasText: 'Canal View Apartment' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Dune Beach House' })).toHaveCount(1);

  // Unsaving under "saved only" takes the stay off the list at once.
  await save.click();
  await expect(count).toHaveText('1 stay');
  await expect(cards.first()).toContainText('Dune Beach House');
  await expect(page.getByText('1 saved')).toBeVisible();
});

test('rental dashboard: a map marker and its card highlight each other, and the marker brings its card into focus', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(rentals);
  const main = page.getByRole('main');
  const map = main.getByRole('region', { name: 'Map' });
  const cards = main.getByRole('list', { name: 'Available stays' }).getByRole('listitem');
  await expect(map).toBeVisible();
  await expect(main.getByRole('button', { name: 'Show map' })).toBeHidden();

  // Pointer on a card: its marker turns solid.
  const canalMarker = map.getByRole('button', { name: 'Canal View Apartment, $120 a night' });
  await expect(canalMarker).not.toHaveClass(/variantSolid/);
  await cards.filter({ hasText: 'Canal View Apartment' }).hover();
  await expect(canalMarker).toHaveClass(/variantSolid/);

  // Pointer on a marker: its card is the highlighted one.
  const duneMarker = map.getByRole('button', { name: 'Dune Beach House, $320 a night' });
  await duneMarker.hover();
  await expect(main.locator('[data-active]')).toHaveCount(1);
  await expect(main.locator('[data-active]')).toContainText('Dune Beach House');

  // Pressing the marker moves focus to the card, in view.
  await duneMarker.click();
  const focused = page.locator(':focus');
  await expect(focused).toContainText('Dune Beach House');
  await expect(focused).toBeInViewport();
  await expect(duneMarker).toHaveClass(/variantSolid/);

  // Keyboard works too: Enter on a focused marker.
  const hutMarker = map.getByRole('button', { name: 'Snowline Hut, $65 a night' });
  await hutMarker.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator(':focus')).toContainText('Snowline Hut');
});

test('rental dashboard on a phone: the map waits behind "Show map" and then sits above the list', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(rentals);
  const main = page.getByRole('main');
  const map = main.getByRole('region', { name: 'Map' });
  const toggle = main.getByRole('button', { name: 'Show map' });
  await expect(map).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(map).toBeVisible();
  await expect(map.getByRole('button')).toHaveCount(12);
  const mapBox = await map.boundingBox();
  const firstCard = await main.getByRole('list', { name: 'Available stays' }).getByRole('listitem').first().boundingBox();
  expect(mapBox && firstCard && mapBox.y < firstCard.y).toBe(true);
  expect(await scrollsSideways(page)).toBe(false);

  await toggle.click();
  await expect(map).toBeHidden();
});

test('web blocks: the jump list reaches every block, each a section with its own h2', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(blocks);
  await expect(page.getByRole('heading', { level: 1, name: 'Web blocks' })).toBeVisible();
  const links = page.getByRole('navigation', { name: 'Blocks' }).getByRole('link');
  expect(await links.count()).toBeGreaterThanOrEqual(6);

  for (const link of await links.all()) {
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^#[a-z-]+$/);
    const block = page.locator(`[id="${href.slice(1)}"]`);
    await expect(block).toHaveCount(1);
    await expect(block.getByRole('heading', { level: 2 })).toHaveCount(1);
  }

  await page.getByRole('navigation', { name: 'Blocks' }).getByRole('link', { name: 'Hero with sign-up form' }).click();
  await expect(page).toHaveURL(/#hero-with-form$/);
  await expect(page.locator('#hero-with-form').getByRole('heading', { level: 2 })).toBeInViewport();

  // A block's call to action leads to the sign-up block too.
  await page.getByRole('navigation', { name: 'Blocks' }).getByRole('link', { name: 'Start-aligned hero' }).click();
  await page.locator('#hero-left').getByRole('link', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/#hero-with-form$/);
});

test('web blocks: the centred hero opens and closes what is new', async ({ page }) => {
  await page.goto(blocks);
  const toggle = page.locator('#hero-centered').getByRole('button', { name: /What.s new in 4\.0/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Public holidays for 60 countries fill themselves in.')).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Public holidays for 60 countries fill themselves in.')).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Public holidays for 60 countries fill themselves in.')).toBeHidden();
});

test('web blocks: the sign-up form refuses a missing or malformed address and missing consent, then accepts a good one', async ({ page }) => {
  await page.goto(blocks);
  const form = page.getByRole('form', { name: 'Early access sign-up' });
  const email = form.getByRole('textbox', { name: 'Work e-mail' });
  const consent = form.getByRole('checkbox', { name: /E-mail me the invitation/ });
  const submit = form.getByRole('button', { name: 'Request access' });
  const status = form.getByRole('status');

  await submit.click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => describedBy(page, email)).toContain('Enter your e-mail address.');
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => describedBy(page, consent)).toContain('Tick the box so we may e-mail your invitation.');
  await expect(email).toBeFocused();
  await expect(status).toHaveText('');

  await email.fill('ada@example');
  await submit.click();
  await expect.poll(() => describedBy(page, email)).toContain('Enter an e-mail address in the form name@example.com.');
  await expect(email).toBeFocused();

  await email.fill('ada@example.com');
  await submit.click();
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await expect(consent).toBeFocused();

  await consent.check();
  await submit.click();
  await expect(consent).not.toHaveAttribute('aria-invalid', 'true');
  await expect(status).toContainText('You are on the list');
  await expect(status).toContainText('ada@example.com');
});

test('both browsing templates fit a 320 px screen without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto(rentals);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('12 stays');
  expect(await scrollsSideways(page)).toBe(false);
  await page.getByRole('button', { name: 'Show map' }).click();
  expect(await scrollsSideways(page)).toBe(false);

  await page.goto(blocks);
  await expect(page.getByRole('heading', { level: 1, name: 'Web blocks' })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  for (const heading of await page.getByRole('main').getByRole('heading', { level: 2 }).all()) {
    const box = await heading.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
  }
});
