import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './pages/a11y';
import { DEMO_PASSWORD, LoginPage } from './pages/login-page';
import { accountIdOf } from './pages/routes-pages';
import { DemoIdpPage, demoIdpMetadata } from './pages/sso-pages';
import { totpCode, TwoFactorModal, TwoFactorProfile } from './pages/two-factor-profile';

// Runs after every other journey (playwright.config.ts, project `sso`): enforcing SSO for
// acme.test closes password sign-in for Acme's addresses while it lasts, and Mia Master turns
// two-factor authentication on. Both journeys are done by keyboard alone.
test.describe.configure({ mode: 'serial' });

const SSO_HOST = `acme.sso.localhost:${process.env.E2E_PORT ?? '3100'}`;

/** Focus a control the way Tab would reach it, then press a key. */
async function press(control: Locator, key = 'Enter') {
  await control.focus();
  await control.page().keyboard.press(key);
}

/** Focus a text field and type into it (replacing what it holds). */
async function type(field: Locator, text: string) {
  await field.focus();
  await field.page().keyboard.press('ControlOrMeta+A');
  await field.page().keyboard.type(text);
}

/** The identity server's sign-in, by keyboard. */
async function signInWithPassword(page: Page, email: string) {
  await page.goto('/');
  await new LoginPage(page).expectVisible();
  await type(page.getByLabel(/e-mail/i), email);
  await type(page.getByLabel(/password/i), DEMO_PASSWORD);
  await page.keyboard.press('Enter');
}

test('an administrator sets up SSO with the demo identity provider, tests, enforces and steps back', async ({
  browser,
}) => {
  // A bound for a hang: the whole set-up, each step checked for accessibility, takes over three
  // minutes on a slow, busy machine.
  test.setTimeout(360_000);
  const owner = await (await browser.newContext()).newPage();
  await signInWithPassword(owner, 'owner@acme.test');
  await expect(owner).toHaveURL(/\/overview\/account\/\d+/);
  const acme = await accountIdOf(owner, 'Acme Retail');
  const globex = await accountIdOf(owner, 'Globex Outlet');
  await owner.goto(`/organisation-settings/account/${acme}/sso`);
  await expect(owner.getByRole('list', { name: 'Set-up steps' })).toBeVisible();
  await expectNoSeriousA11yViolations(owner);

  // Provider settings: the add wizard's three pages.
  await press(owner.getByRole('link', { name: 'Configure' }));
  await expect(owner).toHaveURL(/\/sso\/add$/);
  await type(owner.getByRole('textbox', { name: 'Subdomain' }), 'acme');
  await press(owner.getByRole('button', { name: 'Next' }));
  await expect(owner.getByRole('textbox', { name: 'Consumer URL (ACS)' })).toHaveValue(
    `http://${SSO_HOST}/saml/acs`,
  );
  await expect(owner.getByRole('textbox', { name: 'Entity ID', exact: true })).toHaveValue(
    `http://${SSO_HOST}/saml/metadata`,
  );
  await press(owner.getByRole('button', { name: 'Next' }));
  const metadata = await demoIdpMetadata(owner);
  const [chooser] = await Promise.all([
    owner.waitForEvent('filechooser'),
    press(owner.getByLabel('Metadata file (.xml)'), 'Space'),
  ]);
  await chooser.setFiles({ name: 'demo-idp.xml', mimeType: 'text/xml', buffer: metadata });
  await expect(owner.getByRole('textbox', { name: 'Entity ID (issuer)' })).toHaveValue(
    /127\.0\.0\.1:\d+\/metadata$/,
  );
  await expectNoSeriousA11yViolations(owner);
  await press(owner.getByRole('button', { name: 'Finish' }));
  await expect(owner).toHaveURL(/\/organisation-settings\/account\/\d+\/sso$/);

  // Enable, with its confirmation.
  await press(owner.getByRole('button', { name: 'Enable authentication' }));
  await press(owner.getByRole('dialog').getByRole('button', { name: 'Yes, enable' }));
  await expect(owner.getByText('Single sign-on is enabled.')).toBeVisible();

  // Testing: the login link signs in at the identity provider and lands in the shell, for Acme only.
  const loginLink = owner.getByRole('link', { name: new RegExp(SSO_HOST) });
  await expect(loginLink).toHaveAttribute('href', `http://${SSO_HOST}/`);
  const [tested] = await Promise.all([owner.context().waitForEvent('page'), press(loginLink)]);
  await new DemoIdpPage(tested).signIn('owner@acme.test');
  await expect(tested).toHaveURL(new RegExp(`/overview/account/${acme}$`));
  await expect(tested.getByRole('heading', { name: 'Acme Retail' })).toBeVisible();
  // Globex Outlet, which owner@acme.test also administers, stays out of reach of Acme's IdP.
  await tested.goto(`/overview/account/${globex}`);
  await expect(tested).toHaveURL(/\/access-denied/);
  await tested.close();

  // Enforce for acme.test: the lock-out list, then the subdomain retyped.
  await owner.reload();
  await type(owner.getByRole('textbox', { name: 'Company domain' }), 'acme.test');
  await press(owner.getByRole('checkbox', { name: /tested the login/ }), 'Space');
  await press(owner.getByRole('button', { name: 'Enforce authentication' }));
  const enforce = owner.getByRole('dialog');
  await expect(enforce.getByText('editor@acme.test')).toBeVisible();
  const retype = enforce.getByRole('textbox', { name: /Type the subdomain/ });
  await type(retype, 'acmf');
  await press(enforce.getByRole('button', { name: 'Enforce now' }));
  await expect(enforce.getByText('This does not match the subdomain.')).toBeVisible();
  await type(retype, 'acme');
  await press(enforce.getByRole('button', { name: 'Enforce now' }));
  await expect(owner.getByText('Single sign-on is enforced for acme.test.')).toBeVisible();

  // editor@acme.test can no longer sign in with a password; SSO signs them in.
  const editor = await (await browser.newContext()).newPage();
  await signInWithPassword(editor, 'editor@acme.test');
  await expect(editor.getByRole('alert')).toContainText('identity provider');
  await press(editor.getByRole('link', { name: 'Continue with single sign-on' }));
  await new DemoIdpPage(editor).signIn('editor@acme.test');
  await expect(editor).toHaveURL(new RegExp(`/overview/account/${acme}$`));
  await editor.context().close();

  // Step back to Enabled, with its confirmation: password sign-in works again.
  await press(owner.getByRole('button', { name: 'Step back to Enabled' }));
  await press(owner.getByRole('dialog').getByRole('button', { name: 'Yes, step back' }));
  await expect(owner.getByRole('button', { name: 'Enforce authentication' })).toBeVisible();
  const again = await (await browser.newContext()).newPage();
  await signInWithPassword(again, 'editor@acme.test');
  await expect(again).toHaveURL(/\/overview\/account\/\d+/);
  await again.context().close();
  await owner.context().close();
});

