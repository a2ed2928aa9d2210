/**
 * HTML sinks: every field that the shell or the embedded screens render as HTML, or into a link
 * or another URL attribute, gets the whole XSS/mXSS corpus (e2e/fixtures/xss-vectors.ts) through
 * its real pipeline, in Chromium, on the real origin, with a canary that must never fire.
 *
 * Inventory of the sinks (apps/web/src, apps/platform/src), and how each is covered here:
 *
 * Rendered as HTML
 * - Announcement message: API `cleanRichText` (apps/api/src/lib/rich-text.ts) → shell
 *   `sanitizeHtml` (apps/web/src/lib/sanitize.ts, DOMPurify) in announcements-query.ts →
 *   `dangerouslySetInnerHTML` in announcement-item.tsx. Rendered by the real strip.
 * - Live-log line message: API `cleanRichText` (site-logs.service.ts) → realtime `tail` event →
 *   `sanitizeHtml` → `dangerouslySetInnerHTML` in log-table.tsx. Rendered by the real drawer, the
 *   lines added to the real realtime socket's stream; the virtualised table is scrolled through.
 * - Dashboard "recent log" message (platform recent-log.tsx, also problem-lines-table.tsx,
 *   insight-pages.tsx, error-log-pages.tsx): API `cleanRichText` (site-dashboard.routes.ts) →
 *   `logMessageText` (apps/platform/src/model/log-message.ts) parses it with an inert DOMParser
 *   and React renders the text. Rendered by the real dashboard screen; must yield text only, and
 *   (like every page) cause no CSP report.
 *
 * Rendered into links or other URL attributes
 * - Announcement link (`link.url` → Button `href`, `safeLink` in announcement-list.ts keeps
 *   http(s) only; target _blank, rel noopener noreferrer), with its label and the heading as text
 *   and the icon name in `data-icon` (names of Object.prototype members such as `constructor`
 *   included: they are unknown icons, not components). Rendered by the real strip.
 * - Data source address (platform data-sources-table.tsx: Anchor `href` when it starts with
 *   http(s)://, else text; rel noopener noreferrer). Rendered by the real data sources screen.
 * - Designer image layers and item pictures (platform designer-preview.tsx `img src`, through
 *   `resolveImageSource`/`itemImageOf` in designer/model/template.ts, https only): the guards are
 *   run on every address of the corpus in Node.
 * - `mailto:` links of e-mail addresses (errors/account-admins-list.tsx, no-access-page.tsx,
 *   platform users-table.tsx, user-pages.tsx): the scheme is a constant in the code, so no value
 *   can change it; not rendered here.
 * - Configured addresses (config.links: content portal, its help page, workspaces; support chat
 *   script; embedded frame `src` from config.platformHost): operator configuration, not user or
 *   server data; not rendered here.
 * - Navigations (not rendering): sign-in return address (lib/auth/return-to.ts, same origin or
 *   listed origins, http(s) only), frame navigation requests (embedded-frame/model/
 *   frame-messages.ts, relative in-app paths only), legacy redirects: unit-tested beside them.
 * Nothing else in either app uses dangerouslySetInnerHTML, innerHTML, insertAdjacentHTML,
 * document.write, srcdoc, eval or new Function.
 *
 * The canary: every vector calls `__xss(id)` (or alert/confirm/prompt), or loads from
 * CANARY_HOST. A binding records calls in every frame, a dialog handler records dialogs, a route
 * records requests to the canary host, and every document reports `securitypolicyviolation`
 * events. Under the shipped CSP a vector that got through would be blocked and reported, so the
 * shell's sanitiser alone is also run without CSP (Playwright's bypassCSP), where a vector that
 * got through runs. Besides, the rendered DOM is checked: in a rich text only the shared tags and
 * attributes (@feedline/contracts/rich-text), every address allowed by the shared URL rule, every
 * link opening a new tab with rel noopener noreferrer; anywhere in a sink no event-handler
 * attribute, no javascript:/vbscript:/data: address, no script, frame, object, embed, form,
 * style, meta, base or other active element, and links only to http:, https: or mailto:.
 *
 * All vectors go into a handful of page loads: one list of announcements, one stream of log
 * lines, one list of data sources and one dashboard, not a page per vector.
 */
