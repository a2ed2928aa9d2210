import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './pages/a11y';
import { LoginPage } from './pages/login-page';
import { Shell } from './pages/shell';
import { TwoFactorLoginPage } from './pages/two-factor-login';
import { totpCode, TwoFactorModal, TwoFactorProfile } from './pages/two-factor-profile';

// These journeys sign in through the form with sessions of their own: they sign out, and one turns
// two-factor authentication on for Sam Secure, who is used nowhere else.

/** A six-digit code that is none of the codes accepted now (previous, current, next). */
function wrongCode(secret: string): string {
  const valid = new Set([-1, 0, 1].map((steps) => totpCode(secret, steps)));
  return ['000000', '111111', '222222'].find((code) => !valid.has(code))!;
}

test('dismissing the two-factor modal signs the user out', async ({ page }) => {
  const login = new LoginPage(page);
  const modal = new TwoFactorModal(page);

  // Mia Master is a member of Initech Secure, which enforces 2FA, and has none.
  await page.goto('/');
  await login.signIn('master@feedline.test');
  await modal.expectOpenOnProfile();

  await modal.dismiss();
  await login.expectVisible();
  await page.goto('/overview/account/1');
  await login.expectVisible();
});

test('a user of an organisation enforcing 2FA sets up TOTP and then signs in with a code', async ({
  page,
}) => {
  // Two sign-ins, a set-up and four accessibility checks: more than a minute on a busy machine.
  test.slow();
  const login = new LoginPage(page);
  const codePage = new TwoFactorLoginPage(page);
  const shell = new Shell(page);
  const modal = new TwoFactorModal(page);
  const profile = new TwoFactorProfile(page);

  await page.goto('/');
  await login.signIn('secure@initech.test');

  // Every page goes to the profile with the modal.
  await modal.expectOpenOnProfile();
  await expectNoSeriousA11yViolations(page);
  for (const path of ['/', '/overview/account/1', '/no/such/page']) {
    await page.goto(path);
    await modal.expectOpenOnProfile();
  }

  await modal.confirm();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(modal.dialog).toBeHidden();
  await profile.expectVisible();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.getByText('Sam Secure')).toBeVisible();
  await expect(details.getByText('secure@initech.test')).toBeVisible();

  await profile.startSetup();
  const secret = await profile.readSecret();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoSeriousA11yViolations(page);

  await profile.enable(wrongCode(secret));
  await expect(profile.section.getByText(/That code is not correct or has expired/)).toBeVisible();
  await profile.enable(totpCode(secret));
  await profile.expectEnabled();

  // The policy lets the user through now.
  await page.goto('/');
  await expect(page).toHaveURL(/\/overview\/account\/\d+$/);
  await expect(shell.heading('Initech Secure')).toBeVisible();
  await expect(modal.dialog).toBeHidden();

  await shell.signOut();
  await login.expectVisible();

  // Signing in again asks for the code after the password.
  await login.signIn('secure@initech.test');
  await codePage.expectVisible();
  await expectNoSeriousA11yViolations(page);

  await codePage.submit(wrongCode(secret));
  await expect(page.getByRole('alert')).toHaveText(/The code is not correct or has expired/);
  await expect(codePage.codeInput).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);

  // A code is accepted once: the set-up used the current one, so the app's next code signs in.
  await codePage.submit(totpCode(secret, 1));
  await expect(page).toHaveURL(/\/overview\/account\/\d+$/);
  await expect(shell.heading('Initech Secure')).toBeVisible();
});
