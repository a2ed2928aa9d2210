import { expect, test } from '@playwright/test';
import { OrganisationSwitcher } from './pages/navigation-menu';
import { signedInAs } from './signed-in';

test.use({ storageState: signedInAs('owner') });

test('by keyboard: switch organisation, open a site, open and close the live notifications', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/overview\/account\/\d+/);
  const heading = (name: string) => page.getByRole('heading', { level: 1, name });
  await expect(heading('Acme Retail')).toBeVisible();
  const acme = page.url();

  // The switcher: Enter opens it, typing searches, Enter on the option switches; the focus then
  // is on the new page's heading, which a screen reader reads.
  const switcher = new OrganisationSwitcher(page);
  await switcher.button('Acme Retail').focus();
  await page.keyboard.press('Enter');
  await expect(switcher.list).toBeVisible();
  // The search box takes the focus once the list is open (a task later): typing goes there.
  await expect(switcher.search).toBeFocused();
  await page.keyboard.type('Globex');
  await expect(switcher.list.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(heading('Globex Outlet')).toBeFocused();

  // Back to Acme Retail, then a project and a site by links of the content and Enter.
  await page.goto(acme);
  await expect(heading('Acme Retail')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Acme Benelux', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(heading('Acme Benelux')).toBeFocused();
  await page.getByRole('main').getByRole('link', { name: 'acme.nl', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(heading('acme.nl')).toBeFocused();

  // The live notifications: opened, the drawer has the focus; Escape closes it and the focus
  // goes back to its button.
  const open = page.getByRole('button', { name: 'Notifications', exact: true });
  await open.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('complementary', { name: 'Notifications' });
  await expect(drawer).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(open).toBeFocused();
});
