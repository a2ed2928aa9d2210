import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { accountIdOf } from './pages/routes-pages';
import { Shell } from './pages/shell';
import { signedInAs } from './signed-in';

test.describe(() => {
  test.use({ storageState: signedInAs('owner') });

  test('old platform addresses lead to their new pages', async ({ page }) => {
    const shell = new Shell(page);

    await page.goto('/');
    await expect(page).toHaveURL(/\/overview\/account\/\d+$/);
    const acmeId = await accountIdOf(page, 'Acme Retail');

    await shell.open('Acme Benelux');
    await expect(page).toHaveURL(/\/overview\/project\/\d+$/);
    const projectId = /\/overview\/project\/(\d+)$/.exec(page.url())?.[1];

    await page.goto(`/account/${acmeId}`);
    await expect(page).toHaveURL(new RegExp(`/overview/account/${acmeId}$`));
    await expect(shell.heading('Acme Retail')).toBeVisible();

    await page.goto(`/projects/${projectId}`);
    await expect(page).toHaveURL(new RegExp(`/overview/project/${projectId}$`));
    await expect(shell.heading('Acme Benelux')).toBeVisible();
    // Replaced, not pushed: going back does not land on the old address again.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/overview/account/${acmeId}$`));

    await page.goto('/google-authentication?code=x');
    await expect(page).toHaveURL(/\/external-authentication\/provider\/google\?code=x$/);
  });
});

test.describe(() => {
  // The shell has no tokens, so it still signs in at the identity server and comes back; the
  // identity server's session makes that round trip go without the form.
  test.use({ storageState: signedInAs('editor') });

  test('an old address opened signed out comes back to its new page after the sign-in', async ({
    page,
  }) => {
    await page.goto('/tik-tok-shops-authentication?code=abc&state=s1');
    await expect(page).toHaveURL(
      /\/external-authentication\/provider\/tik-tok-shops\?code=abc&state=s1$/,
    );
  });
});

// Signing out ends the identity server's session: this journey signs in with a session of its own.
test('user/logout signs the user out', async ({ page }) => {
  const login = new LoginPage(page);
  await page.goto('/');
  await login.signIn('editor@acme.test');
  await expect(page).toHaveURL(/\/overview\/account\/\d+$/);

  await page.goto('/user/logout');
  await login.expectVisible();
  await page.goto('/');
  await login.expectVisible();
});
