/**
 * The Joy UI table templates do what they show: the order dashboard searches, filters by status and
 * customer (menu buttons, by mouse and by keyboard), sorts by a header both ways (aria-sort follows), pages, selects rows one by one or a page
 * at once (the select-all box goes indeterminate in between), and its row menu refunds, cancels and
 * views an order; on phones the table scrolls in its own region and the navigation is a drawer that
 * closes on a choice. The file manager switches between its table and grid, sorts by header and by
 * its "Sort by" menu, searches and filters by type, shows the chosen file's details (in a drawer on phones), and
 * adds the files picked through "Upload files" to the list.
 */
import { sweepAxe } from './axe';
import { expect, test, type Locator, type Page } from './fixtures';
import { templatePathname } from '../src/templates/templates';

async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/**
 * The filter button labelled `label`: a menu button named by its label and the choice it shows
 * ("Status All statuses").
 */
function filterButton(page: Page, label: string): Locator {
  return page.getByRole('button', { name: new RegExp(`^${label} `) });
}

/** Picks `choice` in the filter menu labelled `label`; the button then shows it, and the menu is gone. */
async function chooseFilter(page: Page, label: string, choice: string): Promise<void> {
  const button = filterButton(page, label);
  await button.click();
  await page.getByRole('menuitemradio', { name: choice, exact: true }).click();
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(button).toHaveAccessibleName(`${label} ${choice}`);
}

/** The text of cell `index` (among the row's td cells) of every body row. */
async function column(table: Locator, index: number): Promise<string[]> {
  return table.locator('tbody tr').evaluateAll((rows, i) => rows.map((row) => row.querySelectorAll('td')[i]?.textContent?.trim() ?? ''), index);
}

const money = (texts: string[]) => texts.map((text) => Number(text.replace(/[^0-9.]/g, '')));