import { expect, test, type Page } from '@playwright/test';
import { cleanRichText } from '../apps/api/src/lib/rich-text';
import {
  itemImageOf,
  resolveImageSource,
} from '../apps/platform/src/screens/designer/model/template';
import { expectCleanSinks, keepsLink, readSinks, type SinkFacts } from './fixtures/rendered-sinks';
import { expectNoAlarm, installCanary } from './fixtures/xss-canary';
import { HTML_VECTORS, URL_VECTORS, type HtmlVector } from './fixtures/xss-vectors';
import { EmbeddedScreen } from './pages/embedded-screen';
import { NotificationsDrawer } from './pages/live-notifications';
import { Shell } from './pages/shell';
import { signedInAs } from './signed-in';

// The journeys share nothing but the signed-in session, and change no data.
test.describe.configure({ mode: 'parallel' });
test.use({ storageState: signedInAs('owner'), viewport: { width: 1280, height: 2400 } });

const vectorById = new Map(HTML_VECTORS.map((vector) => [vector.id, vector]));
const describeVector = (id: number) => {
  const vector = vectorById.get(id);
  return vector ? `#${id} (${vector.family}) ${vector.html}` : `#${id}`;
};

/** Vectors with an allowed address in a link: it must stay, or the rules prove nothing. */
const LINK_CONTROLS = HTML_VECTORS.filter((vector) =>
  /^control address, a href/.test(vector.family),
);

// ---------------------------------------------------------------------------------------------
// Announcements: one per vector, through the real query, sanitiser and strip

const announcementKey = (vector: HtmlVector) => `announcement-${vector.id}`;
const ANNOUNCEMENTS = {
  keys: HTML_VECTORS.map(announcementKey),
  describe: (key: string) => describeVector(Number(key.replace('announcement-', ''))),
};

/**
 * The API's answer, one announcement per vector: the message as `messageOf` makes it, the
 * heading and link label the raw vector (text), the link an address of the corpus, the icon
 * and type names hostile now and then.
 */
async function serveAnnouncements(page: Page, messageOf: (vector: HtmlVector) => string) {
  const icons = [
    'info',
    'success',
    'warning',
    'error',
    '" onmouseover="x',
    'constructor',
    'toString',
    null,
  ];
  const data = HTML_VECTORS.map((vector, index) => ({
    id: vector.id,
    acknowledged: false,
    heading: vector.html,
    message: messageOf(vector),
    icon: icons[index % icons.length],
    type: index % 5 === 0 ? vector.html : ['info', 'success', 'warning', 'error'][index % 4],
    link: { url: URL_VECTORS[index % URL_VECTORS.length]!.url, label: vector.html },
    permanent: index % 2 === 0,
  }));
  await page.route('**/api/announcements', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: { data } }) : route.fallback(),
  );
}

async function readAnnouncements(page: Page): Promise<Map<string, SinkFacts>> {
  await page.goto('/');
  // 1 200+ announcements to render: generous on a busy machine.
  await expect(page.locator('[data-announcement]')).toHaveCount(HTML_VECTORS.length, {
    timeout: 60_000,
  });
  return readSinks(page, {
    items: '[data-announcement]',
    key: 'data-announcement',
    content: '[data-announcement-message]',
  });
}

// ---------------------------------------------------------------------------------------------
// Live log: one line per vector, added to the real socket's stream, read from the real drawer

const LOG_ROWS = {
  keys: HTML_VECTORS.map((_vector, index) => String(index)),
  describe: (key: string) => describeVector(HTML_VECTORS[Number(key)]?.id ?? -1),
};

/**
 * Adds one `tail` event per vector to the live log's socket right after the shell asks for the
 * log (Socket.IO over a WebSocket: `42` + JSON `["tail", payload]`); the server's own events pass
 * through. Far-future times keep these lines first in the table, in corpus order.
 */
async function streamLogLines(page: Page, messageOf: (vector: HtmlVector) => string) {
  const newest = Date.UTC(2090, 0, 1) / 1000;
  const packets = HTML_VECTORS.map((vector, index) => {
    const microtime = newest - index;
    const line = {
      id: 900_000_000 + vector.id,
      '@timestamp': new Date(microtime * 1000).toISOString(),
      type: ['error', 'warning', 'success', 'info'][index % 4],
      message: messageOf(vector),
      microtime,
    };
    return `42${JSON.stringify(['tail', JSON.stringify(line)])}`;
  });
  await page.routeWebSocket(/\/realtime\//, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) => {
      server.send(message);
      if (typeof message === 'string' && /^42\d*\["tail"/.test(message)) {
        for (const packet of packets) socket.send(packet);
      }
    });
  });
}

