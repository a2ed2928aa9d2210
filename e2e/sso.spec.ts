import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { accountIdOf } from './pages/routes-pages';
import { DemoIdpPage, demoIdpMetadata } from './pages/sso-pages';

// Runs after every other journey (playwright.config.ts, project `sso`): enforcing SSO for
// acme.test closes password sign-in for Acme's addresses while it lasts.
test.describe.configure({ mode: 'serial' });

const SSO_HOST = `acme.sso.localhost:${process.env.E2E_PORT ?? '3100'}`;

async function signInWithPassword(page: Page, email: string) {
  await page.goto('/');
  await new LoginPage(page).signIn(email);
  await expect(page).toHaveURL(/\/overview\/account\/\d+/);
}

test('an administrator sets up SSO with the demo identity provider, tests, enforces and steps back', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await (await browser.newContext()).newPage();
  await signInWithPassword(owner, 'owner@acme.test');
  const acme = await accountIdOf(owner, 'Acme Retail');
  const globex = await accountIdOf(owner, 'Globex Outlet');
  await owner.goto(`/organisation-settings/account/${acme}/sso`);

  // Provider settings: the add wizard's three pages.
  await owner.getByRole('link', { name: 'Configure' }).click();
  await expect(owner).toHaveURL(/\/sso\/add$/);
  await owner.getByRole('textbox', { name: 'Subdomain' }).fill('acme');
  await owner.getByRole('button', { name: 'Next' }).click();
  await expect(owner.getByRole('textbox', { name: 'Consumer URL (ACS)' })).toHaveValue(
    `http://${SSO_HOST}/saml/acs`,
  );
  await owner.getByRole('button', { name: 'Next' }).click();
  await owner.getByLabel('Metadata file (.xml)').setInputFiles({
    name: 'demo-idp.xml',
    mimeType: 'text/xml',
    buffer: await demoIdpMetadata(owner),
  });
  await expect(owner.getByRole('textbox', { name: 'Entity ID (issuer)' })).toHaveValue(
    /127\.0\.0\.1:\d+\/metadata$/,
  );
  await owner.getByRole('button', { name: 'Finish' }).click();
  await expect(owner).toHaveURL(/\/organisation-settings\/account\/\d+\/sso$/);

  // Enable, with its confirmation.
  await owner.getByRole('button', { name: 'Enable authentication' }).click();
  await owner.getByRole('dialog').getByRole('button', { name: 'Yes, enable' }).click();
  await expect(owner.getByText('Single sign-on is enabled.')).toBeVisible();

  // Testing: the login link signs in at the identity provider and lands in the shell, for Acme only.
  const loginLink = owner.getByRole('link', { name: new RegExp(SSO_HOST) });
  await expect(loginLink).toHaveAttribute('href', `http://${SSO_HOST}/`);
  const [tested] = await Promise.all([owner.context().waitForEvent('page'), loginLink.click()]);
  await new DemoIdpPage(tested).signIn('owner@acme.test');
  await expect(tested).toHaveURL(new RegExp(`/overview/account/${acme}$`));
  await expect(tested.getByRole('heading', { name: 'Acme Retail' })).toBeVisible();
  // Globex Outlet, which owner@acme.test also administers, stays out of reach of Acme's IdP.
  await tested.goto(`/overview/account/${globex}`);
  await expect(tested).toHaveURL(/\/access-denied/);
  await tested.close();

  // Enforce for acme.test: the lock-out list, then the subdomain retyped.
  await owner.reload();
  await owner.getByRole('textbox', { name: 'Company domain' }).fill('acme.test');
  await owner.getByRole('checkbox', { name: /tested the login/ }).check();
  await owner.getByRole('button', { name: 'Enforce authentication' }).click();
  const enforce = owner.getByRole('dialog');
  await expect(enforce.getByText('editor@acme.test')).toBeVisible();
  await enforce.getByRole('textbox', { name: /Type the subdomain/ }).fill('acmf');
  await enforce.getByRole('button', { name: 'Enforce now' }).click();
  await expect(enforce.getByText('This does not match the subdomain.')).toBeVisible();
  await enforce.getByRole('textbox', { name: /Type the subdomain/ }).fill('acme');
  await enforce.getByRole('button', { name: 'Enforce now' }).click();
  await expect(owner.getByText('Single sign-on is enforced for acme.test.')).toBeVisible();

  // editor@acme.test can no longer sign in with a password; SSO signs them in.
  const editor = await (await browser.newContext()).newPage();
  await editor.goto('/');
  await new LoginPage(editor).signIn('editor@acme.test');
  await expect(editor.getByRole('alert')).toContainText('identity provider');
  await editor.getByRole('link', { name: 'Continue with single sign-on' }).click();
  await new DemoIdpPage(editor).signIn('editor@acme.test');
  await expect(editor).toHaveURL(new RegExp(`/overview/account/${acme}$`));
  await editor.context().close();

  // Step back to Enabled, with its confirmation: password sign-in works again.
  await owner.getByRole('button', { name: 'Step back to Enabled' }).click();
  await owner.getByRole('dialog').getByRole('button', { name: 'Yes, step back' }).click();
  await expect(owner.getByRole('button', { name: 'Enforce authentication' })).toBeVisible();
  const again = await (await browser.newContext()).newPage();
  await signInWithPassword(again, 'editor@acme.test');
  await again.context().close();
  await owner.context().close();
});
