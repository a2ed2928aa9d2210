import { expect, test } from '@playwright/test';
import { EmbeddedScreen } from './pages/embedded-screen';
import { LoginPage } from './pages/login-page';
import { Shell } from './pages/shell';
import { signedInAs } from './signed-in';

test.use({ storageState: signedInAs('owner') });

test('an administrator invites someone new, who joins and lands in the organisation', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/overview\/account\/\d+$/);
  const accountId = /\/overview\/account\/(\d+)$/.exec(page.url())![1];

  await page.goto(`/user-management/account/${accountId}/invite-users`);
  const screen = new EmbeddedScreen(page);
  await screen.expectReady();
  const email = 'invited.person@example.test';
  await screen.content.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await screen.content.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(screen.toast(`Invitation for ${email} created`)).toBeVisible();
  const link = await screen.content.getByRole('textbox', { name: 'Invitation link' }).inputValue();
  expect(new URL(link).pathname).toMatch(/^\/user\/invitation\/[\w-]{43}$/);
  await expect(
    screen.content.getByRole('region', { name: 'Open invitations' }).getByText(email),
  ).toBeVisible();

  // The invited person, in a browser of their own, without a session.
  const theirs = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const invitee = await theirs.newPage();
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: 'Join Acme Retail' })).toBeVisible();
  await invitee.getByRole('textbox', { name: 'Your name' }).fill('Ivy Invited');
  await invitee.getByLabel(/^Password/).fill('a long enough secret');
  await invitee.getByLabel(/^Repeat the password/).fill('a long enough secret');
  await invitee.getByRole('button', { name: 'Create account and join' }).click();

  const login = new LoginPage(invitee);
  await login.expectVisible();
  await expect(invitee.getByLabel(/e-mail/i)).toHaveValue(email);
  await login.signIn(email, 'a long enough secret');
  await expect(invitee).toHaveURL(new RegExp(`/overview/account/${accountId}$`));
  await expect(new Shell(invitee).heading('Acme Retail')).toBeVisible();

  // The link worked once.
  await invitee.goto(link);
  await expect(
    invitee.getByRole('heading', { name: 'This invitation has already been used' }),
  ).toBeVisible();
  await theirs.close();
});
