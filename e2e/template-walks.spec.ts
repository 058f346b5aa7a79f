/**
 * The templates do what they show (issue 16): the forms refuse bad input with the error tied to its
 * field and accept good input, the checkout walks its three steps and keeps what was typed when going
 * back, the dashboard's orders table sorts and pages, the pricing switch changes the prices, and the
 * sticky footer sits at the bottom of a short page.
 */
import { expect, test, type Locator, type Page } from './fixtures';
import { templatePathname } from '../src/templates/templates';

/** The text of the element that describes `field` (`aria-describedby`), where a field's error lives. */
async function descriptionOf(page: Page, field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(ids.split(/\s+/).filter(Boolean).map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}

test('sign-in: an empty or malformed form is refused with each error tied to its field; a valid one is accepted', async ({ page }) => {
  await page.goto(templatePathname({ product: 'material-ui', id: 'sign-in' }));
  const form = page.getByRole('form', { name: 'Sign in with e-mail' });
  const email = form.getByRole('textbox', { name: 'E-mail address' });
  const password = form.getByLabel(/^Password/);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => descriptionOf(page, email)).toContain('Enter your e-mail address.');
  await expect.poll(() => descriptionOf(page, password)).toContain('Enter a password.');
  await expect(email).toBeFocused();

  await email.fill('ada.example.com');
  await password.fill('short');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => descriptionOf(page, email)).toContain('Enter an e-mail address in the form name@example.com.');
  await expect.poll(() => descriptionOf(page, password)).toContain('Still needed: at least 8 characters, a digit.');
  await expect(page.getByRole('status').filter({ hasText: 'Signed in' })).toHaveCount(0);

  await email.fill('ada@example.com');
  await password.fill('lovelace1815');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Signed in (demo)' })).toContainText('ada@example.com');
});

test('sign-up: the terms and every field are checked, the password can be shown, and a complete form creates the account', async ({ page }) => {
  await page.goto(templatePathname({ product: 'material-ui', id: 'sign-up' }));
  const form = page.getByRole('form', { name: 'Sign up with e-mail' });
  const name = form.getByRole('textbox', { name: 'Full name' });
  const email = form.getByRole('textbox', { name: 'Work e-mail' });
  const password = form.getByLabel(/^Password/);
  const terms = form.getByRole('checkbox', { name: /I agree to the Fernway Terms/ });
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect.poll(() => descriptionOf(page, name)).toContain('Enter your name.');
  await expect.poll(() => descriptionOf(page, email)).toContain('Enter your e-mail address.');
  await expect(terms).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => descriptionOf(page, terms)).toContain('Accept the terms to create an account.');
  await expect(name).toBeFocused();

  await name.fill('Grace Hopper');
  await email.fill('grace@navy.example');
  await password.fill('cobol1959');
  await expect(password).toHaveAttribute('type', 'password');
  await form.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await terms.check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Account created (demo)' })).toContainText('Grace Hopper');
});

