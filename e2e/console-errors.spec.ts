/**
 * No page of the demo logs an error: every shell page and every embedded screen loads, as the demo
 * owner, without a console.error, an uncaught exception, a failed request or an answer of 400 or
 * more — in the shell's window or in its frames. The pages that lead out of the shell (the help
 * page of the content portal, the support address) lead somewhere that answers.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { legacyScreens } from '../apps/web/src/routes/legacy-screens';
import { expectNoSeriousA11yViolations } from './pages/a11y';
import { DEMO_PAGES, demoIds, type DemoIds, type DemoPage } from './pages/demo-pages';
import { apiGet, EmbeddedScreen } from './pages/embedded-screen';
import { signedInAs } from './signed-in';
import { expectQuiet } from './in-flight';

test.use({ storageState: signedInAs('owner') });
test.describe.configure({ mode: 'parallel' });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Watch {
  /** Everything that went wrong on the page since `watchForErrors` (or `clear`), one line each. */
  problems: string[];
  /** Requests of the page and its frames that have not ended yet. */
  inFlight: Set<Request>;
}

/** Watches the page and its frames for problems and for requests still running. */
function watchForErrors(page: Page): Watch {
  const problems: string[] = [];
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  page.on('console', (message) => {
    if (message.type() === 'error') {
      problems.push(`console.error: ${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    // A request still running when the test moves to the next page is cancelled, not failed.
    if (reason === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.method()} ${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) {
      problems.push(`${response.status()}: ${response.request().method()} ${response.url()}`);
    }
  });
  return { problems, inFlight };
}

/**
 * Until no request of the page has been running for a moment: what the page asks for once it
 * shows (a late request, one started by an answer) is answered, or has failed, before it is
 * judged.
 */
const settled = (inFlight: Set<Request>) =>
  expectQuiet(inFlight, { quietMs: 150, timeout: 20_000 });

/** Opens a page, waits until it and its frame (if any) have loaded, and returns its problems. */
async function visit(page: Page, watch: Watch, entry: DemoPage, ids: DemoIds) {
  const path = entry.path(ids);
  watch.problems.length = 0;
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  if (entry.embedded) await new EmbeddedScreen(page).expectReady();
  await settled(watch.inFlight);
  return watch.problems.map((problem) => `${entry.name} (${path}): ${problem}`);
}

async function expectNoErrorsOn(page: Page, entries: readonly DemoPage[], ids: DemoIds) {
  const watch = watchForErrors(page);
  const found: string[] = [];
  for (const entry of entries) {
    await test.step(entry.name, async () => {
      found.push(...(await visit(page, watch, entry, ids)));
    });
  }
  expect(found).toEqual([]);
}

/** Parameters of the demo that a page path may name; a screen that needs others is left out. */
const KNOWN_PARAMS = new Set(['accountId', 'projectId', 'siteId', 'channelId']);
type PathParam = 'accountId' | 'projectId' | 'siteId' | 'channelId';

/** A generated screen's path filled in with the demo's ids. */
const fill = (path: string, ids: DemoIds) =>
  `/${path.replace(/\$([A-Za-z]+)/g, (_, name: string) => String(ids[name as PathParam]))}`;

/** Ids that no page has: a path that comes out the same is the same page. */
const PROBE_IDS: DemoIds = {
  accountId: -1,
  projectId: -2,
  siteId: -3,
  channelId: -4,
  monitored: { accountId: -5, projectId: -6, siteId: -7 },
};
const COMMON_PATHS = new Set(DEMO_PAGES.map((entry) => entry.path(PROBE_IDS)));

/**
 * The embedded screens generated from the legacy redirect list, for acme.nl and its account, but
 * those the common page list visits already.
 */
const LEGACY_PAGES: DemoPage[] = legacyScreens()
  .filter(({ path }) =>
    [...path.matchAll(/\$([A-Za-z]+)/g)].every((match) => KNOWN_PARAMS.has(match[1]!)),
  )
  .filter(({ path }) => !COMMON_PATHS.has(fill(path, PROBE_IDS)))
  .map(({ path }) => ({
    name: `embedded ${path}`,
    path: (ids) => fill(path, ids),
    embedded: true,
  }));

/** Shell pages of their own that the common page list does not have. */
const MORE_SHELL_PAGES: DemoPage[] = [
  { name: 'image designer', path: (ids) => `/designer/site/${ids.siteId}`, embedded: true },
  {
    name: 'new image designer',
    path: (ids) => `/new/designer/site/${ids.siteId}`,
    embedded: true,
  },
  { name: 'content portal', path: () => '/content-portal' },
  { name: 'access denied', path: () => '/no-access' },
  { name: 'access denied by reason', path: () => '/access-denied?reason=unauthorized' },
  { name: 'unauthorized', path: () => '/unauthorized' },
  { name: 'not found', path: () => '/no/such/page' },
];

test('the watch sees what goes wrong inside an embedded screen', async ({ page }) => {
  const ids = await demoIds(page);
  const { problems } = watchForErrors(page);
  await page.goto(`/data-map/site/${ids.siteId}`);
  const screen = new EmbeddedScreen(page);
  await screen.expectReady();
  const apiOrigin = new URL(page.url()).origin;
  await screen.frame().evaluate(async (origin) => {
    console.error('probe: logged');
    setTimeout(() => {
      throw new Error('probe: thrown');
    });
    await fetch(`${origin}/api/probe-no-such-path`).catch(() => undefined);
  }, apiOrigin);
  await expect
    .poll(() => problems.join('\n'))
    .toMatch(
      /console\.error: probe: logged[\s\S]*uncaught: probe: thrown|uncaught: probe: thrown[\s\S]*console\.error: probe: logged/,
    );
  expect(problems.join('\n')).toMatch(/40\d: GET .*\/api\/probe-no-such-path/);
});

test('the designers show the demo items’ own pictures', async ({ page }) => {
  const ids = await demoIds(page);
  const { problems } = watchForErrors(page);
  const screen = new EmbeddedScreen(page);
  for (const path of [`/new/designer/site/${ids.siteId}`, `/designer/site/${ids.siteId}`]) {
    await page.goto(path);
    await screen.expectReady();
    const picture = screen.content.getByRole('figure').getByRole('img').first();
    await expect(picture).toHaveAttribute(
      'src',
      new RegExp(`^${escapeRegExp(new URL(page.url()).origin)}/demo-feeds/img/\\d+\\.svg$`),
    );
    await expect
      .poll(() =>
        picture.evaluate(
          (element) => (element as unknown as { naturalWidth: number }).naturalWidth,
        ),
      )
      .toBeGreaterThan(0);
  }
  expect(problems).toEqual([]);
});

test('the common pages log no error', async ({ page }) => {
  test.slow();
  const ids = await demoIds(page);
  await expectNoErrorsOn(page, [...DEMO_PAGES, ...MORE_SHELL_PAGES], ids);
});

test('the embedded screens of the legacy pages log no error', async ({ page }) => {
  test.setTimeout(LEGACY_PAGES.length * 25_000);
  const ids = await demoIds(page);
  await expectNoErrorsOn(page, LEGACY_PAGES, ids);
});

test('the content portal’s help page and the support address lead somewhere', async ({ page }) => {
  const { problems } = watchForErrors(page);
  await page.goto('/no-access');
  const mail = page.getByRole('link', { name: /@/ });
  await expect(mail).toHaveAttribute('href', /^mailto:support@feedline\.test$/);

  await page.goto('/content-portal');
  const help = page.getByRole('link', { name: /Learn more about the Content Portal/ });
  const helpUrl = await help.getAttribute('href');
  expect(helpUrl).toMatch(new RegExp(`^${escapeRegExp(new URL(page.url()).origin)}/`));
  await page.goto(helpUrl!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Open the Content Portal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Content Portal' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Content-Portal' })).toBeVisible();
  await page.getByRole('link', { name: 'Zurück zu Feedline' }).click();
  await expect(page).toHaveURL(/\/overview\/account\/\d+$/);
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('the demo items’ links lead to the demo shop’s product pages', async ({ page }) => {
  const ids = await demoIds(page);
  const origin = new URL(page.url()).origin;
  const { rows } = await apiGet<{ rows: { link?: unknown }[] }>(
    page,
    `/api/sites/${ids.siteId}/items?stage=import&limit=3`,
  );
  const links = rows.map((row) => String(row.link));
  expect(links).toHaveLength(3);
  const { problems } = watchForErrors(page);
  for (const link of links) {
    expect(link).toMatch(new RegExp(`^${escapeRegExp(origin)}/demo-shop/acme\\.nl/p/\\d+$`));
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The item's picture (decorative beside its heading) is drawn.
    const picture = page.locator('main img');
    await expect
      .poll(() =>
        picture.evaluate(
          (element) => (element as unknown as { naturalWidth: number }).naturalWidth,
        ),
      )
      .toBeGreaterThan(0);
  }
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'All products of acme.nl' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'acme.nl — demo shop' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});
