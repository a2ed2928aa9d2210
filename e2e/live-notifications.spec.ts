import { expect, test, type Response } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './pages/a11y';
import { NotificationsDrawer } from './pages/live-notifications';
import { Shell } from './pages/shell';
import { signedInAs } from './signed-in';

test.use({ storageState: signedInAs('owner') });

test('a line written through the API appears live in the open drawer at acme.nl', async ({
  page,
}) => {
  const shell = new Shell(page);
  const drawer = new NotificationsDrawer(page);

  // Every script the page loads, to see when the Socket.IO client arrives.
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push({ url: response.url(), body: response.text().catch(() => '') });
    }
  });
  // A disconnect reason only socket.io-client's own code spells out (short strings such as 'EIO'
  // can turn up in any minified chunk).
  const loadedSocketClient = async () => {
    const bodies = await Promise.all(scripts.map((script) => script.body));
    return bodies.some((body) => body.includes('io server disconnect'));
  };

  await page.goto('/');
  await shell.open('Acme Benelux');
  await shell.open('acme.nl');
  await expect(shell.heading('acme.nl')).toBeVisible();
  const siteId = /\/site\/(\d+)/.exec(page.url())?.[1];
  expect(siteId).toBeTruthy();

  // Collapsed by default, with a visible toggle; no realtime client loaded yet.
  await expect(drawer.toggle).toBeVisible();
  await expect(drawer.drawer).toBeHidden();
  expect(await loadedSocketClient()).toBe(false);

  await drawer.open();
  await drawer.expectLive();
  expect(await loadedSocketClient()).toBe(true);

  // The history: the demo lines, newest first, below those of the demo's first imports (and of
  // journeys of other files).
  const exported = await drawer.rowsAt('oldest', 'Export Google Shopping NL delivered');
  await expect(exported).toContainText('Success');
  const texts = await drawer.rows().allTextContents();
  const position = (text: string) => texts.findIndex((row) => row.includes(text));
  const refused = 'Bol.com failed: destination refused the upload';
  expect(position('Export Google Shopping NL delivered')).toBeLessThan(position(refused));
  await expect(drawer.rows().filter({ hasText: refused })).toContainText('Error');
  await expect(drawer.rows().filter({ hasText: refused }).locator('b')).toHaveText('Bol.com');
  await drawer.scrollTo('newest');

  const viewport = page.viewportSize()!;
  expect(Math.abs((await drawer.height()) - viewport.height / 3)).toBeLessThan(2);

  await expectNoSeriousA11yViolations(page);

  // A real import on the server (the site's feeds, fetched and read): its lines arrive live,
  // then those of the exports that follow it.
  await expect.poll(() => drawer.reimportThroughApi(siteId!), { timeout: 60_000 }).toBe(202);
  await drawer.rowsAt('newest', 'Import finished: 50 items, 0 rows left out', 60_000);
  await drawer.rowsAt('newest', 'Product catalogue: 50 items read');

  await drawer.button('Expand notifications').click();
  await expect(drawer.drawer).toHaveAttribute('data-state', 'expanded');
  await expect
    .poll(async () => Math.round(await drawer.height()))
    .toBe(Math.round((viewport.height * 2) / 3));
  await drawer.button('Shrink notifications').click();
  await expect(drawer.drawer).toHaveAttribute('data-state', 'open');

  // Clear empties the view only; the next line still arrives.
  const shown = (await drawer.rows().first().textContent()) ?? '';
  expect(shown).not.toBe('');
  await drawer.button('Clear').click();
  // The lines shown before are gone (a line written meanwhile, e.g. by an export of the demo
  // that another journey started, may already show: the view is cleared, not the log).
  await expect(drawer.rows().filter({ hasText: shown })).toHaveCount(0);
  await expect.poll(() => drawer.reimportThroughApi(siteId!), { timeout: 60_000 }).toBe(202);
  await expect(drawer.rows().filter({ hasText: 'Import started' })).toHaveCount(1, {
    timeout: 30_000,
  });
  await expect(drawer.rows().filter({ hasText: 'Import finished' })).toHaveCount(1, {
    timeout: 60_000,
  });

  await drawer.button('Close notifications').click();
  await expect(drawer.drawer).toBeHidden();
  await expect(drawer.toggle).toBeVisible();
});