test('checkout: each step validates, Back keeps what was typed, and the order is placed after the review', async ({ page }) => {
  await page.goto(templatePathname({ product: 'material-ui', id: 'checkout' }));
  const heading = page.getByRole('heading', { level: 2, name: 'Shipping address' });
  await expect(heading).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  const firstName = page.getByRole('textbox', { name: 'First name' });
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => descriptionOf(page, firstName)).toContain('Enter your first name');
  await expect(heading).toBeVisible();

  const shipping = {
    'First name': 'Ada',
    'Last name': 'Lovelace',
    Email: 'ada@example.com',
    'Street address': '12 Analytical Way',
    'Town or city': 'Portland',
    State: 'OR',
    'ZIP code': '97205',
  };
  for (const [label, value] of Object.entries(shipping)) await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  await page.getByRole('textbox', { name: 'ZIP code', exact: true }).fill('9720');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => descriptionOf(page, page.getByRole('textbox', { name: 'ZIP code', exact: true }))).toContain('Enter a ZIP code like 97205');
  await page.getByRole('textbox', { name: 'ZIP code', exact: true }).fill('97205');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Payment details' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name on card' }).fill('Ada Lovelace');
  const cardNumber = page.getByRole('textbox', { name: 'Card number' });
  await cardNumber.fill('4242 4242 4242 4241');
  await page.getByRole('textbox', { name: 'Expiry date' }).fill('12/39');
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => descriptionOf(page, cardNumber)).toContain('This card number is not valid');
  await cardNumber.fill('4242 4242 4242 4242');

  // Back to the address: every field still holds what was typed.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Shipping address' })).toBeVisible();
  for (const [label, value] of Object.entries(shipping)) await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue(value);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
  await expect(page.getByRole('textbox', { name: 'Name on card' })).toHaveValue('Ada Lovelace');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Review your order' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText('12 Analytical Way');
  await expect(main).toContainText('4242');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Thank you for your order' })).toBeVisible();
  await expect(main).toContainText('We have sent a receipt to ada@example.com');
});

test('dashboard: the orders table sorts by a column both ways (aria-sort follows, money biggest first) and pages through the orders', async ({ page }) => {
  await page.goto(templatePathname({ product: 'material-ui', id: 'dashboard' }));
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeFocused();
  const table = page.getByRole('table', { name: 'Orders' });
  const header = table.getByRole('columnheader', { name: 'Total' });
  const totals = async () =>
    (await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.lastElementChild?.textContent ?? ''))).map((text) => Number(text.replace(/[^0-9.]/g, '')));

  // Money starts biggest first; a second click turns it round.
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  const descending = await totals();
  expect(descending.length).toBeGreaterThan(1);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await totals();
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  expect(ascending[0]).toBeLessThanOrEqual(descending[descending.length - 1]!);
  await expect(table.getByRole('columnheader', { name: 'Customer' })).not.toHaveAttribute('aria-sort', /ascending|descending/);

  const firstOrder = await table.locator('tbody tr th').first().textContent();
  const range = page.locator('.MuiTablePagination-displayedRows');
  await expect(range).toContainText(/^1–10 of \d+/);
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(range).toContainText(/^11–20 of \d+/);
  expect(await table.locator('tbody tr th').first().textContent()).not.toBe(firstOrder);
});

test('pricing: the yearly switch lowers the monthly price and says what is billed', async ({ page }) => {
  await page.goto(templatePathname({ product: 'material-ui', id: 'pricing' }));
  const period = page.getByRole('group', { name: 'Billing period' });
  const main = page.getByRole('main');
  await expect(period.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');
  await expect(main).toContainText('$16');
  await expect(main).not.toContainText('billed yearly');
  await period.getByRole('button', { name: /Yearly/ }).click();
  await expect(period.getByRole('button', { name: /Yearly/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(main).toContainText('billed yearly');
  await expect(main).toContainText('$13.60');
});

test('sticky footer: the footer sits at the bottom of a short page and below the text of a long one', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(templatePathname({ product: 'material-ui', id: 'sticky-footer' }));
  const footer = page.getByRole('contentinfo');
  const bottomGap = async () => page.evaluate(() => {
    const box = document.querySelector('footer')!.getBoundingClientRect();
    return document.documentElement.scrollHeight - (box.bottom + window.scrollY);
  });
  await expect(footer).toBeVisible();
  expect(Math.abs(await bottomGap())).toBeLessThanOrEqual(1);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(900);
  const add = page.getByRole('button', { name: 'Add paragraph' });
  while (await add.isEnabled()) await add.click();
  const footerTop = await footer.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  const lastParagraphBottom = await page.getByRole('main').evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
  expect(footerTop).toBeGreaterThanOrEqual(lastParagraphBottom - 1);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(900);
  expect(Math.abs(await bottomGap())).toBeLessThanOrEqual(1);
});
