import { expect, test } from '@playwright/test';
import { demoSite, EmbeddedScreen } from './pages/embedded-screen';
import { NotificationsDrawer } from './pages/live-notifications';
import { signedInAs } from './signed-in';

test.use({ storageState: signedInAs('owner') });

test('owner edits a column of Google Shopping NL / Shoes, sees the preview change, saves, and finds it in the data view and the live log', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/overview\/account\/\d+/);
  const { siteId, channels } = await demoSite(page, 'Acme Retail', 'acme.nl');
  const google = channels.find((channel) => channel.name === 'Google Shopping NL')!;
  const screen = new EmbeddedScreen(page);

  await page.goto(`/data-flow/site/${siteId}/export/${google.id}`);
  await screen.expectReady();
  const editor = screen.content;
  // The sub-channel, chosen in the editor: the shell follows with the query.
  const subChannel = editor.getByRole('combobox', { name: 'Sub-channel' });
  await subChannel.click();
  await editor.getByRole('option', { name: /Shoes/ }).click();
  await expect(page).toHaveURL(/classificationId=\d+/);
  await screen.expectReady();
  await expect(
    editor.getByRole('heading', { name: 'Data flow of Google Shopping NL / Shoes' }),
  ).toBeVisible();

  const preview = editor.getByRole('table', { name: 'The flow applied to items of the site' });
  const title = editor.getByRole('listitem', { name: 'Column title' });
  const firstTitle = preview.getByRole('row').nth(1).getByRole('cell').nth(2);
  const before = (await firstTitle.textContent()) ?? '';
  expect(before).not.toBe(before.toUpperCase());

  // A chain step, by keyboard: the preview follows at once.
  await title.getByRole('combobox', { name: 'Add a step' }).click();
  await editor.getByRole('option', { name: 'Upper case' }).click();
  await expect(firstTitle).toHaveText(before.toUpperCase());

  // Unsaved changes: leaving by the shell's menu asks first, and Cancel stays.
  await page
    .getByRole('navigation', { name: 'Menu' })
    .getByRole('link', { name: 'Status' })
    .click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/data-flow/site/${siteId}/export/${google.id}`));

  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(screen.toast('Data flow saved as version 2')).toBeVisible();
  await expect(editor.getByText('Version 2', { exact: true }).first()).toBeVisible();

  // The data view's channel stage of the sub-channel runs the same flow on the server.
  const classificationId = new URL(page.url()).searchParams.get('classificationId');
  await page.goto(
    `/data-view/site/${siteId}?mode=preview&stage=channel&stageId=${google.id}&classificationId=${classificationId}`,
  );
  await screen.expectReady();
  await expect(screen.content.getByText(before.toUpperCase()).first()).toBeVisible();

  // The site's live log has the line of the save.
  const drawer = new NotificationsDrawer(page);
  await drawer.open();
  await expect(
    drawer.rows().filter({ hasText: 'Data flow of Google Shopping NL / Shoes saved as version 2' }),
  ).toBeVisible();
});
