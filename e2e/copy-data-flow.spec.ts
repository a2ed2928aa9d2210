import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoSite, EmbeddedScreen } from './pages/embedded-screen';
import { NotificationsDrawer } from './pages/live-notifications';
import { signedInAs } from './signed-in';

/**
 * The dialog moves the focus into itself a moment after it has opened: a picker focused before
 * that loses the focus (and what is typed) to the dialog's first button.
 */
async function expectFocusWithin(dialog: Locator) {
  await expect
    .poll(() =>
      dialog.evaluate((element) => {
        const node = element as unknown as { contains(other: unknown): boolean };
        const { document } = globalThis as unknown as { document: { activeElement: unknown } };
        return node.contains(document.activeElement);
      }),
    )
    .toBe(true);
}

/** A picker of the copy dialog, operated by keyboard alone: type, pick the option, Enter. */
async function pickByKeyboard(
  page: Page,
  side: 'Source' | 'Target',
  label: string,
  option: string,
) {
  const dialog = page.getByRole('dialog');
  const input = dialog.getByRole('group', { name: side }).getByRole('textbox', { name: label });
  await input.focus();
  await expect(input).toBeFocused();
  await page.keyboard.type(option.split(' - ')[1]!);
  const choice = page.getByRole('option', { name: option, exact: true });
  await expect(choice).toBeVisible({ timeout: 15_000 });
  // Down to the option, then Enter.
  for (let step = 0; step < 10; step += 1) {
    if ((await choice.getAttribute('data-combobox-selected')) !== null) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue(option);
}

test.describe('as the owner', () => {
  test.use({ storageState: signedInAs('owner') });

  test('copies Google Shopping NL to two channels after the dry run, sees the results, and undoes it; a single copy lands on the target', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/overview\/account\/\d+/);
    const nl = await demoSite(page, 'Acme Retail', 'acme.nl');
    const be = await demoSite(page, 'Acme Retail', 'acme.be');
    const google = nl.channels.find((channel) => channel.name === 'Google Shopping NL')!;
    const meta = nl.channels.find((channel) => channel.name === 'Meta Catalog NL')!;
    const googleBe = be.channels.find((channel) => channel.name === 'Google Shopping BE')!;
    const screen = new EmbeddedScreen(page);

    await page.goto(`/data-flow/site/${nl.siteId}/export/${google.id}`);
    await screen.expectReady();
    await page.getByRole('button', { name: 'Copy data flow' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy data flow' });
    await expect(dialog.getByRole('textbox', { name: 'Channel' }).first()).toHaveValue(
      `${google.id} - Google Shopping NL`,
    );
    await expectFocusWithin(dialog);

    // By keyboard: a target added to the list, then the current target.
    await pickByKeyboard(page, 'Target', 'Site', `${be.siteId} - acme.be`);
    await pickByKeyboard(page, 'Target', 'Channel', `${googleBe.id} - Google Shopping BE`);
    await dialog.getByRole('button', { name: 'Add channel' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('region', { name: 'Channels to copy to' })).toContainText(
      `${be.siteId} – acme.be, ${googleBe.id} – Google Shopping BE`,
    );
    await pickByKeyboard(page, 'Target', 'Site', `${nl.siteId} - acme.nl`);
    await pickByKeyboard(page, 'Target', 'Channel', `${meta.id} - Meta Catalog NL`);
    await dialog.getByRole('button', { name: 'Copy', exact: true }).click();

    // The dry run, before anything is written.
    await expect(dialog.getByText('Left out: description')).toBeVisible();
    await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
    const results = page.getByRole('dialog', { name: 'Data flow copied' });
    await expect(results.getByRole('button', { name: /Open the data flow of/ })).toHaveCount(2);

    // Undo brings both targets back in one go.
    await results.getByRole('button', { name: 'Undo copy' }).click();
    await expect(screen.toast('The copy was undone.')).toBeVisible();

    // A single copy, by keyboard alone, goes straight to the target site's data flow.
    await page.getByRole('button', { name: 'Copy data flow' }).focus();
    await page.keyboard.press('Enter');
    await expectFocusWithin(page.getByRole('dialog', { name: 'Copy data flow' }));
    await pickByKeyboard(page, 'Target', 'Site', `${nl.siteId} - acme.nl`);
    await pickByKeyboard(page, 'Target', 'Channel', `${meta.id} - Meta Catalog NL`);
    await page.getByRole('dialog').getByRole('button', { name: 'Copy', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog').getByText('Left out: description')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Copy', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(screen.toast('Data flow copied to Meta Catalog NL')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/data-flow/site/${nl.siteId}`));

    await page.goto(`/data-view/site/${nl.siteId}?mode=preview&stage=channel&stageId=${meta.id}`);
    await screen.expectReady();
    await expect(screen.content.getByRole('columnheader', { name: 'gtin' })).toBeVisible();

    const drawer = new NotificationsDrawer(page);
    await drawer.open();
    await expect(
      drawer
        .rows()
        .filter({ hasText: 'Data flow of Google Shopping NL copied to Meta Catalog NL' })
        .first(),
    ).toBeVisible();
  });
});

test.describe('as an editor who may only read Acme DACH', () => {
  test.use({ storageState: signedInAs('editor') });

  test('a copy to Acme DACH is refused with a clear message', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/overview\/account\/\d+/);
    const nl = await demoSite(page, 'Acme Retail', 'acme.nl');
    const de = await demoSite(page, 'Acme Retail', 'acme.de');
    const google = nl.channels.find((channel) => channel.name === 'Google Shopping NL')!;
    const googleDe = de.channels.find((channel) => channel.name === 'Google Shopping DE')!;
    const screen = new EmbeddedScreen(page);
    await page.goto(`/data-flow/site/${nl.siteId}/export/${google.id}`);
    await screen.expectReady();
    await page.getByRole('button', { name: 'Copy data flow' }).click();
    await pickByKeyboard(page, 'Target', 'Site', `${de.siteId} - acme.de`);
    await pickByKeyboard(page, 'Target', 'Channel', `${googleDe.id} - Google Shopping DE`);
    await page.getByRole('dialog').getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(
      screen.toast('You may not change the data flow of every chosen channel: nothing was copied.'),
    ).toBeVisible();
  });
});
