import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './pages/a11y';
import { EmbeddedScreen } from './pages/embedded-screen';
import { NavigationMenu, OrganisationSwitcher } from './pages/navigation-menu';
import { accountIdOf } from './pages/routes-pages';
import { Shell } from './pages/shell';
import { signedInAs } from './signed-in';

/** The account-level items only administrators and master users see (spec §6). */
const ADMIN_ONLY_AT_ACCOUNT = ['Dashboard', 'User management', 'FTP', 'Activity'];

/** owner → Acme Retail → Acme Benelux → a site, by the overview links; returns the site id. */
async function openSite(page: Page, site: string): Promise<string> {
  const shell = new Shell(page);
  await expect(shell.heading('Acme Retail')).toBeVisible();
  await shell.open('Acme Benelux');
  await expect(shell.heading('Acme Benelux')).toBeVisible();
  await shell.open(site);
  await expect(shell.heading(site)).toBeVisible();
  const siteId = /\/site\/(\d+)/.exec(page.url())?.[1];
  expect(siteId).toBeTruthy();
  return siteId!;
}

test.describe(() => {
  test.use({ storageState: signedInAs('owner') });

  test('owner switches organisation by searching, and the choice is remembered', async ({
    page,
  }) => {
    const switcher = new OrganisationSwitcher(page);
    const shell = new Shell(page);
    await page.goto('/');
    await expect(shell.heading('Acme Retail')).toBeVisible();

    await switcher.open('Acme Retail');
    await expect(switcher.list.getByRole('option')).toHaveCount(2);
    await expect(switcher.results).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await switcher.search.fill('glob');
    await expect(switcher.list.getByRole('option')).toHaveCount(1);
    await expect(switcher.option('Globex Outlet')).toContainText('Projects: 1');
    await expect(switcher.results).toHaveText('Results: 1');

    await switcher.option('Globex Outlet').click();
    await expect(page).toHaveURL(/\/overview\/account\/\d+$/);
    await expect(shell.heading('Globex Outlet')).toBeVisible();
    await expect(switcher.button('Globex Outlet')).toBeVisible();
    const globexUrl = page.url();

    await page.goto('/');
    await expect(shell.heading('Globex Outlet')).toBeVisible();
    expect(page.url()).toBe(globexUrl);
  });

  test('owner, administrator of the organisation, sees the admin-only items', async ({ page }) => {
    const nav = new NavigationMenu(page);
    await page.goto('/');
    await expect(new Shell(page).heading('Acme Retail')).toBeVisible();

    await nav.expectItems([...ADMIN_ONLY_AT_ACCOUNT, 'Overview', 'Authentication']);
    await expect(nav.item(/Shared settings/)).toBeVisible();
    // Acme Retail has the shared_data_source feature, but not monitoring (spec §2.4, §5).
    await expect(nav.item(/Shared data sources/)).toBeVisible();
    await expect(nav.item('Monitoring')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // An administrator has the organisation's settings, in a new tab (docs/adr/0017).
    const settings = nav.railLink('Settings (opens in a new tab)');
    await expect(settings).toHaveAttribute('href', /\/organisation-settings\/account\/\d+$/);
    await expect(settings).toHaveAttribute('target', '_blank');
    const [settingsTab] = await Promise.all([
      page.context().waitForEvent('page'),
      settings.click(),
    ]);
    await expect(settingsTab).toHaveURL(/\/organisation-settings\/account\/\d+\/details$/);
    await expect(settingsTab.getByRole('heading', { level: 1, name: 'Acme Retail' })).toBeVisible();
    await expect(settingsTab.getByRole('textbox', { name: /Company/ })).toHaveValue('Acme Retail');
    await settingsTab.close();

    // Globex Outlet has monitoring: its item opens the monitoring screen of the platform.
    await page.goto(`/overview/account/${await accountIdOf(page, 'Globex Outlet')}`);
    await expect(new Shell(page).heading('Globex Outlet')).toBeVisible();
    await nav.item('Monitoring').click();
    await expect(page).toHaveURL(/\/monitoring\/account\/\d+$/);
    await new EmbeddedScreen(page).expectReady();
  });

  test('site menu follows the site features and shows the error-log badge', async ({ page }) => {
    const nav = new NavigationMenu(page);
    await page.goto('/');

    await openSite(page, 'acme.nl');
    await expect(nav.item('Feedbacks')).toBeVisible();
    await expect(nav.item('New designer')).toBeVisible();
    // The seeded error line, and one for each run of the demo's failing Bol.com export (one after
    // every import of acme.nl, which other journeys start too).
    await expect(nav.badge('error-log')).toHaveText(/^[1-9]\d*$/);
    await expect(nav.item(/^Error log/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goBack();
    await expect(new Shell(page).heading('Acme Benelux')).toBeVisible();
    await new Shell(page).open('acme.be');
    await expect(new Shell(page).heading('acme.be')).toBeVisible();
    await expect(nav.item('Designer')).toBeVisible();
    await expect(nav.item('Feedbacks')).toHaveCount(0);
    await expect(nav.item('New designer')).toHaveCount(0);
  });

  test('fullscreen=true hides the rail and the menu', async ({ page }) => {
    const nav = new NavigationMenu(page);
    await page.goto('/');
    const siteId = await openSite(page, 'acme.nl');

    await page.goto(`/dashboard/site/${siteId}/version/1?fullscreen=true`);
    await expect(new Shell(page).heading('acme.nl')).toBeVisible();
    await expect(nav.rail).toHaveCount(0);
    await expect(nav.menu).toHaveCount(0);

    await page.goto(`/dashboard/site/${siteId}/version/1`);
    await expect(nav.rail).toBeVisible();
    await expect(nav.menu).toBeVisible();
  });

  test('the menu starts expanded from 1280 px and collapsed below; hints only from 768 px', async ({
    page,
  }) => {
    const nav = new NavigationMenu(page);
    const collapse = page.getByRole('button', { name: /^(Collapse|Expand) menu$/ });
    const hint = page.locator('[data-hint]');

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(nav.menu).toBeVisible();
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');

    // A new tab on a narrower screen, before the user chose: collapsed, with hints on hover.
    const narrow = await page.context().newPage();
    await narrow.setViewportSize({ width: 1279, height: 800 });
    await narrow.goto('/');
    const narrowNav = new NavigationMenu(narrow);
    await expect(narrowNav.menu).toBeVisible();
    await expect(narrow.getByRole('button', { name: /^(Collapse|Expand) menu$/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await narrowNav.railLink('Projects').hover();
    await expect(narrow.locator('[data-hint]')).toBeVisible();

    // Under 768 px the menu opens from the burger, and hovering shows no hint.
    await page.setViewportSize({ width: 767, height: 800 });
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await nav.railLink('Projects').hover();
    await expect(hint).toHaveCount(1);
    await expect(hint).toBeHidden();
    await narrow.close();
  });
});

test.describe(() => {
  test.use({ storageState: signedInAs('editor') });

  test('editor sees no admin-only items at account level', async ({ page }) => {
    const nav = new NavigationMenu(page);
    const switcher = new OrganisationSwitcher(page);
    await page.goto('/');
    await expect(new Shell(page).heading('Acme Retail')).toBeVisible();

    await nav.expectItems(['Overview', 'Authentication']);
    await nav.expectNoItems(ADMIN_ONLY_AT_ACCOUNT);
    await expect(nav.item(/Shared settings/)).toHaveCount(0);
    await expect(nav.item(/Shared data sources/)).toHaveCount(0);
    // One organisation: just its name, no dropdown.
    await expect(switcher.name).toHaveText('Acme Retail');
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('other users have no Workspaces link and the in-app Content Portal', async ({ page }) => {
    const nav = new NavigationMenu(page);
    await page.goto('/');
    await expect(new Shell(page).heading('Acme Retail')).toBeVisible();

    await expect(nav.railLink('Content Portal')).toHaveAttribute('href', '/content-portal');
    await expect(nav.railLink('Workspaces')).toHaveCount(0);
    // Not an administrator: no organisation settings (docs/adr/0017).
    await expect(nav.railLink('Settings (opens in a new tab)')).toHaveCount(0);
  });
});

test.describe(() => {
  test.use({ storageState: signedInAs('master') });

  // Mia Master belongs to Initech Secure, which enforces 2FA, and has none: every page but the
  // profile is blocked for her (spec §6), and turning 2FA on cannot be undone while it is enforced
  // (it would also change e2e/two-factor.spec.ts, which signs her in without a code). So her
  // journey stays on the profile, where the shell and its switcher are shown; her admin/master
  // items at account level are covered by nav-menu.test.tsx.
  test('master user switches between three organisations', async ({ page }) => {
    const switcher = new OrganisationSwitcher(page);
    const nav = new NavigationMenu(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/profile\?twoFactor=true$/);

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await expect(nav.item('Back to projects')).toBeVisible();
    await switcher.open('Choose an organisation');
    await expect(switcher.list.getByRole('option')).toHaveCount(3);
    await expect(switcher.option('Acme Retail')).toContainText('Projects: 2');
    await expect(switcher.option('Initech Secure')).toContainText('Projects: 1');
    await switcher.search.fill('SECURE');
    await expect(switcher.list.getByRole('option')).toHaveCount(1);
    await expect(switcher.results).toHaveText('Results: 1');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe(() => {
  test.use({ storageState: signedInAs('retail') });

  test('retail user has the Workspaces link and the external Content Portal', async ({ page }) => {
    const portal = process.env.CONTENT_PORTAL_URL;
    test.skip(!portal, 'needs CONTENT_PORTAL_URL in the environment of the e2e server');
    const nav = new NavigationMenu(page);
    await page.goto('/');
    await expect(new Shell(page).heading('Acme Retail')).toBeVisible();

    await expect(nav.railLink('Workspaces')).toHaveAttribute('href', process.env.WORKSPACES_URL!);
    await expect(nav.railLink('Content Portal')).toHaveAttribute('href', portal!);
    await expect(nav.railLink('Projects')).toHaveAttribute('aria-current', 'page');
  });
});

test.describe(() => {
  test.use({ storageState: signedInAs('nobody') });

  test('a user without organisation sees the empty state', async ({ page }) => {
    const switcher = new OrganisationSwitcher(page);
    await page.goto('/');

    await expect(switcher.empty).toBeVisible();
    await expect(page.getByRole('combobox')).toHaveCount(0);
    // What to do next, and somewhere to go meanwhile (Nora reads French).
    await expect(
      page.getByText(/Demandez à un administrateur de votre organisation/),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ouvrir votre profil' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expectNoSeriousA11yViolations(page);
  });
});