/** Opens acme.nl from the organisation overview; its id from the address. */
async function openSite(page: Page): Promise<string> {
  const shell = new Shell(page);
  await page.goto('/');
  await shell.open('Acme Benelux');
  await shell.open('acme.nl');
  await expect(shell.heading('acme.nl')).toBeVisible();
  return /\/site\/(\d+)/.exec(page.url())![1]!;
}

/** Every line of the virtualised table, the drawer expanded and scrolled through. */
async function readLiveLog(page: Page): Promise<Map<string, SinkFacts>> {
  const drawer = new NotificationsDrawer(page);
  await drawer.open();
  await drawer.button('Expand notifications').click();
  await drawer.expectLive();
  const table = drawer.drawer.getByRole('table');
  await expect
    .poll(async () => Number(await table.getAttribute('aria-rowcount')))
    .toBeGreaterThan(HTML_VECTORS.length);
  const scroller = 'aside [role="region"][aria-label^="Live log"]';
  return readSinks(page, {
    items: `${scroller} tbody tr[data-index]`,
    key: 'data-index',
    content: 'td:nth-child(3)',
    scroller,
  });
}

// ---------------------------------------------------------------------------------------------
// The journeys

test('the corpus has at least 500 distinct vectors, with allowed links among them', () => {
  expect(HTML_VECTORS.length + URL_VECTORS.length).toBeGreaterThanOrEqual(500);
  expect(new Set(HTML_VECTORS.map((vector) => vector.html)).size).toBe(HTML_VECTORS.length);
  expect(LINK_CONTROLS.length).toBeGreaterThan(0);
});

test('server-cleaned announcements and live-log lines under the shipped CSP: nothing runs, loads or is reported', async ({
  page,
}) => {
  const alarms = await installCanary(page);
  const cleaned = (vector: HtmlVector) => cleanRichText(vector.html);
  await streamLogLines(page, cleaned);

  await openSite(page);
  expectCleanSinks('live log', await readLiveLog(page), { ...LOG_ROWS, rule: 'rich text' });

  await serveAnnouncements(page, cleaned);
  const announcements = await readAnnouncements(page);
  expectCleanSinks('announcements', announcements, { ...ANNOUNCEMENTS, rule: 'rich text' });
  const lostLinks = LINK_CONTROLS.filter(
    (vector) => !keepsLink(announcements.get(announcementKey(vector))),
  );
  expect
    .soft(
      lostLinks.map((vector) => describeVector(vector.id)),
      'allowed links kept',
    )
    .toEqual([]);

  await expectNoAlarm(page, alarms, { withCsp: true });
});

test.describe('without CSP', () => {
  // Under the shipped CSP a vector that got through would be blocked (and reported); without it,
  // it runs. So this is where the shell's sanitiser alone, and the server's output alone, must hold.
  test.use({ bypassCSP: true });

  test("raw texts through the shell's sanitiser alone, and the server's output alone: nothing runs or loads", async ({
    page,
  }) => {
    const alarms = await installCanary(page);
    await streamLogLines(page, (vector) => vector.html);

    await openSite(page);
    expectCleanSinks('live log, raw', await readLiveLog(page), { ...LOG_ROWS, rule: 'rich text' });

    await serveAnnouncements(page, (vector) => vector.html);
    const announcements = await readAnnouncements(page);
    expectCleanSinks('announcements, raw', announcements, { ...ANNOUNCEMENTS, rule: 'rich text' });

    // The API's output as it leaves the server, parsed by the browser on the shell's origin with
    // no second line after it.
    const texts = HTML_VECTORS.map((vector) => [vector.id, cleanRichText(vector.html)] as const);
    await page.evaluate((items) => {
      const { document } = globalThis as unknown as { document: PlainDocument };
      const section = document.createElement('section');
      for (const [id, html] of items) {
        const item = document.createElement('div');
        item.setAttribute('data-server-output', String(id));
        item.innerHTML = html;
        section.append(item);
      }
      document.body.append(section);
    }, texts);
    const serverOutput = await readSinks(page, {
      items: '[data-server-output]',
      key: 'data-server-output',
    });
    expectCleanSinks('server output', serverOutput, {
      keys: HTML_VECTORS.map((vector) => String(vector.id)),
      describe: (key) => describeVector(Number(key)),
      rule: 'rich text',
    });

    // One URL rule on both sides: a link the server keeps, the shell keeps, and no other.
    // (DOMPurify also drops any attribute holding `</script`, `-->` and the like, which the
    // server escapes instead; the break-outs are left out for that.)
    const disagreements = HTML_VECTORS.filter(
      (vector) => vector.family.endsWith(', a href="…"') && !vector.family.startsWith('break-out'),
    ).flatMap((vector) => {
      const server = keepsLink(serverOutput.get(String(vector.id)));
      const shell = keepsLink(announcements.get(announcementKey(vector)));
      return server === shell
        ? []
        : [`${describeVector(vector.id)}: server ${server}, shell ${shell}`];
    });
    expect.soft(disagreements, 'server and shell keep the same links').toEqual([]);

    await expectNoAlarm(page, alarms, { withCsp: false });
  });
});

