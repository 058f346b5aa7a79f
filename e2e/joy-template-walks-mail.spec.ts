/**
 * The Joy UI mail templates do what they show: the messenger searches its conversations, reads one
 * when it opens (its unread count goes), sends with Enter but not Shift+Enter or a blank message, and
 * moves the conversation to the top; the mail client filters by folder with unread counts, marks a
 * message read and unread again, refuses an invalid message with each error under its field, and
 * files a sent one under Sent. On phones each shows the list or the open item, with a way back.
 */
import { expect, test, type Locator, type Page } from './fixtures';
import { templatePathname } from '../src/templates/templates';

/** The text of the element that describes `field` (`aria-describedby`), where a field's error lives. */
async function descriptionOf(page: Page, field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(ids.split(/\s+/).filter(Boolean).map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}

async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

test('messages: search narrows the conversations, and opening one shows its thread and reads it', async ({ page }) => {
  await page.goto(templatePathname({ product: 'joy-ui', id: 'messages' }));
  const main = page.getByRole('main');
  const list = main.getByRole('region', { name: 'Conversations' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(main.getByText('6 unread messages')).toBeVisible();
  await expect(list.getByRole('button')).toHaveCount(7);

  const search = list.getByRole('searchbox', { name: 'Search conversations' });
  await search.fill('print shop');
  await expect(list.getByRole('button')).toHaveCount(1);
  await expect(list.getByRole('button', { name: /Farid Haddad/ })).toBeVisible();
  await search.fill('Hiro');
  await expect(list.getByRole('button')).toHaveCount(1);
  await expect(list.getByRole('button', { name: /Hiro Nakamura/ })).toBeVisible();
  await search.fill('zebra');
  await expect(list.getByRole('button')).toHaveCount(0);
  await expect(list).toContainText('No conversations match “zebra”.');
  await search.fill('');
  await expect(list.getByRole('button')).toHaveCount(7);

  const farid = list.getByRole('button', { name: /Farid Haddad/ });
  await expect(farid).toContainText('2 unread');
  await farid.click();
  await expect(main.getByRole('heading', { level: 2, name: 'Farid Haddad' })).toBeVisible();
  await expect(farid).toHaveAttribute('aria-current', 'true');
  await expect(farid).not.toContainText('unread');
  await expect(main.getByText('4 unread messages')).toBeVisible();
  await expect(main.getByRole('log', { name: 'Messages with Farid Haddad' })).toContainText('Could you ask the print shop for corrected copies');
});

test('messages: Enter sends and Shift+Enter adds a line; a blank message is not sent; the conversation moves to the top', async ({ page }) => {
  await page.goto(templatePathname({ product: 'joy-ui', id: 'messages' }));
  const main = page.getByRole('main');
  const list = main.getByRole('region', { name: 'Conversations' });
  await list.getByRole('button', { name: /Ada Brennan/ }).click();
  const log = main.getByRole('log', { name: 'Messages with Ada Brennan' });
  const bubbles = log.getByRole('listitem');
  await expect(bubbles).toHaveCount(4);

  const message = main.getByRole('textbox', { name: 'Message' });
  const send = main.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await message.fill('   ');
  await message.press('Enter');
  await expect(bubbles).toHaveCount(4);
  await expect(send).toBeDisabled();

  await message.fill('Monday works.');
  await message.press('Shift+Enter');
  await message.pressSequentially('Shall we say 10am?');
  await expect(message).toHaveValue('Monday works.\nShall we say 10am?');
  await expect(bubbles).toHaveCount(4);
  await message.press('Enter');
  await expect(message).toHaveValue('');
  await expect(bubbles).toHaveCount(5);
  await expect(bubbles.last()).toContainText('Monday works.');
  await expect(bubbles.last()).toContainText('Shall we say 10am?');
  await expect(bubbles.last().locator('time')).toHaveText(/^\d{2}:\d{2}$/);

  // Ada's conversation is now the first, with the reader's message as its preview.
  const first = list.getByRole('button').first();
  await expect(first).toContainText('Ada Brennan');
  await expect(first).toContainText('You: Monday works.');

  await message.fill('  See you then!  ');
  await send.click();
  await expect(bubbles).toHaveCount(6);
  await expect(bubbles.last()).toContainText('See you then!');
  await expect(first).toContainText('You: See you then!');
});

test('messages on a phone: the list and the thread are separate views, with a way back', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(templatePathname({ product: 'joy-ui', id: 'messages' }));
  const main = page.getByRole('main');
  const list = main.getByRole('region', { name: 'Conversations' });
  await expect(list).toBeVisible();
  await expect(main.getByRole('textbox', { name: 'Message' })).toBeHidden();

  const david = list.getByRole('button', { name: /David Osei/ });
  await expect(david).toContainText('3 unread');
  await david.click();
  await expect(list).toBeHidden();
  const heading = main.getByRole('heading', { level: 2, name: 'David Osei' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(main.getByRole('textbox', { name: 'Message' })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);

  await main.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(list).toBeVisible();
  await expect(heading).toBeHidden();
  await expect(david).toBeFocused();
  await expect(david).not.toContainText('unread');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(await scrollsSideways(page)).toBe(false);
});

test('email: folders filter the list with unread counts; opening a message reads it, and it can be marked unread and starred', async ({ page }) => {
  await page.goto(templatePathname({ product: 'joy-ui', id: 'email' }));
  const main = page.getByRole('main');
  const folders = main.getByRole('navigation', { name: 'Folders' });
  const inbox = folders.getByRole('button', { name: /^Inbox/ });
  await expect(inbox).toHaveAttribute('aria-current', 'page');
  await expect(inbox).toContainText('3 unread');
  const list = main.getByRole('region', { name: 'Inbox' });
  await expect(list.getByRole('button')).toHaveCount(7);

  const badges = list.getByRole('button', { name: /Proof of the attendee badges/ });
  await expect(badges).toContainText('Unread');
  const subjectWeight = () => badges.getByText('Proof of the attendee badges').evaluate((element) => Number(getComputedStyle(element).fontWeight));
  await expect.poll(subjectWeight).toBeGreaterThanOrEqual(600);

  await badges.click();
  const reading = main.getByRole('region', { name: 'Proof of the attendee badges' });
  await expect(reading.getByRole('heading', { level: 2 })).toHaveText('Proof of the attendee badges');
  await expect(reading).toContainText('David Osei');
  await expect(badges).not.toContainText('Unread');
  await expect(badges).toHaveAttribute('aria-current', 'true');
  await expect(inbox).toContainText('2 unread');
  await expect.poll(subjectWeight).toBeLessThan(600);

  await reading.getByRole('button', { name: 'Mark as unread' }).click();
  await expect(reading.getByRole('button', { name: 'Mark as read' })).toBeVisible();
  await expect(badges).toContainText('Unread');
  await expect(inbox).toContainText('3 unread');
  await reading.getByRole('button', { name: 'Mark as read' }).click();
  await expect(inbox).toContainText('2 unread');

  const star = reading.getByRole('button', { name: 'Star', exact: true });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  await folders.getByRole('button', { name: /^Starred/ }).click();
  const starred = main.getByRole('region', { name: 'Starred' });
  await expect(starred.getByRole('button')).toHaveCount(4);
  await expect(starred.getByRole('button', { name: /Proof of the attendee badges/ })).toBeVisible();
  await folders.getByRole('button', { name: /^Sent/ }).click();
  await expect(main.getByRole('region', { name: 'Sent' }).getByRole('button')).toHaveCount(2);
  await folders.getByRole('button', { name: /^Drafts/ }).click();
  await expect(main.getByRole('region', { name: 'Drafts' }).getByRole('button')).toHaveCount(1);
});

test('email: compose refuses a message without valid recipients or content, with each error under its field, and files a valid one under Sent', async ({ page }) => {
  await page.goto(templatePathname({ product: 'joy-ui', id: 'email' }));
  const main = page.getByRole('main');
  const compose = main.getByRole('button', { name: 'Compose' });
  await compose.click();
  const dialog = page.getByRole('dialog', { name: 'New message' });
  const to = dialog.getByRole('textbox', { name: 'To', exact: true });
  const subject = dialog.getByRole('textbox', { name: 'Subject' });
  const body = dialog.getByRole('textbox', { name: 'Message' });
  const send = dialog.getByRole('button', { name: 'Send' });
  await expect(to).toBeFocused();

  await send.click();
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(subject).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => descriptionOf(page, to)).toContain('Add at least one recipient.');
  await expect.poll(() => descriptionOf(page, subject)).toContain('Add a subject or write a message.');
  await expect(to).toBeFocused();

  await to.fill('ben@whitlockphoto.example, grace@');
  await send.click();
  await expect.poll(() => descriptionOf(page, to)).toContain('“grace@” is not a valid e-mail address.');
  await expect(to).toBeFocused();

  await to.fill('ben@whitlockphoto.example, grace@harbourhall.example');
  await send.click();
  await expect(to).not.toHaveAttribute('aria-invalid', 'true');
  await expect(subject).toHaveAttribute('aria-invalid', 'true');
  await expect(subject).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toHaveCount(0);

  await subject.fill('Shot list for 24 April');
  await body.fill('Hi both,\n\nThe shot list is in the shared folder.');
  await send.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toContainText('ben@whitlockphoto.example, grace@harbourhall.example');
  await expect(compose).toBeFocused();

  await main.getByRole('navigation', { name: 'Folders' }).getByRole('button', { name: /^Sent/ }).click();
  const sent = main.getByRole('region', { name: 'Sent' });
  await expect(sent.getByRole('button')).toHaveCount(3);
  const row = sent.getByRole('button').first();
  await expect(row).toContainText('Shot list for 24 April');
  await expect(row).toContainText('To: ben@whitlockphoto.example, grace@harbourhall.example');
  await row.click();
  await expect(main.getByRole('heading', { level: 2, name: 'Shot list for 24 April' })).toBeVisible();
  await expect(main.getByRole('article')).toContainText('The shot list is in the shared folder.');
});

test('email on a phone: the open message replaces the list, with a back button, and compose fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(templatePathname({ product: 'joy-ui', id: 'email' }));
  const main = page.getByRole('main');
  const folders = main.getByRole('navigation', { name: 'Folders' });
  const list = main.getByRole('region', { name: 'Inbox' });
  await expect(folders).toBeVisible();
  await expect(list).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);

  const catering = list.getByRole('button', { name: /Catering menu and allergies/ });
  await expect(catering).toContainText('Unread');
  await catering.click();
  await expect(list).toBeHidden();
  await expect(folders).toBeHidden();
  const heading = main.getByRole('heading', { level: 2, name: 'Catering menu and allergies' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(main.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);

  await main.getByRole('button', { name: 'Back to Inbox' }).click();
  await expect(list).toBeVisible();
  await expect(heading).toBeHidden();
  await expect(catering).toBeFocused();
  await expect(catering).not.toContainText('Unread');

  await main.getByRole('button', { name: 'Compose' }).click();
  const dialog = page.getByRole('dialog', { name: 'New message' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
});
