import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { readStorage, removeStorageKeys, writeStorage } from './pages/routes-pages';
import { Shell } from './pages/shell';
import { expectQuiet } from './in-flight';

// These journeys sign in through the form, each with an identity-server session and grant of its
// own: the refresh tokens they rotate (and a replay, should the lock fail) touch no other test.

function isRefreshCall(request: Request): boolean {
  return (
    request.method() === 'POST' &&
    new URL(request.url()).pathname.endsWith('/oidc/token') &&
    (request.postData() ?? '').includes('grant_type=refresh_token')
  );
}

async function breakAccessToken(page: Page) {
  await writeStorage(page, 'access', 'not-a-valid-token');
}

for (const withWebLocks of [true, false]) {
  const lockName = withWebLocks ? 'Web Locks' : 'the localStorage lock (no Web Locks)';

  test(`two tabs with a refused token make one refresh call and both keep working: ${lockName}`, async ({
    context,
  }) => {
    if (!withWebLocks) {
      // A browser without the Web Locks API: the spec's localStorage lock takes over.
      await context.addInitScript(() => {
        const { navigator } = globalThis as unknown as { navigator: object };
        Object.defineProperty(Object.getPrototypeOf(navigator), 'locks', { get: () => undefined });
      });
    }
    const hasWebLocks = await runTwoTabRefresh(context);
    expect(hasWebLocks).toBe(withWebLocks);
  });
}

/** Resolves with whether the tabs had the Web Locks API. */
async function runTwoTabRefresh(context: BrowserContext): Promise<boolean> {
  // The API and identity-server calls of both tabs and their frames that have not ended yet.
  const calls = new Set<Request>();
  context.on('request', (request) => {
    if (/^\/(api|oidc)\//.test(new URL(request.url()).pathname)) calls.add(request);
  });
  context.on('requestfinished', (request) => calls.delete(request));
  context.on('requestfailed', (request) => calls.delete(request));
  const first = await context.newPage();
  await first.goto('/');
  await new LoginPage(first).signIn('owner@acme.test');
  await expect(first).toHaveURL(/\/overview\/account\/\d+$/);
  const accountUrl = first.url();

  const second = await context.newPage();
  await second.goto(accountUrl);
  await expect(new Shell(second).heading('Acme Retail')).toBeVisible();

  const refreshCalls: string[] = [];
  const logouts: string[] = [];
  context.on('request', (request) => {
    if (isRefreshCall(request)) refreshCalls.push(request.url());
    if (request.isNavigationRequest() && new URL(request.url()).pathname === '/logout') {
      logouts.push(request.url());
    }
  });
  for (const page of [first, second]) {
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && new URL(frame.url()).pathname === '/logout') {
        logouts.push(frame.url());
      }
    });
  }

  // No call may be in flight: a refresh cut off by the reload would lose its rotated token. A
  // condition on those calls, not `networkidle`, which also waits for the code the frames loaded
  // ahead fetch while idle, and on a busy machine did not come within two minutes.
  await expectQuiet(calls, { quietMs: 300, timeout: 60_000 });
  // A slow identity server: the refresh call waits until both tabs have had their request
  // refused, so the second tab's 401 arrives while the first tab is refreshing.
  const refusedTabs = new Set<Page>();
  let bothRefused: () => void = () => undefined;
  const bothTabsRefused = new Promise<void>((resolve) => (bothRefused = resolve));
  for (const page of [first, second]) {
    page.on('response', (response) => {
      if (response.status() === 401 && new URL(response.url()).pathname.startsWith('/api/')) {
        refusedTabs.add(page);
        if (refusedTabs.size === 2) bothRefused();
      }
    });
  }
  await context.route('**/oidc/token', async (route) => {
    await bothTabsRefused;
    await route.continue();
  });
  await breakAccessToken(first);
  await breakAccessToken(second);
  // Both tabs load the page again at the same time: each asks for the user with the bad token.
  await Promise.all([first.reload(), second.reload()]);

  for (const page of [first, second]) {
    await expect(new Shell(page).heading('Acme Retail')).toBeVisible();
    await expect(page).toHaveURL(accountUrl);
  }
  expect(refreshCalls).toHaveLength(1);
  expect(logouts).toEqual([]);
  expect(await readStorage(first, 'access')).not.toBe('not-a-valid-token');

  // Both keep working with the renewed session.
  for (const page of [first, second]) {
    await new Shell(page).open('Acme Benelux');
    await expect(new Shell(page).heading('Acme Benelux')).toBeVisible();
  }
  expect(refreshCalls).toHaveLength(1);
  return first.evaluate(
    () =>
      (globalThis as unknown as { navigator: { locks?: unknown } }).navigator.locks !== undefined,
  );
}

test('a refused token that cannot be refreshed signs the user out and comes back', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await page.goto('/');
  await login.signIn('editor@acme.test');
  await expect(page).toHaveURL(/\/overview\/account\/\d+$/);
  const accountUrl = page.url();

  // Without the OIDC client's stored user there is no refresh token to redeem.
  await removeStorageKeys(page, 'oidc.user:');
  await writeStorage(page, 'access', 'not-a-valid-token');
  await page.reload();
  // Without the stored user the shell has no id token to prove the sign-out is its own, so the
  // identity server asks before it ends the session.
  await expect(page.getByRole('heading', { name: 'Sign out of Feedline?' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await login.signIn('editor@acme.test');
  await expect(page).toHaveURL(accountUrl);
});
