import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { demoSite, EmbeddedScreen } from './pages/embedded-screen';
import { signedInAs } from './signed-in';

test.use({ storageState: signedInAs('owner') });

test('a feed manager filters the data view, opens an item and downloads the filtered view', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/overview\/account\/\d+/);
  const { siteId } = await demoSite(page, 'Acme Retail', 'acme.nl');
  const screen = new EmbeddedScreen(page);
  await page.goto(`/data-view/site/${siteId}?stage=import`);
  await screen.expectReady();
  const content = screen.content;
  // A mark in the frame's window: gone if the frame were loaded again.
  await screen.frame().evaluate(() => {
    (globalThis as unknown as { stillHere: boolean }).stillHere = true;
  });
  const frameKept = () =>
    screen.frame().evaluate(() => (globalThis as unknown as { stillHere?: boolean }).stillHere);

  // gtin is empty: the three items the demo's warning is about.
  await content.getByRole('button', { name: 'Add filter' }).click();
  const form = content.getByRole('form', { name: 'Add filter' });
  await form.getByRole('combobox', { name: 'Field' }).fill('gtin');
  await form.getByRole('combobox', { name: 'Condition' }).selectOption('empty');
  await form.getByRole('button', { name: 'Apply' }).click();
  // The view is the shell's address (to share, to reload), and the frame was not loaded again.
  await expect(page).toHaveURL(/[?&]filter=empty%3Agtin/);
  await expect(content.getByText('3 items', { exact: true })).toBeVisible();
  expect(await frameKept()).toBe(true);

  // A second filter narrows it further; a reload shows the same view.
  await content.getByRole('button', { name: 'Add filter' }).click();
  await form.getByRole('combobox', { name: 'Field' }).fill('title');
  await form.getByRole('combobox', { name: 'Condition' }).selectOption('contains');
  await form.getByRole('textbox', { name: 'Value' }).fill('bag');
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(content.getByText('1 item', { exact: true })).toBeVisible();
  expect(await frameKept()).toBe(true);
  await page.reload();
  await screen.expectReady();
  await expect(content.getByText('1 item', { exact: true })).toBeVisible();
  await content.getByRole('button', { name: 'Remove filter: title contains “bag”' }).click();
  await expect(content.getByText('3 items', { exact: true })).toBeVisible();
  const grid = content.getByRole('grid');
  for (const id of ['SKU-000014', 'SKU-000027', 'SKU-000039']) {
    await expect(grid.getByRole('button', { name: `Open item ${id}` })).toBeVisible();
  }

  // One of them in the detail panel: every stage, its empty gtin.
  const open = grid.getByRole('button', { name: 'Open item SKU-000027' });
  await open.click();
  const panel = content.getByRole('dialog', { name: 'SKU-000027' });
  await expect(panel.getByRole('tab', { name: 'Import' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    panel.getByRole('table', { name: 'Import' }).getByRole('row', { name: 'gtin empty' }),
  ).toBeVisible();
  await panel.getByRole('tab', { name: 'Google Shopping NL', exact: true }).click();
  await expect(panel.getByRole('table', { name: 'Google Shopping NL' })).toContainText(
    'SKU-000027',
  );
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(open).toBeFocused();

  // The filtered view as a file: the three items, every field.
  await content.getByRole('button', { name: 'Download' }).click();
  const downloading = page.waitForEvent('download');
  await content.getByRole('menuitem', { name: 'CSV (all items of this view)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^acme\.nl-import-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await download.path())!, 'utf8')
    .trimEnd()
    .split('\n');
  expect(lines).toHaveLength(4);
  const header = lines[0]!.split(',');
  expect(header[0]).toBe('id');
  expect(header).toContain('gtin');
  const gtin = header.indexOf('gtin');
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
    'SKU-000014',
    'SKU-000027',
    'SKU-000039',
  ]);
  for (const line of lines.slice(1)) expect(line.split(',')[gtin]).toBe('');
  await expect(content.getByText(/Downloaded 3 items: acme\.nl-import-/)).toBeVisible();

  // By keyboard: the grid is one tab stop, the arrows move its active cell, Enter opens the item,
  // Escape gives the focus back to the grid.
  await grid.focus();
  await page.keyboard.press('ArrowDown');
  await expect(grid).toHaveAttribute('aria-activedescendant', /-r1-c0$/);
  await page.keyboard.press('Enter');
  await expect(content.getByRole('dialog', { name: 'SKU-000027' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(content.getByRole('dialog')).toBeHidden();
  await expect(grid).toBeFocused();
});
