import { expect, test } from '@playwright/test';
import { demoSite } from './pages/embedded-screen';
import { signedInAs } from './signed-in';

test.use({ storageState: signedInAs('owner'), viewport: { width: 375, height: 812 } });

test('on a phone the live notifications fit: close button on the screen, LIVE readable, badges whole', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/overview\/account\/\d+/);
  const { siteId } = await demoSite(page, 'Acme Retail', 'acme.nl');
  await page.goto(`/dashboard/site/${siteId}/version/1`);
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  const drawer = page.getByRole('complementary', { name: 'Notifications' });
  const live = drawer.getByRole('status').filter({ hasText: 'Live' });
  await expect(live).toBeVisible();
  // Readable: the word is there, not only the dot.
  expect((await live.boundingBox())!.width).toBeGreaterThan(30);
  const close = drawer.getByRole('button', { name: 'Close notifications' });
  const box = (await close.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  // Each type badge whole: its label as wide as its text.
  const badges = drawer.locator('td [data-type]');
  await expect(badges.first()).toBeVisible();
  for (const badge of await badges.all()) {
    const fits = await badge.evaluate((element) => {
      // Typed by hand: whether the DOM library is in this program depends on what it imports.
      const host = element as unknown as { querySelector(selector: string): unknown };
      const label = host.querySelector('.mantine-Badge-label') as {
        scrollWidth: number;
        clientWidth: number;
      };
      return label.scrollWidth <= label.clientWidth + 1;
    });
    expect(fits).toBe(true);
  }
  await close.click();
  await expect(drawer).toBeHidden();
});
