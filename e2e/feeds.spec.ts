import { expect, test } from '@playwright/test';
import { demoSite, EmbeddedScreen } from './pages/embedded-screen';
import { NotificationsDrawer } from './pages/live-notifications';
import { signedInAs } from './signed-in';

test.use({ storageState: signedInAs('owner') });

/** A shop's CSV with one row whose price is none. */
const SPRING_CSV = [
  'id,title,price,link,availability',
  'SPRING-1,Spring jacket,89.95 EUR,https://acme.nl/p/spring-1,in stock',
  'SPRING-2,Spring scarf,free,https://acme.nl/p/spring-2,in stock',
  'SPRING-3,Spring boots,129.00 EUR,https://acme.nl/p/spring-3,in stock',
].join('\n');

test('owner uploads a CSV as a new data source, watches the import, finds the items, the channel feed and the bad row', async ({
  page,
}) => {
  test.slow();
  await page.goto('/');
  await expect(page).toHaveURL(/\/overview\/account\/\d+/);
  const { siteId, channels } = await demoSite(page, 'Acme Retail', 'acme.nl outlet');
  const google = channels.find((channel) => channel.name === 'Google Shopping Outlet')!;
  const screen = new EmbeddedScreen(page);

  // A new data source by upload.
  await page.goto(`/data-sources/site/${siteId}`);
  await screen.expectReady();
  const content = screen.content;
  await content.getByRole('button', { name: 'Add data source' }).click();
  const dialog = content.getByRole('dialog', { name: 'Add data source' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Spring collection');
  await dialog.getByRole('radio', { name: 'File upload' }).check();
  await dialog.getByLabel('Feed file').setInputFiles({
    name: 'spring.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(SPRING_CSV),
  });
  await expect(dialog.getByText(/Uploaded spring\.csv/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(dialog.getByText('The feed can be read')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add data source' }).click();
  await expect(dialog).toBeHidden();
  await expect(content.getByRole('cell', { name: 'Spring collection' }).first()).toBeVisible();

  // The import, watched in the live drawer (which also shows the lines written before it opened).
  await content.getByRole('button', { name: 'Import now' }).click();
  const drawer = new NotificationsDrawer(page);
  await drawer.open();
  await drawer.expectLive();
  await drawer.rowsAt('newest', 'Spring collection: 3 items read, 1 rows with problems', 60_000);
  await drawer.rowsAt('newest', /Import finished: 11 items/, 60_000);
  await drawer.button('Close notifications').click();

  // The items in the data view.
  await page.goto(`/data-view/site/${siteId}`);
  await screen.expectReady();
  await expect(screen.content.getByText('Spring jacket').first()).toBeVisible();

  // The channel's feed, exported after the import, at its address: the flow's columns.
  await page.goto(`/exports/site/${siteId}`);
  await screen.expectReady();
  const address = screen.content.getByRole('textbox', {
    name: `Feed address of ${google.name}`,
  });
  await expect(address).toHaveValue(/\/feeds\/[0-9a-f]{64}$/);
  const url = await address.inputValue();
  await expect
    .poll(async () => (await page.request.get(url)).status(), { timeout: 60_000 })
    .toBe(200);
  const feed = await (await page.request.get(url)).text();
  expect(feed).toContain('<g:title>Spring jacket</g:title>');
  expect(feed).toContain('<g:price>89.95 EUR</g:price>');
  expect(feed).toContain('<g:link>https://acme.nl/p/spring-1</g:link>');

  // The bad row in the error log, with its row number and what is wrong.
  await page.goto(`/error-log/site/${siteId}`);
  await screen.expectReady();
  const problem = screen.content.getByRole('row').filter({ hasText: 'Unreadable price' });
  await expect(problem).toContainText('SPRING-2');
  await expect(problem.getByRole('cell').first()).toHaveText('3');
});