test('data source addresses on the embedded screen: only http(s) links, with rel noopener', async ({
  page,
}) => {
  const alarms = await installCanary(page);
  const siteId = await openSite(page);
  await page.route(`**/api/sites/${siteId}/data-sources`, async (route) => {
    const response = await route.fetch();
    const { data } = (await response.json()) as { data: Array<Record<string, unknown>> };
    const sources = URL_VECTORS.map(({ id, url }) => ({ ...data[0], id, name: url, url }));
    await route.fulfill({ response, json: { data: sources } });
  });
  const screen = new EmbeddedScreen(page);
  await page.goto(`/data-sources/site/${siteId}`);
  await screen.expectReady();
  await expect(screen.content.locator('tbody tr')).toHaveCount(URL_VECTORS.length);
  const sources = await readSinks(screen.frame(), { items: 'tbody tr' });
  expectCleanSinks('data sources', sources, {
    keys: URL_VECTORS.map((_vector, index) => String(index)),
    describe: (key) => JSON.stringify(URL_VECTORS[Number(key)]),
    rule: 'any',
  });
  await expectNoAlarm(page, alarms, { withCsp: true });
});

test('dashboard log messages on the embedded screen: text only, and no CSP report', async ({
  page,
}) => {
  const alarms = await installCanary(page);
  const siteId = await openSite(page);
  await page.route(`**/api/sites/${siteId}/dashboard`, async (route) => {
    const response = await route.fetch();
    const dashboard = (await response.json()) as Record<string, unknown>;
    const recentLog = HTML_VECTORS.map((vector, index) => ({
      id: vector.id,
      '@timestamp': new Date(Date.UTC(2090, 0, 1) - index * 1000).toISOString(),
      type: 'error',
      // As the API sends them: cleaned like every log message (ADR 0014).
      message: cleanRichText(vector.html),
    }));
    await route.fulfill({ response, json: { ...dashboard, recentLog } });
  });
  const screen = new EmbeddedScreen(page);
  await page.goto(`/dashboard/site/${siteId}/version/1`);
  await screen.expectReady();
  const rows = '#recent-log-title ~ table tbody tr';
  await expect(screen.content.locator(rows)).toHaveCount(HTML_VECTORS.length);
  const recent = await readSinks(screen.frame(), { items: rows, content: 'td:nth-child(3)' });
  expectCleanSinks('dashboard recent log', recent, { ...LOG_ROWS, rule: 'text only' });
  await expectNoAlarm(page, alarms, { withCsp: true });
});

test('designer pictures take only https addresses from templates and items', () => {
  const problems = URL_VECTORS.flatMap(({ id, url }) =>
    [
      resolveImageSource(url, null),
      resolveImageSource('{image}', { image: url }),
      itemImageOf({ image_link: url }),
      itemImageOf({ productImage: url }),
    ]
      .filter((source): source is string => source !== null)
      .filter((source) => new URL(source).protocol !== 'https:')
      .map((source) => `#${id}: ${source}`),
  );
  expect(problems).toEqual([]);
});

interface PlainElement {
  setAttribute(name: string, value: string): void;
  append(child: PlainElement): void;
  innerHTML: string;
}

interface PlainDocument {
  createElement(tag: string): PlainElement;
  body: PlainElement;
}