test('order dashboard: search and the status and customer filters narrow the rows, headers sort both ways, and the pager pages', async ({ page }) => {
  await page.goto(templatePathname({ product: 'joy-ui', id: 'order-dashboard' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const main = page.getByRole('main');
  const table = page.getByRole('table', { name: 'Orders' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(10);
  await expect(main.getByText('1–10 of 32', { exact: true })).toBeVisible();
  // Newest first to begin with.
  await expect(table.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
  await expect(table.locator('tbody th').first()).toHaveText('#2072');

  const search = page.getByRole('searchbox', { name: 'Search orders' });
  await search.fill('#2057');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Elena Sokolova');
  await search.fill('okonkwo');
  await expect(rows).toHaveCount(5);
  for (const row of await rows.all()) await expect(row).toContainText('Ada Okonkwo');
  await expect(main.getByText('1–5 of 5', { exact: true })).toBeVisible();
  await search.fill('nobody at all');
  await expect(table).toContainText('No orders match the search and filters.');
  await table.getByRole('button', { name: 'Clear filters' }).click();
  await expect(search).toHaveValue('');
  await expect(rows).toHaveCount(10);

  await chooseFilter(page, 'Status', 'Pending');
  await expect(main.getByText('1–8 of 8', { exact: true })).toBeVisible();
  expect(new Set(await column(table, 2))).toEqual(new Set(['Pending']));
  await chooseFilter(page, 'Customer', 'Elena Sokolova');
  await expect(rows).toHaveCount(3);
  await expect(table.locator('tbody th')).toHaveText(['#2057', '#2053', '#2042']);
  await chooseFilter(page, 'Status', 'All statuses');
  // From the keyboard: the menu marks the current choice, arrows move, Enter picks, and Escape closes
  // the menu and hands focus back to its button.
  const customer = filterButton(page, 'Customer');
  await customer.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitemradio', { name: 'Elena Sokolova', exact: true })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('menuitemradio', { checked: true })).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(customer).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitemradio', { name: 'All customers', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(customer).toHaveAccessibleName('Customer All customers');
  await expect(main.getByText('1–10 of 32', { exact: true })).toBeVisible();

  // Money starts biggest first; a second click turns it round, and only that column says it is sorted.
  const total = table.getByRole('columnheader', { name: 'Total' });
  await total.getByRole('button').click();
  await expect(total).toHaveAttribute('aria-sort', 'descending');
  const descending = money(await column(table, 4));
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  await total.getByRole('button').click();
  await expect(total).toHaveAttribute('aria-sort', 'ascending');
  const ascending = money(await column(table, 4));
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  expect(ascending[0]).toBeLessThan(descending[descending.length - 1]!);
  await expect(table.getByRole('columnheader', { name: 'Date' })).not.toHaveAttribute('aria-sort', /ascending|descending/);
  await table.getByRole('columnheader', { name: 'Customer' }).getByRole('button').click();
  const customers = await table.locator('tbody td:nth-of-type(4) p:first-child').allTextContents();
  expect(customers).toEqual([...customers].sort((a, b) => a.localeCompare(b, 'en')));

  const first = await table.locator('tbody th').first().textContent();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(main.getByText('11–20 of 32', { exact: true })).toBeVisible();
  expect(await table.locator('tbody th').first().textContent()).not.toBe(first);
  await expect(page.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  await chooseFilter(page, 'Rows per page', '20');
  await expect(main.getByText('1–20 of 32', { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(20);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(main.getByText('21–32 of 32', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
});

test('order dashboard: rows are selected one by one or a page at once, and the row menu refunds, cancels and views an order', async ({ page }) => {
  await page.goto(templatePathname({ product: 'joy-ui', id: 'order-dashboard' }));
  const main = page.getByRole('main');
  const table = page.getByRole('table', { name: 'Orders' });
  const selectAll = table.getByRole('checkbox', { name: 'Select all orders on this page' });
  await expect(main.getByText('0 selected', { exact: true })).toBeVisible();

  await table.getByRole('checkbox', { name: 'Select order #2071' }).check();
  await expect(main.getByText('1 selected', { exact: true })).toBeVisible();
  await expect(selectAll).toBeChecked({ indeterminate: true });
  await selectAll.click();
  await expect(main.getByText('10 selected', { exact: true })).toBeVisible();
  await expect(selectAll).toBeChecked();
  for (const box of await table.locator('tbody').getByRole('checkbox').all()) await expect(box).toBeChecked();
  // A selection on another page is kept while this page is cleared.
  await page.getByRole('button', { name: 'Next page' }).click();
  await table.getByRole('checkbox', { name: 'Select order #2061' }).check();
  await expect(main.getByText('11 selected', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Previous page' }).click();
  await selectAll.click();
  await expect(selectAll).not.toBeChecked();
  await expect(main.getByText('1 selected', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Clear selection' }).click();
  await expect(main.getByText('0 selected', { exact: true })).toBeVisible();

  // #2071 is paid: it can be refunded, not cancelled.
  const paid = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '#2071' }) });
  await expect(paid).toContainText('Paid');
  await paid.getByRole('button', { name: 'Actions for order #2071' }).click();
  await expect(page.getByRole('menuitem', { name: 'Cancel order' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('menuitem', { name: 'Refund' }).click();
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(paid).toContainText('Refunded');
  await expect(page.getByRole('status').filter({ hasText: 'Order #2071 refunded.' })).toBeVisible();
  await paid.getByRole('button', { name: 'Actions for order #2071' }).click();
  await expect(page.getByRole('menuitem', { name: 'Refund' })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  // #2072 is pending: it can be cancelled.
  const pending = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '#2072' }) });
  await pending.getByRole('button', { name: 'Actions for order #2072' }).click();
  await page.getByRole('menuitem', { name: 'Cancel order' }).click();
  await expect(pending).toContainText('Cancelled');
  await expect(page.getByRole('status').filter({ hasText: 'Order #2072 cancelled.' })).toBeVisible();
  await chooseFilter(page, 'Status', 'Cancelled');
  await expect(table.getByRole('rowheader', { name: '#2072' })).toBeVisible();

  // View opens the order as it is now, and Escape hands focus back to the row's menu button.
  const menuButton = pending.getByRole('button', { name: 'Actions for order #2072' });
  await menuButton.click();
  await page.getByRole('menuitem', { name: 'View' }).click();
  const dialog = page.getByRole('dialog', { name: 'Order #2072' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Tomás Ferreira');
  await expect(dialog).toContainText('Cancelled');
  await expect(dialog).toContainText('$20.70');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test('order dashboard at phone width: the table scrolls in its own region, and the navigation drawer opens, is axe clean and closes on a choice', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(templatePathname({ product: 'joy-ui', id: 'order-dashboard' }));
  expect(await scrollsSideways(page)).toBe(false);
  const region = page.getByRole('region', { name: 'Orders table' });
  await expect(region).toHaveAttribute('tabindex', '0');
  expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await expect(page.getByRole('navigation', { name: 'Store' })).toBeHidden();

  const open = page.getByRole('button', { name: 'Open navigation' });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer).toBeVisible();
  // The modal drawer hides the rest of the page from assistive technology, the button with it.
  await expect(page.locator('button[aria-label="Open navigation"]')).toHaveAttribute('aria-expanded', 'true');
  const nav = drawer.getByRole('navigation', { name: 'Store' });
  await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  expect((await sweepAxe(page).violations()).map((violation) => violation.id)).toEqual([]);

  await nav.getByRole('link', { name: 'Customers' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeFocused();
  await page.getByRole('button', { name: 'Go to orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeFocused();

  // Escape closes the drawer too, handing focus back to the button that opened it.
  await open.click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(open).toBeFocused();
});

test('files: the table sorts by its headers and the "Sort by" menu, search and type narrow the list, and the grid shows the same files', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(templatePathname({ product: 'joy-ui', id: 'files' }));
  const table = page.getByRole('table', { name: 'Files' });
  const names = table.locator('tbody th');
  await expect(names).toHaveCount(16);
  await expect(names.first()).toHaveText('Harbour festival brief.docx');
  await expect(filterButton(page, 'Sort by')).toHaveAccessibleName('Sort by Newest first');

  const name = table.getByRole('columnheader', { name: 'Name' });
  await name.getByRole('button').click();
  await expect(name).toHaveAttribute('aria-sort', 'ascending');
  const az = await names.allTextContents();
  expect(az).toEqual([...az].sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' })));
  // Numbers in names sort as numbers.
  expect(az.indexOf('Meeting notes 2.txt')).toBeLessThan(az.indexOf('Meeting notes 12.txt'));
  await expect(filterButton(page, 'Sort by')).toHaveAccessibleName('Sort by Name, A to Z');
  await name.getByRole('button').click();
  await expect(name).toHaveAttribute('aria-sort', 'descending');
  expect(await names.allTextContents()).toEqual([...az].reverse());

  const size = table.getByRole('columnheader', { name: 'Size' });
  await size.getByRole('button').click();
  await expect(size).toHaveAttribute('aria-sort', 'descending');
  await expect(names.first()).toHaveText('Brand film rough cut.mp4');
  await expect(name).not.toHaveAttribute('aria-sort', /ascending|descending/);
  await chooseFilter(page, 'Sort by', 'Smallest first');
  await expect(size).toHaveAttribute('aria-sort', 'ascending');
  await expect(names.first()).toHaveText('Website colours.json');
  await expect(table.locator('tbody tr').first()).toContainText('1 KB');

  const search = page.getByRole('searchbox', { name: 'Search files' });
  await search.fill('MEETING');
  await expect(names).toHaveText(['Meeting notes 2.txt', 'Meeting notes 12.txt']);
  await search.fill('');
  await chooseFilter(page, 'Type', 'Image');
  await expect(names).toHaveCount(4);
  for (const cell of await names.all()) await expect(cell).toHaveText(/\.svg$/);

  const gridButton = page.getByRole('button', { name: 'Grid view' });
  await expect(page.getByRole('button', { name: 'Table view' })).toHaveAttribute('aria-pressed', 'true');
  await gridButton.click();
  await expect(gridButton).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Table view' })).toHaveAttribute('aria-pressed', 'false');
  await expect(table).toHaveCount(0);
  const grid = page.getByRole('list', { name: 'Files' });
  await expect(grid.getByRole('listitem')).toHaveCount(4);
  await expect(grid.getByRole('listitem').first()).toContainText('Image');
  await chooseFilter(page, 'Type', 'All types');
  await expect(grid.getByRole('listitem')).toHaveCount(16);
  await search.fill('zebra');
  await expect(page.getByRole('main')).toContainText('No files match the search and type.');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(grid.getByRole('listitem')).toHaveCount(16);
});

test('files: choosing a file shows its details beside the list, and "Upload files" adds the picked files to it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(templatePathname({ product: 'joy-ui', id: 'files' }));
  const main = page.getByRole('main');
  const table = page.getByRole('table', { name: 'Files' });
  await expect(main.getByRole('region', { name: 'Harbour festival brief.docx' })).toBeVisible();

  const budget = table.getByRole('button', { name: 'Q2 budget.xlsx' });
  await budget.click();
  await expect(budget).toHaveAttribute('aria-current', 'true');
  const details = main.getByRole('region', { name: 'Q2 budget.xlsx' });
  await expect(details.getByRole('heading', { level: 2 })).toHaveText('Q2 budget.xlsx');
  for (const text of ['Spreadsheet', '178 KB', 'Apr 9, 2025', 'Farid Haddad', 'Elena Sokolova']) await expect(details).toContainText(text);

  // The button opens the system's file picker, which takes several files.
  await expect(main).toContainText('16 files');
  const chooserOpened = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload files' }).click();
  const chooser = await chooserOpened;
  expect(chooser.isMultiple()).toBe(true);
  await chooser.setFiles({ name: 'Site map.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(2048) });
  await expect(page.getByRole('status').filter({ hasText: 'Uploaded Site map.pdf.' })).toBeVisible();
  await expect(main).toContainText('17 files');
  // Newest first: the upload leads the list, and it is the file shown.
  await expect(table.locator('tbody th').first()).toHaveText('Site map.pdf');
  await expect(table.locator('tbody tr').first()).toContainText('PDF');
  await expect(table.locator('tbody tr').first()).toContainText('2 KB');
  const uploaded = main.getByRole('region', { name: 'Site map.pdf' });
  for (const text of ['PDF', '2 KB', 'Elena Sokolova', 'Nobody yet']) await expect(uploaded).toContainText(text);

  await page.getByLabel('Choose files to upload').setInputFiles([
    { name: 'Logo final.PNG', mimeType: 'image/png', buffer: Buffer.alloc(1536) },
    { name: 'Launch plan.key', mimeType: 'application/octet-stream', buffer: Buffer.alloc(3 * 1024 * 1024) },
  ]);
  await expect(page.getByRole('status').filter({ hasText: 'Uploaded 2 files.' })).toBeVisible();
  await expect(main).toContainText('19 files');
  await expect(table.getByRole('row', { name: /Logo final\.PNG/ })).toContainText('Image');
  await expect(table.getByRole('row', { name: /Launch plan\.key/ })).toContainText('3 MB');
  await chooseFilter(page, 'Type', 'Presentation');
  await expect(table.locator('tbody th')).toHaveText(['Launch plan.key', 'Client pitch – Tidewater.pptx']);
});

test('files at phone width: a chosen file’s details open in a drawer that closes back to the file, with no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(templatePathname({ product: 'joy-ui', id: 'files' }));
  expect(await scrollsSideways(page)).toBe(false);
  await expect(page.getByRole('region', { name: 'Harbour festival brief.docx' })).toBeHidden();
  const region = page.getByRole('region', { name: 'Files table' });
  expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);

  const poster = page.getByRole('button', { name: 'Lighthouse poster.svg' });
  await poster.click();
  const drawer = page.getByRole('dialog', { name: 'Lighthouse poster.svg' });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText('Chloé Marchand');
  await expect(drawer.getByRole('img', { name: /lighthouse/ })).toBeVisible();
  expect((await sweepAxe(page).violations()).map((violation) => violation.id)).toEqual([]);
  await drawer.getByRole('button', { name: 'Close details' }).click();
  await expect(drawer).toBeHidden();
  await expect(poster).toBeFocused();

  await page.getByRole('button', { name: 'Grid view' }).click();
  expect(await scrollsSideways(page)).toBe(false);
  await page.getByRole('button', { name: 'Canyon trail map.svg' }).click();
  await expect(page.getByRole('dialog', { name: 'Canyon trail map.svg' })).toContainText('Elena Sokolova');
});
