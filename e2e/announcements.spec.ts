import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './pages/a11y';
import { AnnouncementStrip } from './pages/live-announcements';
import { Shell } from './pages/shell';
import { signedInAs } from './signed-in';

test.use({ storageState: signedInAs('owner') });

test('owner sees the announcements, closes the welcome one for good, and cannot close the permanent one', async ({
  page,
}) => {
  const shell = new Shell(page);
  const strip = new AnnouncementStrip(page);

  await page.goto('/');
  await expect(shell.heading('Acme Retail')).toBeVisible();

  const welcome = strip.item('Welcome to Feedline');
  const maintenance = strip.item('Scheduled maintenance on Sunday');
  await expect(welcome).toBeVisible();
  await expect(welcome.locator('b')).toHaveText('Take the tour');
  const link = welcome.getByRole('link', { name: /Getting started/ });
  // The demo's own help page, at the api's public address.
  await expect(link).toHaveAttribute('href', `${new URL(page.url()).origin}/demo-help/`);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(strip.closeButton('Welcome to Feedline')).toBeVisible();

  await expect(maintenance).toBeVisible();
  await expect(maintenance.locator('[data-icon="megaphone"]')).toHaveCount(1);
  await expect(maintenance.getByRole('button')).toHaveCount(0);
  // Compact: one line each, the two together at most about 64 px high.
  expect((await strip.region.boundingBox())!.height).toBeLessThanOrEqual(68);

  await expectNoSeriousA11yViolations(page);

  const acknowledged = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' && /\/api\/announcements\/\d+$/.test(response.url()),
  );
  await strip.close('Welcome to Feedline');
  const response = await acknowledged;
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({
    heading: 'Welcome to Feedline',
    acknowledged: true,
  });
  await expect(maintenance).toBeVisible();

  await page.reload();
  await expect(shell.heading('Acme Retail')).toBeVisible();
  await expect(maintenance).toBeVisible();
  await expect(welcome).toHaveCount(0);
});

