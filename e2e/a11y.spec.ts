import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './pages/a11y';
import { DEMO_PAGES, demoIds } from './pages/demo-pages';
import { EmbeddedScreen } from './pages/embedded-screen';
import { signedInAs } from './signed-in';

test.use({ storageState: signedInAs('owner') });

/** The embedded screen's frame (not a frame loaded ahead). */
const FRAME = 'iframe[data-status]';

const VIEWPORTS = {
  desktop: { width: 1400, height: 900 },
  phone: { width: 375, height: 812 },
} as const;

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${size}`, () => {
    test.use({ viewport });

    test(`every page has no serious or critical axe violation (${size})`, async ({ page }) => {
      // A page's load and scan, on a machine that runs other suites too.
      test.setTimeout(DEMO_PAGES.length * 40_000);
      const ids = await demoIds(page);
      const screen = new EmbeddedScreen(page);
      for (const entry of DEMO_PAGES) {
        await test.step(entry.name, async () => {
          await page.goto(entry.path(ids));
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          if (entry.embedded) await screen.expectReady();
          await expectNoSeriousA11yViolations(page);
        });
      }
    });

    // Each scan covers what opened: the page around it has its own in the test above.
    test(`menus, drawers and dialogs open have none either (${size})`, async ({ page }) => {
      test.slow();
      const ids = await demoIds(page);
      const screen = new EmbeddedScreen(page);
      await page.goto(`/data-view/site/${ids.siteId}?stage=import`);
      await screen.expectReady();

      await test.step('user menu', async () => {
        await page.getByRole('button', { name: /user menu|account menu/i }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await expectNoSeriousA11yViolations(page, '[role="menu"]');
        await page.keyboard.press('Escape');
      });
      await test.step('notifications drawer', async () => {
        await page.getByRole('button', { name: 'Notifications', exact: true }).click();
        await expect(page.getByRole('complementary', { name: 'Notifications' })).toBeVisible();
        await expectNoSeriousA11yViolations(page, 'aside[aria-label="Notifications"]');
        await page.keyboard.press('Escape');
      });
      await test.step('data view: filter form and item panel', async () => {
        await screen.content.getByRole('button', { name: 'Add filter' }).click();
        await expect(screen.content.getByRole('form', { name: 'Add filter' })).toBeVisible();
        await expectNoSeriousA11yViolations(page, [FRAME, 'form[aria-label="Add filter"]']);
        await page.keyboard.press('Escape');
        await expect(screen.content.getByRole('form', { name: 'Add filter' })).toBeHidden();
        await screen.content
          .getByRole('button', { name: /^Open item / })
          .first()
          .click();
        await expect(screen.content.getByRole('dialog', { name: /^SKU-/ })).toBeVisible();
        await expectNoSeriousA11yViolations(page, [FRAME, '[role="dialog"]']);
        await page.keyboard.press('Escape');
      });
    });
  });
}
