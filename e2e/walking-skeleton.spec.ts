import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { Shell } from './pages/shell';

test('owner signs in, walks account → project → site, and signs out', async ({ page }) => {
  const login = new LoginPage(page);
  const shell = new Shell(page);

  await page.goto('/');
  await login.signIn('owner@acme.test');

  await expect(page).toHaveURL(/\/overview\/account\/\d+$/);
  await expect(shell.heading('Acme Retail')).toBeVisible();
  await shell.expectTitle('Acme Retail - Feedline');

  await shell.open('Acme Benelux');
  await expect(page).toHaveURL(/\/overview\/project\/\d+$/);
  await expect(shell.heading('Acme Benelux')).toBeVisible();
  await shell.expectTitle('Acme Benelux - Feedline');

  await shell.open('acme.nl');
  await expect(shell.heading('acme.nl')).toBeVisible();
  const siteId = /\/site\/(\d+)/.exec(page.url())?.[1];
  expect(siteId).toBeTruthy();
  await shell.expectTitle(`${siteId} acme.nl - Feedline`);

  await shell.signOut();
  await login.expectVisible();

  // Signed out for real: the shell asks for a sign-in again.
  await page.goto('/overview/account/1');
  await login.expectVisible();
});

test('a wrong password gets a clear error and keeps the e-mail', async ({ page }) => {
  const login = new LoginPage(page);
  await page.goto('/');
  await login.signIn('owner@acme.test', 'not-the-password');
  await expect(page.getByText(/e-mail address or password is incorrect/i)).toBeVisible();
  await expect(page.getByLabel(/e-mail/i)).toHaveValue('owner@acme.test');
});

test('comes back to the page it asked for after signing in, and rejects malformed ids', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await page.goto('/overview/account/abc');
  await login.signIn('editor@acme.test');
  await expect(page).toHaveURL(/\/overview\/account\/abc$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found|page not found/i);
});
