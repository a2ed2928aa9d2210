import { expect, test } from '@playwright/test';
import { EmbeddedScreen } from './pages/embedded-screen';
import { signedInAs } from './signed-in';

test.use({ storageState: signedInAs('owner') });

test('the failed Bol.com export of the demo is two clicks from the organisation overview', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Retail' })).toBeVisible();
  const main = page.getByRole('main');
  // The demo's first imports and their exports run when the demo starts; the card follows.
  const benelux = main.getByRole('listitem').filter({ hasText: 'Acme Benelux' });
  await expect(async () => {
    await page.reload();
    await expect(benelux.getByText('Failing', { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(benelux.getByText(/1 site failing/)).toBeVisible();

  // One: the project; its acme.nl card names the failed feed.
  await benelux.getByRole('link', { name: 'Acme Benelux' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Benelux' })).toBeVisible();
  const acmeNl = main.getByRole('listitem').filter({
    has: page.getByRole('link', { name: 'acme.nl', exact: true }),
  });
  await expect(acmeNl.getByText('Failing', { exact: true })).toBeVisible();

  // Two: the feed, on the site's exports page, with why it failed.
  await acmeNl.getByRole('link', { name: 'Export Bol.com failed' }).click();
  const screen = new EmbeddedScreen(page);
  await screen.expectReady();
  await expect(
    screen.content.getByText('Bol.com has no "id" column in its data flow', { exact: false }),
  ).toBeVisible();
});