test('a master user must choose a vertical and a business type before saving the details', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Mia Master belongs to Initech Secure, which enforces 2FA: she sets it up first (spec §6).
  await signInWithPassword(page, 'master@feedline.test');
  const modal = new TwoFactorModal(page);
  const profile = new TwoFactorProfile(page);
  await modal.expectOpenOnProfile();
  await modal.confirm();
  await profile.startSetup();
  await profile.enable(totpCode(await profile.readSecret()));
  await profile.expectEnabled();

  const globex = await accountIdOf(page, 'Globex Outlet');
  await page.goto(`/organisation-settings/account/${globex}/details`);
  await expect(page.getByRole('heading', { level: 1, name: 'Globex Outlet' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save' });
  await press(save);
  await expect(page.getByText('Choose at least one vertical.')).toBeVisible();
  await expect(page.getByText('Choose at least one business type.')).toBeVisible();
  await expect(save).toBeDisabled();

  // Any toggle clears the hints; the save then asks for what is still missing.
  await press(page.getByRole('group', { name: 'Verticals' }).getByLabel('Electronics'), 'Space');
  await expect(page.getByText('Choose at least one vertical.')).toBeHidden();
  await press(save);
  await expect(page.getByText('Choose at least one business type.')).toBeVisible();
  await expect(page.getByText('Choose at least one vertical.')).toBeHidden();
  await press(page.getByRole('group', { name: 'Business types' }).getByLabel('B2B'), 'Space');
  await press(save);
  await expect(page.getByText("The organisation's settings are saved.")).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Verticals' }).getByLabel('Electronics'),
  ).toBeChecked();
});
