import { expect, test } from '@playwright/test';
import { EmbeddedScreen } from './pages/embedded-screen';
import { NotificationsDrawer } from './pages/live-notifications';
import { Shell } from './pages/shell';
import { signedInAs } from './signed-in';

test.use({ storageState: signedInAs('owner') });

test('normal pages of the shell and the embedded screens cause no CSP violation report', async ({
  page,
}) => {
  test.slow();
  // Every document (the shell, its frames) reports what its CSP refused, through a binding: the
  // shell silences the console outside debug mode.
  const violations: string[] = [];
  await page.exposeBinding('reportCspViolation', ({ frame }, text: string) => {
    violations.push(`${frame.url()}: ${text}`);
  });
  await page.addInitScript(() => {
    // The page's window, as this script sees it (the e2e project has no DOM types).
    const view = globalThis as unknown as CspReportingWindow;
    view.document.addEventListener('securitypolicyviolation', (event) => {
      view.reportCspViolation(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });

  const shell = new Shell(page);
  const drawer = new NotificationsDrawer(page);
  const screen = new EmbeddedScreen(page);

  // The organisation overview with its announcements (sanitised HTML); the permanent one stays
  // whatever other tests close.
  await page.goto('/');
  await expect(shell.heading('Acme Retail')).toBeVisible();
  await expect(page.getByText('Scheduled maintenance on Sunday')).toBeVisible();
  await shell.open('Acme Benelux');
  await shell.open('acme.nl');
  await expect(shell.heading('acme.nl')).toBeVisible();
  const siteId = /\/site\/(\d+)/.exec(page.url())![1];

  // The live log with its HTML lines.
  await drawer.open();
  // The demo's own lines, below those of its first imports.
  const refused = await drawer.rowsAt('oldest', 'Bol.com failed: destination refused the upload');
  await expect(refused.locator('b')).toHaveText('Bol.com');

  // Embedded screens on the platform host.
  for (const path of [`/data-view/site/${siteId}`, `/dashboard/site/${siteId}/version/1`]) {
    await page.goto(path);
    await screen.expectReady();
  }
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Details' })).toBeVisible();

  // A violation is reported asynchronously: a later notification from the frame is a sync point.
  await page.goto(`/error-log/site/${siteId}`);
  await screen.expectReady();
  await screen.notifyFromFrame('CSP check done');
  expect(violations).toEqual([]);
});

interface CspReportingWindow {
  reportCspViolation(text: string): void;
  document: {
    addEventListener(
      type: 'securitypolicyviolation',
      listener: (event: { violatedDirective: string; blockedURI: string; sample: string }) => void,
    ): void;
  };
}
