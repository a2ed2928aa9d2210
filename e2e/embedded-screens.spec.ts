import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './pages/a11y';
import { EmbeddedScreen, demoSite } from './pages/embedded-screen';
import { signedInAs } from './signed-in';

/** The shell's window as the frame sees it (the e2e project has no DOM types). */
interface PostTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

const platformOrigin = `http://127.0.0.1:${Number(process.env.E2E_PLATFORM_PORT ?? 3101)}`;

test.use({ storageState: signedInAs('owner') });

/** Opens the shell, which signs in with the owner's identity-server session. */
async function openShell(page: Page) {
  await page.goto('/');
  await expect(page).toHaveURL(/\/overview\/account\/\d+/);
}

test('a screen opened in the app shows in the frame the shell loaded ahead, without loading a platform page', async ({
  page,
}) => {
  await openShell(page);
  const { projectId, siteId } = await demoSite(page, 'Acme Retail', 'acme.nl');
  await page.goto(`/overview/project/${projectId}`);
  // The shell loads a frame of the platform ahead once it has settled; it waits, out of reach.
  const ahead = page.locator('iframe[data-standby=warm]');
  await expect(ahead).toHaveCount(1, { timeout: 30_000 });
  await expect(ahead).toHaveAttribute('aria-hidden', 'true');
  await expect(ahead).toHaveAttribute('tabindex', '-1');
  // Warm means able to show a screen at once: the code of the screens is there already.
  const standby = page.frames().find((frame) => frame.url().includes('/standby'))!;
  const loadedCode = await standby.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  expect(loadedCode).toContainEqual(expect.stringMatching(/^\/assets\/dashboard-screen-.*\.js$/));
  expect(loadedCode).toContainEqual(expect.stringMatching(/^\/assets\/trend-chart-.*\.js$/));
  const platformPages: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.url().startsWith(platformOrigin)) {
      platformPages.push(request.url());
    }
  });

  await page.getByRole('link', { name: 'acme.nl', exact: true }).last().click();
  const screen = new EmbeddedScreen(page);
  await screen.expectReady();
  await expect(screen.content.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(screen.content.getByText('Recent log').first()).toBeVisible();
  // The frame is the page's now: reachable, named, at the screen's address (spec §2.10).
  await expect(screen.frameElement).not.toHaveAttribute('aria-hidden', 'true');
  await expect(screen.frameElement).toHaveAttribute('title', /Dashboard/i);
  expect(screen.frame().url()).toBe(
    `${platformOrigin}/dashboard/site/${siteId}/version/1?_locale=en`,
  );
  expect(platformPages.filter((url) => !new URL(url).pathname.startsWith('/standby'))).toEqual([]);
});

test('pressing a site link starts its screen in the frame loaded ahead before the click ends', async ({
  page,
}) => {
  await openShell(page);
  const { projectId, siteId } = await demoSite(page, 'Acme Retail', 'acme.nl');
  await page.goto(`/overview/project/${projectId}`);
  await expect(page.locator('iframe[data-standby=warm]')).toHaveCount(1, { timeout: 30_000 });
  const standby = page.frames().find((frame) => frame.url().includes('/standby'))!;
  // The shell's own (the screen asks for the site too, for its invoice notice).
  const shellRequests: string[] = [];
  page.on('request', (request) => {
    if (request.frame() === page.mainFrame()) shellRequests.push(new URL(request.url()).pathname);
  });
  const asked = (path: string) => shellRequests.filter((pathname) => pathname === path).length;

  const link = page.getByRole('link', { name: 'acme.nl', exact: true }).last();
  await link.hover();
  await page.mouse.down();
  // Pressed: the screen opens in the frame still out of sight, the site's features are asked for
  // (the site itself came with the project's list of sites), and the shell still shows the project.
  await expect
    .poll(() => new URL(standby.url()).pathname)
    .toBe(`/dashboard/site/${siteId}/version/1`);
  await expect.poll(() => asked(`/api/sites/${siteId}/features`)).toBe(1);
  await expect(page).toHaveURL(new RegExp(`/overview/project/${projectId}$`));

  await page.mouse.up();
  const screen = new EmbeddedScreen(page);
  await screen.expectReady();
  await expect(screen.content.getByText('Recent log').first()).toBeVisible();
  expect(screen.frame().url()).toBe(
    `${platformOrigin}/dashboard/site/${siteId}/version/1?_locale=en`,
  );
  // The click found them on their way, and the site was never asked for on its own.
  expect(asked(`/api/sites/${siteId}/features`)).toBe(1);
  expect(asked(`/api/sites/${siteId}`)).toBe(0);
});

