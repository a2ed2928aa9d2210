import { expect, test, type Page } from '@playwright/test';
import { EmbeddedScreen, demoSite } from './pages/embedded-screen';
import { signedInAs } from './signed-in';

const platformOrigin = `http://127.0.0.1:${Number(process.env.E2E_PLATFORM_PORT ?? 3101)}`;

test.use({ storageState: signedInAs('owner') });

/** The origins of the blob workers the page and its frames start, as they start. */
function blobWorkerOrigins(page: Page): string[] {
  const origins: string[] = [];
  page.on('worker', (worker) => {
    if (worker.url().startsWith('blob:')) origins.push(new URL(worker.url().slice(5)).origin);
  });
  return origins;
}

test('the shell’s and the embedded screens’ first scripts load the formats’ data in a worker, before the app’s code', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/overview\/account\/\d+/);
  const { siteId } = await demoSite(page, 'Acme Retail', 'acme.nl');
  const overview = page.url();

  // The shell's code held: the worker is the first script's.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const entry = /^\/assets\/index-[^/]+\.js$/;
  await page.route(
    (url) => url.origin === new URL(baseURL!).origin && entry.test(url.pathname),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  const origins = blobWorkerOrigins(page);
  await page.goto(overview, { waitUntil: 'commit' });
  await expect.poll(() => origins).toContain(new URL(baseURL!).origin);
  await expect(page.locator('#root')).toBeEmpty();
  release();
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // The embedded screen's page starts its own, in its process (its CSP allows it: no violation,
  // content-security.spec.ts).
  origins.length = 0;
  await page.goto(`/dashboard/site/${siteId}/version/1`);
  await new EmbeddedScreen(page).expectReady();
  await expect.poll(() => origins).toContain(platformOrigin);
});
