import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './pages/a11y';
import { demoSite, EmbeddedScreen } from './pages/embedded-screen';
import { signedInAs } from './signed-in';

test.use({ storageState: signedInAs('owner') });

const VIEWPORTS = {
  desktop: { width: 1400, height: 900 },
  phone: { width: 375, height: 812 },
} as const;

interface Ids {
  accountId: number;
  projectId: number;
  siteId: number;
  channelId: number;
}

/** Every kind of page: the shell's own, and each embedded screen (the frame is scanned too). */
const PAGES: { name: string; path: (ids: Ids) => string; embedded?: boolean }[] = [
  { name: 'organisation overview', path: (ids) => `/overview/account/${ids.accountId}` },
  { name: 'project overview', path: (ids) => `/overview/project/${ids.projectId}` },
  { name: 'profile', path: () => '/profile' },
  {
    name: 'organisation settings',
    path: (ids) => `/organisation-settings/account/${ids.accountId}`,
  },
  {
    name: 'site dashboard',
    path: (ids) => `/dashboard/site/${ids.siteId}/version/1`,
    embedded: true,
  },
  {
    name: 'data view',
    path: (ids) => `/data-view/site/${ids.siteId}?stage=import`,
    embedded: true,
  },
  { name: 'data map', path: (ids) => `/data-map/site/${ids.siteId}`, embedded: true },
  { name: 'data flows', path: (ids) => `/data-flow/site/${ids.siteId}`, embedded: true },
  {
    name: 'data-flow editor',
    path: (ids) => `/data-flow/site/${ids.siteId}/export/${ids.channelId}`,
    embedded: true,
  },
  { name: 'data sources', path: (ids) => `/data-sources/site/${ids.siteId}`, embedded: true },
  { name: 'exports', path: (ids) => `/exports/site/${ids.siteId}`, embedded: true },
  { name: 'scheduling', path: (ids) => `/scheduling/site/${ids.siteId}`, embedded: true },
  { name: 'error log', path: (ids) => `/error-log/site/${ids.siteId}`, embedded: true },
  { name: 'activity', path: (ids) => `/activity/site/${ids.siteId}`, embedded: true },
];

async function demoIds(page: Page): Promise<Ids> {
  await page.goto('/');
  await expect(page).toHaveURL(/\/overview\/account\/\d+/);
  const site = await demoSite(page, 'Acme Retail', 'acme.nl');
  const google = site.channels.find((channel) => channel.name === 'Google Shopping NL')!;
  return { ...site, channelId: google.id };
}

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${size}`, () => {
    test.use({ viewport });

    test(`every page has no serious or critical axe violation (${size})`, async ({ page }) => {
      test.slow();
      const ids = await demoIds(page);
      const screen = new EmbeddedScreen(page);
      for (const entry of PAGES) {
        await test.step(entry.name, async () => {
          await page.goto(entry.path(ids));
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          if (entry.embedded) await screen.expectReady();
          await expectNoSeriousA11yViolations(page);
        });
      }
    });

    test(`menus, drawers and dialogs open have none either (${size})`, async ({ page }) => {
      const ids = await demoIds(page);
      const screen = new EmbeddedScreen(page);
      await page.goto(`/data-view/site/${ids.siteId}?stage=import`);
      await screen.expectReady();

      await test.step('user menu', async () => {
        await page.getByRole('button', { name: /user menu|account menu/i }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await page.keyboard.press('Escape');
      });
      await test.step('notifications drawer', async () => {
        await page.getByRole('button', { name: 'Notifications', exact: true }).click();
        await expect(page.getByRole('complementary', { name: 'Notifications' })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await page.keyboard.press('Escape');
      });
      await test.step('data view: filter form and item panel', async () => {
        await screen.content.getByRole('button', { name: 'Add filter' }).click();
        await expect(screen.content.getByRole('form', { name: 'Add filter' })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await page.keyboard.press('Escape');
        await expect(screen.content.getByRole('form', { name: 'Add filter' })).toBeHidden();
        await screen.content
          .getByRole('button', { name: /^Open item / })
          .first()
          .click();
        await expect(screen.content.getByRole('dialog', { name: /^SKU-/ })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await page.keyboard.press('Escape');
      });
    });
  });
}