test('a site page opened again shows its screen before the app’s code has run, and the page takes that frame', async ({
  page,
}) => {
  await openShell(page);
  const { siteId } = await demoSite(page, 'Acme Retail', 'acme.nl');
  const dashboard = `/dashboard/site/${siteId}/version/1`;
  await page.goto(dashboard);
  const screen = new EmbeddedScreen(page);
  await screen.expectReady();
  // The app keeps the page once it has settled and the browser is idle, and the screen keeps its
  // own in the platform's storage.
  const kept = `localStorage.getItem('feedline.kept-screens') ?? ''`;
  await expect.poll(() => page.evaluate(kept)).toContain(dashboard);
  await expect.poll(() => screen.frame().evaluate(kept)).toContain(`${dashboard}?_locale=en`);

  // Both apps' code is held: what shows until then is their first scripts'.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let releaseScreen = () => {};
  const screenHeld = new Promise<void>((resolve) => (releaseScreen = resolve));
  const entry = /^\/assets\/index-[^/]+\.js$/;
  await page.route(
    (url) => entry.test(url.pathname),
    async (route) => {
      await (new URL(route.request().url()).origin === platformOrigin ? screenHeld : held);
      await route.continue();
    },
  );
  const screenPages: string[] = [];
  let screenAsked = () => {};
  const screenRequested = new Promise<void>((resolve) => (screenAsked = resolve));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'document' && url.origin === platformOrigin) {
      if (url.pathname.startsWith('/dashboard/')) screenPages.push(request.url());
      screenAsked();
    }
  });
  // The page's stylesheet is held until the screen's page has been asked for (bounded): the frame
  // is started from the page's head, not once the styles are there (docs/adr/0036).
  let screenBeforeStyles = false;
  const shellOrigin = new URL(page.url()).origin;
  await page.route(
    (url) => url.origin === shellOrigin && /^\/assets\/index-[^/]+\.css$/.test(url.pathname),
    async (route) => {
      screenBeforeStyles = await Promise.race([
        screenRequested.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
      ]);
      await route.continue();
    },
  );
  await page.goto(dashboard, { waitUntil: 'commit' });
  // The kept page, and in its frame the screen's own kept screen: the frame is named for the user.
  // (Its heading: what is wholly below the frame's bottom edge is kept as empty boxes.)
  const early = page.frameLocator('#feedline-kept-screen iframe');
  await expect(early.locator('#feedline-kept-screen h2').first()).toBeVisible();
  await expect(page.locator('#root')).toBeEmpty();
  expect(screenBeforeStyles).toBe(true);
  // Drawn over the whole frame, not at the width of its content.
  const earlyFrame = page.frames().find((candidate) => candidate.url().startsWith(platformOrigin))!;
  const coverSize = `(() => {
    const box = document.getElementById('feedline-kept-screen').getBoundingClientRect();
    return [box.width - innerWidth, box.height - innerHeight, innerWidth > 0];
  })()`;
  await expect.poll(() => earlyFrame.evaluate(coverSize)).toEqual([0, 0, true]);

  // The screen's code runs: it has its session and its figures, the shell's app not started.
  releaseScreen();
  await expect(early.locator('#feedline-kept-screen')).toHaveCount(0);
  await expect(early.getByText('Recent log').first()).toBeVisible();
  await expect(page.locator('#root')).toBeEmpty();
  const frame = page.frames().find((candidate) => candidate.url().startsWith(platformOrigin))!;
  await frame.evaluate(`window.loadedBeforeTheApp = true`);

  release();
  await screen.expectReady();
  await expect(page.locator('#feedline-kept-screen')).toHaveCount(0);
  // The page took that frame: the same document, and the screen was loaded once.
  expect(await screen.frame().evaluate(`window.loadedBeforeTheApp`)).toBe(true);
  expect(screenPages).toEqual([`${platformOrigin}${dashboard}?_locale=en`]);
  await expect(screen.content.getByText('Recent log').first()).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('each embedded screen of acme.nl loads from the platform host and clears its overlay', async ({
  page,
}) => {
  // Fifteen loads of the shell with a frame: more than the default minute on a busy machine.
  test.slow();
  await openShell(page);
  const { accountId, projectId, siteId, channels } = await demoSite(page, 'Acme Retail', 'acme.nl');
  const google = channels.find((channel) => channel.name === 'Google Shopping NL')!;
  const screen = new EmbeddedScreen(page);
  const screens: [path: string, content: RegExp][] = [
    [`/data-view/site/${siteId}`, /50 items/],
    [`/site/${siteId}`, /50 items/],
    [`/configure-dataflow/data-view/site/${siteId}`, /50 items/],
    [`/data-map/site/${siteId}`, /Product catalogue/],
    [`/new/designer/site/${siteId}`, /Layers/],
    [`/designer/site/${siteId}`, /Layers/],
    [`/dashboard/site/${siteId}/version/1`, /Recent log/],
    [`/data-flow/site/${siteId}/export/${google.id}`, /Google Shopping NL/],
    [`/exports/site/${siteId}`, /Meta Catalog NL/],
    [`/error-log/site/${siteId}`, /Bol\.com/],
    [`/data-sources/site/${siteId}`, /Stock levels/],
    [`/activity/account/${accountId}`, /Olivia Owner|Eddie Editor/],
    [`/billing/account/${accountId}`, /Paid/i],
    [`/settings/project/${projectId}`, /Acme Benelux/],
  ];
  for (const [path, content] of screens) {
    await page.goto(path);
    await screen.expectReady();
    // The frame's address: the same path on the platform host, with the language (spec §2.10).
    const src = await screen.frameElement.getAttribute('src');
    expect(src, path).toMatch(new RegExp(`^${platformOrigin}${path}\\?(.*&)?_locale=en`));
    await expect(screen.content.getByText(content).first(), path).toBeVisible();
  }

  // The data view: its caption in the breadcrumb and the shared-settings notice (spec §2.11).
  await page.goto(`/data-view/site/${siteId}`);
  await screen.expectReady();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Data view');
  await expect(page.getByText('Shared settings', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the designer asks the shell for its dialogs and reports the save as a toast', async ({
  page,
}) => {
  await openShell(page);
  const { siteId } = await demoSite(page, 'Acme Retail', 'acme.nl');
  const screen = new EmbeddedScreen(page);
  await page.goto(`/new/designer/site/${siteId}`);
  await screen.expectReady();
  const layers = screen.content.getByRole('button', { name: /^Delete / });
  const before = await layers.count();
  expect(before).toBeGreaterThan(0);

  // A delete request opens the shell's danger dialog; Cancel answers cancel and keeps the layer.
  await layers.first().click();
  const dialog = page.getByRole('dialog', { name: 'Delete layer' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(layers).toHaveCount(before);

  // Delete answers delete: the frame removes the layer.
  await layers.first().click();
  await page
    .getByRole('dialog', { name: 'Delete layer' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(layers).toHaveCount(before - 1);

  // A prompt round-trips its value: Save as… with a new name, then the success toast.
  await screen.content.getByRole('button', { name: 'Save as…' }).click();
  const prompt = page.getByRole('dialog', { name: 'Save template as' });
  await prompt.getByRole('textbox').fill('Price badge');
  await prompt.getByRole('button', { name: 'Save' }).click();
  await expect(screen.toast('Template “Price badge” saved.')).toBeVisible();

  // Saved per site: a fresh load shows the new name and the remaining layers.
  await page.reload();
  await screen.expectReady();
  await expect(screen.content.getByText('Template “Price badge” of acme.nl')).toBeVisible();
  await expect(layers).toHaveCount(before - 1);
});

test('navigation requests move the shell, and route memory brings the channel back', async ({
  page,
}) => {
  await openShell(page);
  const { siteId, channels } = await demoSite(page, 'Acme Retail', 'acme.nl');
  const google = channels.find((channel) => channel.name === 'Google Shopping NL')!;
  const screen = new EmbeddedScreen(page);

  // A click in the data map asks the shell to navigate (spec §5).
  await page.goto(`/data-map/site/${siteId}`);
  await screen.expectReady();
  await screen.content
    .getByRole('button', { name: /Google Shopping NL/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/data-flow/site/${siteId}/export/${google.id}$`));
  await screen.expectReady();

  // Route memory (spec §2.14): the channel was stored for this site, so the site's data flow and
  // data view open on it, replacing the history entry.
  await page.goto(`/data-flow/site/${siteId}`);
  await expect(page).toHaveURL(new RegExp(`/data-flow/site/${siteId}/export/${google.id}`));
  await page.goto(`/data-view/site/${siteId}`);
  await expect(page).toHaveURL(
    new RegExp(`/data-view/site/${siteId}\\?.*stage=channel.*stageId=${google.id}`),
  );
  await screen.expectReady();
  // The frame was given the channel stage: its grid shows the channel's output columns.
  await expect(screen.content.getByRole('columnheader', { name: 'image_link' })).toBeVisible();
});

test.describe('messages the shell must not act on', () => {
  // The shell's CSP already refuses frames of any origin but the platform host; the origin check of
  // the frame protocol is the second line of defence, so this test lifts the CSP to reach it.
  test.use({ bypassCSP: true });

  let thirdParty: Server;
  let thirdOrigin: string;

  test.beforeAll(async () => {
    // A page of a third origin that speaks the protocol perfectly, to whoever is its parent.
    thirdParty = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><title>third party</title><script>
        const send = (body) => parent.postMessage({ v: 1, source: 'feedline', ...body }, '*');
        send({ type: 'navigation', url: '/profile' });
        send({ type: 'notification', subtype: 'error', message: 'Injected by a third origin' });
        send({ type: 'dialog', subtype: 'request', id: 'x', kind: 'confirm', title: 'Injected dialog', message: '' });
        send({ type: 'session-request' });
        document.title = 'sent';
      </script>`);
    });
    // A free port of the system's choosing: no clash with another worker or another run.
    await new Promise<void>((done) => thirdParty.listen(0, '127.0.0.1', done));
    thirdOrigin = `http://127.0.0.1:${(thirdParty.address() as AddressInfo).port}`;
  });
  test.afterAll(async () => {
    await new Promise((done) => thirdParty.close(done));
  });

  test('a third origin in the frame and malformed messages have no effect', async ({ page }) => {
    await openShell(page);
    const { siteId } = await demoSite(page, 'Acme Retail', 'acme.nl');
    const screen = new EmbeddedScreen(page);
    const sessions: unknown[] = [];
    await page.goto(`/data-map/site/${siteId}`);
    await screen.expectReady();
    const url = page.url();

    // Malformed messages from the real platform frame: wrong types, unknown fields, no envelope.
    await screen.frame().evaluate((shell) => {
      const { parent } = globalThis as unknown as { parent: PostTarget };
      const post = (message: unknown) => parent.postMessage(message, shell);
      post({ v: 1, source: 'feedline', type: 'navigation', url: 42 });
      post({
        v: 1,
        source: 'feedline',
        type: 'notification',
        subtype: 'evil',
        message: 'Malformed toast',
      });
      post({
        v: 1,
        source: 'feedline',
        type: 'notification',
        subtype: 'info',
        message: 'Malformed toast',
        html: '<b>x</b>',
      });
      post({ type: 'navigation', url: '/profile' });
      post({ v: 2, source: 'feedline', type: 'navigation', url: '/profile' });
      post('{"v":1,"source":"feedline","type":"navigation","url":"/profile"}');
      post({ v: 1, source: 'feedline', type: 'navigation', url: 'https://evil.example/phish' });
    }, new URL(url).origin);
    // The frame's next, valid message is shown: the shell has handled the malformed ones.
    await screen.notifyFromFrame('Sent after the malformed messages');
    await expect(page).toHaveURL(url);
    await expect(screen.toast(/Malformed/)).toHaveCount(0);

    const frameSrc = (await screen.frameElement.getAttribute('src'))!;

    // The same frame, now showing a page of a third origin: same window, other origin.
    await screen.frame().evaluate((target) => {
      (globalThis as unknown as { location: { href: string } }).location.href = target;
    }, `${thirdOrigin}/attack.html`);
    await expect
      .poll(() => page.frames().some((frame) => frame.url().startsWith(thirdOrigin)))
      .toBe(true);
    const attacker = page.frames().find((frame) => frame.url().startsWith(thirdOrigin))!;
    await expect.poll(() => attacker.title()).toBe('sent');
    page.on('framenavigated', (frame) => sessions.push(frame.url()));
    // The third party hands the frame back to the platform host, whose valid message is shown:
    // the shell has handled everything the third party sent before it left.
    await attacker.evaluate((target) => {
      (globalThis as unknown as { location: { href: string } }).location.href = target;
    }, frameSrc);
    await expect(screen.content.getByText(/Product catalogue/).first()).toBeVisible();
    await screen.notifyFromFrame('Sent after the third party');

    await expect(page).toHaveURL(url);
    await expect(screen.toast(/Injected|Malformed/)).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(sessions.filter((frame) => String(frame).includes('/profile'))).toEqual([]);

    // The real frame, loaded again, is still heard: a valid notification becomes a toast.
    await page.reload();
    await screen.expectReady();
    await screen.frame().evaluate((shell) => {
      const { parent } = globalThis as unknown as { parent: PostTarget };
      parent.postMessage(
        {
          v: 1,
          source: 'feedline',
          type: 'notification',
          subtype: 'warning',
          message: 'Heads up from the frame',
        },
        shell,
      );
    }, new URL(url).origin);
    await expect(screen.toast('Heads up from the frame')).toBeVisible();
  });
});

test('the overdue-invoice toast shows once for Globex Outlet', async ({ page }) => {
  // The shell's timers run on a clock the test moves, so "does not hide by itself" needs no wait.
  await page.clock.install();
  await openShell(page);
  const { siteId } = await demoSite(page, 'Globex Outlet', 'globex.com');
  const screen = new EmbeddedScreen(page);
  const overdue = screen.toast(/overdue invoices/);

  await page.goto(`/dashboard/site/${siteId}/version/1`);
  await screen.expectReady();
  await expect(overdue).toHaveCount(1);
  // Red and not hiding by itself: a notification that closes itself would be gone a minute later.
  await page.clock.runFor(60_000);
  await expect(overdue).toBeVisible();
  await overdue.getByRole('button').click();
  await expect(overdue).toHaveCount(0);

  // Another embedded page of the organisation reports the invoices again: no second toast.
  await screen.recordMessagesFromFrame(platformOrigin);
  await page.goto(`/data-map/site/${siteId}`);
  await screen.expectReady();
  // The data map has reported the invoices and a later message is shown: the report was handled.
  await screen.expectMessageFromFrame('invoices');
  await screen.notifyFromFrame('Sent after the invoice report');
  await expect(overdue).toHaveCount(0);

  // Acme Retail has no overdue invoice and not the feature: never a toast there.
  const acme = await demoSite(page, 'Acme Retail', 'acme.nl');
  await page.goto(`/dashboard/site/${acme.siteId}/version/1`);
  await screen.expectReady();
  await screen.expectMessageFromFrame('invoices');
  await screen.notifyFromFrame('Sent after the invoice report of Acme Retail');
  await expect(overdue).toHaveCount(0);
});

test('the data view grows with the screen (81.75, 85, 89vh) and the data map is 85vh high', async ({
  page,
}) => {
  // Spec §9, written out: a changed height must fail here.
  const heightOfFrame = async () =>
    (await new EmbeddedScreen(page).frameElement.boundingBox())!.height;
  await page.setViewportSize({ width: 1280, height: 800 });
  await openShell(page);
  const { siteId } = await demoSite(page, 'Acme Retail', 'acme.nl');

  await page.goto(`/data-view/site/${siteId}`);
  await new EmbeddedScreen(page).expectReady();
  expect(await heightOfFrame()).toBeCloseTo(0.8175 * 800, 0);
  for (const [width, share] of [
    [1824, 0.85],
    [2560, 0.89],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await expect.poll(heightOfFrame).toBeCloseTo(share * 800, 0);
  }

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/data-map/site/${siteId}`);
  await new EmbeddedScreen(page).expectReady();
  expect(await heightOfFrame()).toBeCloseTo(0.85 * 800, 0);
});