test.describe('on a phone', () => {
  // Not the owner, who closes the welcome announcement for good above.
  test.use({ viewport: { width: 375, height: 812 }, storageState: signedInAs('editor') });

  test('the strip shows one announcement and leaves the first screen to the page', async ({
    page,
  }) => {
    const strip = new AnnouncementStrip(page);
    await page.goto('/');
    await expect(new Shell(page).heading('Acme Retail')).toBeVisible();
    await expect(strip.region.locator('[data-announcement]')).toHaveCount(1);
    expect((await strip.region.boundingBox())!.height).toBeLessThan(812 / 4);
    await strip.region.getByRole('button', { name: /Show 1 more announcement/ }).click();
    await expect(strip.region.locator('[data-announcement]')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('first paint', () => {
  test.use({ storageState: signedInAs('editor') });

  test('the page and its announcements show from the first chunk, with only the sanitiser beside their request', async ({
    page,
  }) => {
    const shell = new Shell(page);
    const strip = new AnnouncementStrip(page);
    // Signed in (the shell holds its tokens), as a reader coming back is.
    await page.goto('/');
    await expect(shell.heading('Acme Retail')).toBeVisible();

    // Every other script (but the page's first scripts, docs/adr/0028 and 0029) is held until the
    // page is on screen: the switcher's, the dialogs', the libraries' chunk of popovers and focus
    // traps (spec: above the fold waits for no lazy chunk).
    const held: Array<() => void> = [];
    const heldUrls: string[] = [];
    await page.route(
      /\/assets\/(?!index-|rolldown-runtime-|sanitize|kept-screen-)[^/]+\.js$/,
      async (route) => {
        heldUrls.push(new URL(route.request().url()).pathname);
        await new Promise<void>((release) => held.push(release));
        await route.continue();
      },
    );
    await page.reload();
    await expect(shell.heading('Acme Retail')).toBeVisible();
    await expect(strip.item('Scheduled maintenance on Sunday')).toBeVisible();
    await expect(strip.item('Welcome to Feedline').locator('b')).toHaveText('Take the tour');
    // The page asked for the chunks it shows later (the held ones), and got none of them yet.
    expect(heldUrls.some((url) => url.includes('lazy-libraries'))).toBe(true);
    held.splice(0).forEach((release) => release());
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('a page opened again asks for its first screen’s data before the app’s code has run, and the app takes it', async ({
    page,
  }) => {
    const shell = new Shell(page);
    const organisation = /^\/api\/accounts\/\d+$/;
    await page.goto('/');
    await expect(shell.heading('Acme Retail')).toBeVisible();
    const overview = new URL(page.url()).pathname;
    // Opened once at its own address: the app notes what its first screen asks for.
    await page.goto(overview);
    await expect(shell.heading('Acme Retail')).toBeVisible();

    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const askedForOrganisation = () => asked.filter((path) => organisation.test(path)).length;
    // The app's code is held until the organisation has been asked for: by the page's first script.
    let heldUntilAsked = false;
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await expect.poll(askedForOrganisation, { timeout: 20_000 }).toBe(1);
      heldUntilAsked = true;
      await route.continue();
    });
    await page.goto(overview);
    await expect(shell.heading('Acme Retail')).toBeVisible();
    expect(heldUntilAsked).toBe(true);
    // The app took that answer instead of asking again.
    expect(askedForOrganisation()).toBe(1);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

test.describe('a page opened again', () => {
  test.use({ storageState: signedInAs('editor') });

  test('shows the screen it showed last before the app’s code has run, then the app’s own', async ({
    page,
  }) => {
    const shell = new Shell(page);
    const cover = page.locator('#feedline-kept-screen');
    await page.goto('/');
    await expect(shell.heading('Acme Retail')).toBeVisible();
    const overview = new URL(page.url()).pathname;
    // The app keeps the page once it has settled and the browser is idle.
    await expect
      .poll(() => page.evaluate(`localStorage.getItem('feedline.kept-screens') ?? ''`))
      .toContain(overview);

    // The app's code is held: what shows until then is the first script's.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // It is asked for once the kept screen is on screen, not with the page (docs/adr/0035).
    let coverDrawnWhenAsked: boolean | undefined;
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      coverDrawnWhenAsked ??= await page.evaluate<boolean>(
        `(() => { const shown = document.getElementById('feedline-kept-screen');
          return shown !== null && getComputedStyle(shown).visibility === 'visible'; })()`,
      );
      await held;
      await route.continue();
    });
    // Not until `load`: that waits for the held code.
    await page.goto(overview, { waitUntil: 'commit' });
    await expect(cover.getByText('Acme Retail', { exact: true }).first()).toBeVisible();
    await expect(cover.getByText('Scheduled maintenance on Sunday')).toBeVisible();
    // A picture: the app has rendered nothing yet, and the copy is not in the accessibility tree.
    await expect(page.locator('#root')).toBeEmpty();
    await expect(cover).toHaveAttribute('aria-hidden', 'true');
    await expect(shell.heading('Acme Retail')).toHaveCount(0);
    await expect.poll(() => coverDrawnWhenAsked).toBe(true);

    release();
    await expect(shell.heading('Acme Retail')).toBeVisible();
    await expect(cover).toHaveCount(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('shows nothing kept at an address this browser did not open', async ({ page }) => {
    const shell = new Shell(page);
    await page.goto('/');
    await expect(shell.heading('Acme Retail')).toBeVisible();
    await expect
      .poll(() => page.evaluate(`localStorage.getItem('feedline.kept-screens') ?? ''`))
      .not.toBe('');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/profile', { waitUntil: 'commit' });
    await page.locator('#root').waitFor({ state: 'attached' });
    await expect(page.locator('#feedline-kept-screen')).toHaveCount(0);
    release();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
