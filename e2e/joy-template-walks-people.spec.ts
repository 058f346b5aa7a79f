/**
 * The Joy UI people templates do what they show: the team directory searches, filters, counts and
 * empties with a way back, and opens a profile drawer that gives focus back when it closes; the
 * profile dashboard validates, counts the bio, saves, cancels to the saved values and keeps its tabs'
 * content; the sign-in side form refuses bad input field by field, shows the password on request,
 * signs in, and keeps its picture for wide screens.
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

test('team: search, role and location filters narrow the cards and the count; an empty result offers Clear filters', async ({ page }) => {
  await page.goto(templatePathname({ product: 'joy-ui', id: 'team' }));
  const main = page.getByRole('main');
  const count = main.getByRole('status');
  const cards = main.getByRole('list', { name: 'People' }).getByRole('listitem');
  await expect(count).toHaveText('16 people');
  await expect(cards).toHaveCount(16);

  // A person without a portrait shows their initials.
  await expect(cards.filter({ hasText: 'Inès Moreau' })).toContainText('IM');

  const search = main.getByRole('searchbox', { name: 'Search people' });
  await search.fill('tanaka');
  await expect(count).toHaveText('1 person');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Hiro Tanaka');
  // The search covers the city too, without its accent rules getting in the way.
  await search.fill('ines lisbon');
  await expect(count).toHaveText('1 person');
  await search.fill('');
  await expect(count).toHaveText('16 people');

  // The filters are menu buttons named by their label and the choice they show; each choice in the
  // menu says how many people it would show.
  const role = main.getByRole('button', { name: /^Role / });
  const location = main.getByRole('button', { name: /^Location / });
  await expect(role).toHaveAccessibleName('Role All roles');
  await role.click();
  await expect(page.getByRole('menuitemradio', { name: 'All roles' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menuitemradio', { name: 'Designer (3)' }).click();
  await expect(role).toHaveAccessibleName('Role Designer');
  await expect(count).toHaveText('3 people');
  for (const card of await cards.all()) await expect(card).toContainText('Designer');

  await location.click();
  await page.getByRole('menuitemradio', { name: /^Lisbon/ }).click();
  await expect(count).toHaveText('1 person');
  await expect(cards.first()).toContainText('Ben Carvalho');

  // Researchers in Lisbon: none, so the empty state with its way back.
  await role.click();
  // Lisbon has no researchers, and the menu says so before the choice is made.
  await expect(page.getByRole('menuitemradio', { name: 'Researcher (0)' })).toBeVisible();
  await page.getByRole('menuitemradio', { name: /^Researcher/ }).click();
  await expect(count).toHaveText('0 people');
  await expect(cards).toHaveCount(0);
  await expect(main.getByRole('heading', { name: 'No one matches these filters' })).toBeVisible();
  await main.getByRole('button', { name: 'Clear filters' }).click();
  await expect(count).toHaveText('16 people');
  await expect(cards).toHaveCount(16);
  await expect(role).toHaveAccessibleName('Role All roles');
  await expect(location).toHaveAccessibleName('Location All locations');
});

test('team: a profile opens in a drawer, closes with Escape or its close button, and focus returns to the card', async ({ page }) => {
  await page.goto(templatePathname({ product: 'joy-ui', id: 'team' }));
  const open = page.getByRole('button', { name: 'View profile of Hiro Tanaka' });
  await open.click();
  const drawer = page.getByRole('dialog', { name: 'Hiro Tanaka' });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText('Osaka');
  await expect(drawer).toContainText('hiro.tanaka@harbourline.example');
  await expect(drawer).toContainText('August 2017');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(open).toBeFocused();

  const other = page.getByRole('button', { name: 'View profile of Priya Nair' });
  await other.click();
  const second = page.getByRole('dialog', { name: 'Priya Nair' });
  await expect(second).toContainText('Nairobi');
  await second.getByRole('button', { name: 'Close profile' }).click();
  await expect(second).toBeHidden();
  await expect(other).toBeFocused();
});

test('team: on a phone the cards stack in one column and the page does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto(templatePathname({ product: 'joy-ui', id: 'team' }));
  const cards = page.getByRole('list', { name: 'People' }).getByRole('listitem');
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  expect(await scrollsSideways(page)).toBe(false);
});

test('profile dashboard: a bad profile is refused field by field, the bio is counted, Save keeps it and Cancel goes back to it', async ({ page }) => {
  await page.goto(templatePathname({ product: 'joy-ui', id: 'profile-dashboard' }));
  const form = page.getByRole('form', { name: 'Profile' });
  const name = form.getByRole('textbox', { name: /^Name/ });
  const email = form.getByRole('textbox', { name: /^E-mail/ });
  const bio = form.getByRole('textbox', { name: 'Bio' });
  const status = page.getByRole('main').getByRole('status');
  const avatarsOf = (file: string) => page.getByRole('main').locator(`img[src="/static/images/avatars/${file}.svg"]`);

  await expect.poll(() => describedBy(page, bio)).toContain('170 / 275 characters');
  await bio.fill('x'.repeat(280));
  await expect.poll(() => describedBy(page, bio)).toContain('280 / 275 characters');
  await name.fill('');
  await email.fill('elena@');
  await expect(status).toContainText('Unsaved changes');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => describedBy(page, name)).toContain('Enter your name.');
  await expect.poll(() => describedBy(page, email)).toContain('Enter an e-mail address like name@example.com.');
  await expect.poll(() => describedBy(page, bio)).toContain('Shorten your bio to 275 characters (5 over).');
  await expect(status).not.toContainText('Profile saved');

  await name.fill('Elena Petrova-Lind');
  await email.fill('elena@quillpoint.example');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(bio).toBeFocused();
  await bio.fill('Field studies and interviews for the editor.');
  await expect.poll(() => describedBy(page, bio)).toContain('44 / 275 characters');
  await form.getByRole('combobox', { name: 'Time zone' }).click();
  await page.getByRole('option', { name: '(UTC+09:00) Tokyo' }).click();
  const photos = form.getByRole('radiogroup', { name: 'Choose photo' });
  await expect(photos.getByRole('radio', { name: /curly red hair/ })).toBeChecked();
  await photos.getByRole('radio', { name: /afro/ }).check();
  await expect(avatarsOf('grace')).toHaveCount(1);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(status).toContainText('Profile saved');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  // The saved photo and e-mail now head the page and the preview.
  await expect(page.getByRole('main')).toContainText('Signed in as elena@quillpoint.example');
  await expect(avatarsOf('grace')).toHaveCount(3);
  await expect(avatarsOf('elena')).toHaveCount(1);

  await name.fill('Someone Else');
  await photos.getByRole('radio', { name: /No photo/ }).check();
  await expect(status).not.toContainText('Profile saved');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(name).toHaveValue('Elena Petrova-Lind');
  await expect(bio).toHaveValue('Field studies and interviews for the editor.');
  await expect(photos.getByRole('radio', { name: /afro/ })).toBeChecked();
  await expect(form.getByRole('combobox', { name: 'Time zone' })).toContainText('Tokyo');
  await expect(status).toContainText('Changes discarded');
});

test('profile dashboard: the other tabs hold their own sections, and the form keeps its edits across them', async ({ page }) => {
  await page.goto(templatePathname({ product: 'joy-ui', id: 'profile-dashboard' }));
  const tabs = page.getByRole('main').getByRole('tablist');
  await expect(tabs.getByRole('tab')).toHaveText(['Profile', 'Settings', 'Team', 'Plan', 'Billing']);
  await page.getByRole('textbox', { name: 'Role' }).fill('Head of research');

  await tabs.getByRole('tab', { name: 'Settings' }).click();
  await expect(tabs.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  const summary = page.getByRole('switch', { name: 'Weekly summary' });
  await expect(summary).not.toBeChecked();
  await summary.check();
  await expect(summary).toBeChecked();

  await tabs.getByRole('tab', { name: 'Team' }).click();
  await expect(page.getByRole('list', { name: 'Teammates' }).getByRole('listitem')).toHaveCount(5);

  await tabs.getByRole('tab', { name: 'Plan' }).click();
  await expect(page.getByRole('progressbar', { name: 'Seats' })).toHaveAttribute('aria-valuenow', '80');
  await expect(page.getByRole('main')).toContainText('$96');

  await tabs.getByRole('tab', { name: 'Billing' }).click();
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices.getByRole('row')).toHaveCount(5);
  await expect(invoices.getByRole('row').nth(1)).toContainText('QP-2025-02');
  await expect(invoices.getByRole('row').nth(1)).toContainText('Due');

  await tabs.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('switch', { name: 'Weekly summary' })).toBeChecked();
  await tabs.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByRole('textbox', { name: 'Role' })).toHaveValue('Head of research');
});

test('profile dashboard: at 320 px the form and the tabs fit without sideways page scroll', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto(templatePathname({ product: 'joy-ui', id: 'profile-dashboard' }));
  await expect(page.getByRole('form', { name: 'Profile' })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await page.getByRole('tab', { name: 'Billing' }).click();
  await expect(page.getByRole('table', { name: 'Invoices' })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
});

test('sign-in side: each bad field gets its own error, the password can be shown, and a valid form signs in', async ({ page }) => {
  await page.goto(templatePathname({ product: 'joy-ui', id: 'sign-in-side' }));
  const form = page.getByRole('form', { name: 'Sign in' });
  const email = form.getByRole('textbox', { name: /^E-mail/ });
  const password = form.getByLabel(/^Password/);
  const status = page.getByRole('main').getByRole('status');

  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => describedBy(page, email)).toContain('Enter your e-mail address.');
  await expect.poll(() => describedBy(page, password)).toContain('Enter your password.');

  await email.fill('ada@example');
  await password.fill('short');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => describedBy(page, email)).toContain('Enter an e-mail address like name@example.com.');
  await expect.poll(() => describedBy(page, password)).toContain('Passwords have at least 8 characters; this one has 5.');
  await expect(status).not.toContainText('Signed in');

  await email.fill('ada@example.com');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(password).toBeFocused();
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');

  await expect(password).toHaveAttribute('type', 'password');
  await form.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await form.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');

  await password.fill('lovelace1815');
  await form.getByRole('checkbox', { name: 'Remember me' }).check();
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(status).toContainText('Signed in as ada@example.com');
  await expect(status).toContainText('remember you for 30 days');
  await expect(status).not.toContainText('lovelace1815');
});

test('sign-in side: "Forgot your password?" asks for the e-mail, checks it, and returns focus', async ({ page }) => {
  await page.goto(templatePathname({ product: 'joy-ui', id: 'sign-in-side' }));
  await page.getByRole('textbox', { name: /^E-mail/ }).fill('grace@example.com');
  const forgot = page.getByRole('button', { name: 'Forgot your password?' });
  await forgot.click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  const resetEmail = dialog.getByRole('textbox', { name: /^E-mail/ });
  await expect(resetEmail).toHaveValue('grace@example.com');
  await resetEmail.fill('grace');
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect.poll(() => describedBy(page, resetEmail)).toContain('Enter an e-mail address like name@example.com.');
  await resetEmail.fill('grace@example.org');
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main').getByRole('status')).toContainText('If grace@example.org has a Ridgeline account');
  await expect(forgot).toBeFocused();
});

test('sign-in side: the picture sits beside the form on wide screens and steps aside on phones', async ({ page }) => {
  const picture = () => page.getByRole('img', { name: 'Snow-capped mountains above green hills under a pale sky' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(templatePathname({ product: 'joy-ui', id: 'sign-in-side' }));
  await expect(picture()).toBeVisible();
  const formBox = await page.getByRole('form', { name: 'Sign in' }).boundingBox();
  const pictureBox = await picture().boundingBox();
  // Side by side: the picture's box spans the form's height band and has half the width to itself.
  expect(pictureBox!.y).toBeLessThan(formBox!.y + formBox!.height);
  expect(pictureBox!.y + pictureBox!.height).toBeGreaterThan(formBox!.y);
  expect(pictureBox!.width).toBeGreaterThan(400);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(picture()).toBeHidden();
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
});
