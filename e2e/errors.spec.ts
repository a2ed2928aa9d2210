import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { expectNoSeriousA11yViolations } from './pages/a11y';
import { accountIdOf, ErrorPages, readStorage } from './pages/routes-pages';
import { Shell } from './pages/shell';
import { signedInAs } from './signed-in';

// 'Return to login' signs out, which ends the identity server's session: this journey signs in with
// a session of its own.
test('an unverified user sees the unverified page and returns to the login', async ({ page }) => {
  const login = new LoginPage(page);
  const pages = new ErrorPages(page);

  await page.goto('/');
  await login.signIn('unverified@acme.test');

  await expect(page).toHaveURL(/\/unverified$/);
  await expect(pages.heading('Your account is not verified yet')).toBeVisible();
  await expect(page.getByText(/Requested a demo\?/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await pages.returnToLogin();
  await login.expectVisible();
});

test("opening another organisation's address shows access denied with the admins to ask", async ({
  browser,
}) => {
  // Globex Outlet's id, as its administrator sees it.
  const ownerContext = await browser.newContext({ storageState: signedInAs('owner') });
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto('/');
  await expect(ownerPage).toHaveURL(/\/overview\/account\/\d+$/);
  const globexId = await accountIdOf(ownerPage, 'Globex Outlet');
  await ownerContext.close();

  const context = await browser.newContext({ storageState: signedInAs('editor') });
  const page = await context.newPage();
  const pages = new ErrorPages(page);
  await page.goto('/');
  await expect(new Shell(page).heading('Acme Retail')).toBeVisible();
  await expect.poll(() => readStorage(page, 'feedline.account.last')).not.toBeNull();

  await page.goto(`/overview/account/${globexId}`);
  await expect(page).toHaveURL(/\/access-denied\?reason=inaccessible$/);
  await expect(pages.heading('This page is not accessible')).toBeVisible();
  await pages.expectAdmin('Olivia Owner', 'owner@acme.test');
  expect(await readStorage(page, 'feedline.account.last')).toBeNull();
  await expectNoSeriousA11yViolations(page);
  await context.close();
});

test.describe(() => {
  test.use({ storageState: signedInAs('owner') });

  test('a route whose feature is unavailable goes to access denied (unauthorized)', async ({
    page,
  }) => {
    const pages = new ErrorPages(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/overview\/account\/\d+$/);
    const acmeId = await accountIdOf(page, 'Acme Retail');

    // Acme Retail has no monitoring feature (only Globex Outlet has).
    await page.goto(`/monitoring/account/${acmeId}`);
    await expect(page).toHaveURL(/\/access-denied\?reason=unauthorized$/);
    await expect(pages.heading('You are not authorised')).toBeVisible();
    await pages.expectAdmin('Olivia Owner', 'owner@acme.test');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe(() => {
  test.use({ storageState: signedInAs('editor') });

  test('unknown paths show not found, with a way back to the start', async ({ page }) => {
    const pages = new ErrorPages(page);
    await page.goto('/no/such/page');
    await expect(pages.heading('Page not found')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await pages.goBackToStart();
    await expect(page).toHaveURL(/\/overview\/account\/\d+$/);
  });

  test('the separate access-denied page and the content portal promotion', async ({ page }) => {
    const pages = new ErrorPages(page);
    await page.goto('/no-access');
    await expect(pages.heading("You can't access this page")).toBeVisible();
    await expect(page.getByText(/Please contact the support team/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/content-portal');
    await expect(pages.heading('Content Portal')).toBeVisible();
    await expect(page.getByRole('listitem')).toHaveCount(2);
    // Route data hideSidebar: the shell shows the page without the navigation menu.
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
    await expectNoSeriousA11yViolations(page);
  });
});
