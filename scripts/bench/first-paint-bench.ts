// Budgets of ARCHITECTURE.md §9 for the first paint of a signed-in page, measured in Chromium on the
// built product against a bare React 19 page that renders one heading, built with the same Vite
// config and served the same way (the API's static-asset code, compressed). Each load is a cold
// one: a new browser context (empty HTTP cache) signed in as owner@acme.test, with what the page
// kept of its screen at its last load (docs/adr/0029: each load waits until its page has kept it,
// as a user who opens a page again has stayed on it before), the CPU slowed 4×,
// once on loopback and once on a simulated 4G network. The pages and the yardstick alternate; the
// medians are compared.
//
// Figures, all from the browser's own performance entries (in every frame of the page):
// - LCP: the largest contentful paint of the page or of its embedded screen (the later of the two,
//   on the page's clock) — when what the user came for is on screen;
// - CLS: the layout shifts of the page and its frame until the page is settled;
// - TBT: the time the main thread was blocked, Σ (long task − 50 ms), from navigation until settled;
//   the embedded screen is on another origin, which Chromium runs in a renderer process of its own
//   (slowed as much as the page's): its blocking time is added to the page's (the screen is what
//   the user came for, and is as unusable while its thread is blocked); not the frame the shell
//   loads ahead for the next page, out of sight (docs/adr/0027), which blocks neither;
// - bytes on the wire (compressed) and raw, of every response until settled.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Frame, Locator, Page } from '@playwright/test';
import Fastify from 'fastify';
import { htmlResponder, serveBuildFolder } from '../../apps/api/src/lib/static-assets';
import { buildBareReactPage } from './bare-react-page';
import { median, type BudgetResult } from './budget';
import {
  accountIdByName,
  launchChromium,
  ROOT,
  signIn,
  siteIdByName,
  startBenchServer,
} from './bench-server';

const ROUNDS = Number(process.env.BENCH_FIRST_PAINT_ROUNDS || 7);
/** A part of the targets' names, to measure only those (all of them by default). */
const ONLY = process.env.BENCH_FIRST_PAINT_ONLY?.toLowerCase();
const CPU_SLOWDOWN = 4;
/** A 4G link as Lighthouse's "slow 4G" tops out: ~9 Mbit/s down, 170 ms round trip. */
const NETWORK_4G = {
  offline: false,
  latency: 170,
  downloadThroughput: (9 * 1024 * 1024) / 8,
  uploadThroughput: (3 * 1024 * 1024) / 8,
};
const VIEWPORT = { width: 1400, height: 900 };
/** The page's embedded screen. */
const SCREEN_FRAME = 'iframe[data-status]';

const LIMITS = { lcp: 1.3, lcp4g: 1.5, cls: 0.02, tbt: 2 };

/** Collects LCP, layout shifts and long tasks from the first moment of every document. */
const OBSERVE = `(() => {
  const metrics = { lcp: 0, cls: 0, longTasks: [] };
  Object.defineProperty(window, '__firstPaint', { value: metrics });
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {}
  };
  observe('largest-contentful-paint', (entry) => { metrics.lcp = Math.max(metrics.lcp, entry.startTime); });
  observe('layout-shift', (entry) => { if (!entry.hadRecentInput) metrics.cls += entry.value; });
  observe('longtask', (entry) => { metrics.longTasks.push(entry.duration); });
})();`;

interface FrameMetrics {
  timeOrigin: number;
  lcp: number;
  cls: number;
  longTasks: number[];
}

interface Load {
  lcp: number;
  cls: number;
  tbt: number;
  /** The embedded screen's part of `tbt`. */
  frameTbt: number;
  wire: number;
  raw: number;
}

interface Target {
  name: string;
  url: string;
  /** What must be on screen before the load counts as done. */
  ready: (page: Page) => Locator;
  /** The page's content is in an embedded screen. */
  framed: boolean;
}

async function frameMetrics(frame: Frame): Promise<FrameMetrics | undefined> {
  try {
    return await frame.evaluate(() => {
      const scope = globalThis as unknown as {
        __firstPaint?: { lcp: number; cls: number; longTasks: number[] };
        performance: { timeOrigin: number };
      };
      return scope.__firstPaint
        ? { timeOrigin: scope.performance.timeOrigin, ...scope.__firstPaint }
        : undefined;
    });
  } catch {
    return undefined; // A frame that went away meanwhile.
  }
}

/**
 * The page's embedded screens: its frames but the one the shell loads ahead, out of sight, for
 * the next page once this one has settled (`data-standby`, docs/adr/0027). That frame shows
 * nothing and nobody uses it yet: its thread's long tasks block neither the page nor its screen.
 */
async function screenFrames(page: Page): Promise<Frame[]> {
  const frames = page.frames().filter((frame) => frame !== page.mainFrame());
  const isStandby = await Promise.all(
    frames.map(async (frame) => {
      try {
        const element = await frame.frameElement();
        return (await element.getAttribute('data-standby')) !== null;
      } catch {
        return true; // A frame that went away meanwhile.
      }
    }),
  );
  return frames.filter((_, index) => !isStandby[index]);
}

/** The live log's Socket.IO connection stays open; it is not part of loading the page. */
const LONG_LIVED = /\/realtime\//;
const QUIET_MS = 500;
const SETTLE_LIMIT_MS = 20_000;
/** The apps' kept screens (docs/adr/0029), in the storage of each origin. */
const KEPT_SCREENS_KEY = 'feedline.kept-screens';
const KEPT_LIMIT_MS = 20_000;

/**
 * Whether `frame` has kept the screen it shows at its address: each page is measured as one the
 * user opens again, after having used it once, whatever the machine's speed (the apps keep a
 * screen once the browser is idle, which a slowed machine may reach only after the page settled).
 */
async function keptHere(frame: Frame): Promise<boolean> {
  return frame
    .evaluate((key) => {
      const { localStorage, location } = globalThis as unknown as {
        localStorage: { getItem(key: string): string | null };
        location: { pathname: string; search: string };
      };
      const kept = JSON.parse(localStorage.getItem(key) ?? 'null') as {
        screens?: Array<{ paths: string[] }>;
      } | null;
      const here = location.pathname + location.search;
      return kept?.screens?.some((screen) => screen.paths.includes(here)) ?? false;
    }, KEPT_SCREENS_KEY)
    .catch(() => false);
}

/** Waits until the page and its embedded screen have kept what they show (bounded). */
async function untilKept(page: Page, framed: boolean): Promise<void> {
  const deadline = performance.now() + KEPT_LIMIT_MS;
  while (performance.now() < deadline) {
    const frame = framed
      ? await page
          .locator(SCREEN_FRAME)
          .first()
          .elementHandle({ timeout: 1_000 })
          .then((element) => element?.contentFrame())
          .catch(() => undefined)
      : undefined;
    if ((await keptHere(page.mainFrame())) && (!framed || (frame && (await keptHere(frame)))))
      return;
    await page.waitForTimeout(100);
  }
}

/**
 * Settled: no request of the page in flight for QUIET_MS (late content, the layout shifts and
 * long tasks it brings), the open realtime connection aside; bounded by SETTLE_LIMIT_MS.
 */
function trackNetworkIdle(page: Page) {
  const inFlight = new Set<unknown>();
  let lastChange = performance.now();
  const change = () => {
    lastChange = performance.now();
  };
  page.on('request', (request) => {
    if (LONG_LIVED.test(request.url())) return;
    inFlight.add(request);
    change();
  });
  const done = (request: unknown) => {
    if (inFlight.delete(request)) change();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async settled() {
      const deadline = performance.now() + SETTLE_LIMIT_MS;
      while (performance.now() < deadline) {
        if (inFlight.size === 0 && performance.now() - lastChange >= QUIET_MS) return;
        await page.waitForTimeout(100);
      }
    },
  };
}

/** One cold load of `url` in a new context; `state` carries the signed-in session across loads. */
async function coldLoad(
  browser: Browser,
  baseURL: string,
  state: Awaited<ReturnType<BrowserContext['storageState']>> | undefined,
  target: Pick<Target, 'url' | 'ready'> & { framed?: boolean },
  network: boolean,
): Promise<{ load: Load; state: Awaited<ReturnType<BrowserContext['storageState']>> }> {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORT, storageState: state });
  try {
    await context.addInitScript(OBSERVE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // A frame of another origin runs in a process of its own, which the page's setting does not
    // slow: slowed as soon as its document is there (a frame in the page's process has no session).
    const slowed = new Set<Frame>();
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() || slowed.has(frame)) return;
      slowed.add(frame);
      void context
        .newCDPSession(frame)
        .then((session) => session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN }))
        .catch(() => undefined);
    });
    if (network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', NETWORK_4G);
    }
    const bytes: Array<Promise<{ wire: number; raw: number }>> = [];
    page.on('requestfinished', (request) => {
      bytes.push(
        (async () => {
          const sizes = await request.sizes();
          const response = await request.response();
          const raw = response ? (await response.body().catch(() => Buffer.alloc(0))).length : 0;
          return { wire: sizes.responseBodySize + sizes.responseHeadersSize, raw };
        })().catch(() => ({ wire: 0, raw: 0 })),
      );
    });
    const idle = trackNetworkIdle(page);
    await page.goto(target.url);
    await target.ready(page).first().waitFor({ state: 'visible', timeout: 120_000 });
    await idle.settled();

    const top = await frameMetrics(page.mainFrame());
    if (!top) throw new Error(`no metrics from ${target.url}`);
    const frames = await Promise.all((await screenFrames(page)).map(frameMetrics));
    const blocking = (longTasks: number[]) =>
      longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0);
    let lcp = top.lcp;
    let cls = top.cls;
    let frameTbt = 0;
    for (const frame of frames) {
      if (!frame) continue;
      // The frame's clock starts at its own navigation: move its LCP onto the page's clock.
      if (frame.lcp > 0) lcp = Math.max(lcp, frame.timeOrigin + frame.lcp - top.timeOrigin);
      cls += frame.cls;
      frameTbt += blocking(frame.longTasks);
    }
    const tbt = blocking(top.longTasks) + frameTbt;
    const sizes = await Promise.all(bytes.slice());
    const wire = sizes.reduce((sum, size) => sum + size.wire, 0);
    const raw = sizes.reduce((sum, size) => sum + size.raw, 0);
    // Measured until settled; the product's pages then keep their screen for the next load (the
    // bare page keeps nothing).
    if (target.framed !== undefined) await untilKept(page, target.framed);
    // A token renewal still on its way when the context closes would leave the next load the
    // refresh token the identity server has just rotated, and its reuse ends the session.
    await idle.settled();
    return { load: { lcp, cls, tbt, frameTbt, wire, raw }, state: await context.storageState() };
  } finally {
    await context.close();
  }
}

function summary(loads: Load[]): Load {
  return {
    lcp: median(loads.map((load) => load.lcp)),
    cls: median(loads.map((load) => load.cls)),
    tbt: median(loads.map((load) => load.tbt)),
    frameTbt: median(loads.map((load) => load.frameTbt)),
    wire: median(loads.map((load) => load.wire)),
    raw: median(loads.map((load) => load.raw)),
  };
}

/**
 * The median of `key` over `loads`, with the least and the greatest: on a busy machine a median
 * moves by a tenth from one run to the next, and a change smaller than the spread is not shown by
 * one run.
 */
function timing(loads: Load[], key: 'lcp' | 'tbt'): string {
  const values = loads.map((load) => load[key]);
  const ms = (value: number) => value.toFixed(0);
  return `${ms(median(values))} ms (${ms(Math.min(...values))}–${ms(Math.max(...values))})`;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

/** The bare page: built with the shell's Vite config, served by the API's static-asset code. */
async function serveBarePage() {
  const work = mkdtempSync(join(ROOT, 'apps/web/.bench-bare-'));
  const dist = await buildBareReactPage(work);
  const app = Fastify();
  await serveBuildFolder(app, dist);
  const sendHtml = htmlResponder(readFileSync(join(dist, 'index.html'), 'utf8'));
  app.get('/', sendHtml);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/`,
    async close() {
      await app.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

export async function firstPaintBudgets(): Promise<BudgetResult[]> {
  const server = await startBenchServer();
  const bare = await serveBarePage();
  const browser = await launchChromium();
  try {
    const signInPage = await browser.newPage({ baseURL: server.baseURL, viewport: VIEWPORT });
    await signIn(signInPage);
    const accountId = await accountIdByName(signInPage, 'Acme Retail');
    const siteId = await siteIdByName(signInPage, 'Acme Retail', 'acme.nl');
    let state = await signInPage.context().storageState();
    await signInPage.context().close();

    const screen = (page: Page) => page.frameLocator(SCREEN_FRAME);
    const allTargets: Target[] = [
      {
        name: 'organisation overview',
        url: `/overview/account/${accountId}`,
        framed: false,
        ready: (page) => page.getByRole('link', { name: /acme/i }),
      },
      {
        name: 'site dashboard',
        url: `/dashboard/site/${siteId}/version/1`,
        framed: true,
        ready: (page) => screen(page).getByRole('heading', { level: 2 }),
      },
      {
        name: 'data view',
        url: `/data-view/site/${siteId}?stage=import`,
        framed: true,
        ready: (page) =>
          screen(page).locator(
            '[role="grid"] [role="rowgroup"] [role="row"]:not([aria-busy="true"])',
          ),
      },
    ];
    const targets = allTargets.filter((target) => !ONLY || target.name.includes(ONLY));
    if (targets.length === 0) throw new Error(`no first-paint target matches "${ONLY}"`);
    const yardstick: Pick<Target, 'url' | 'ready'> = {
      url: bare.url,
      ready: (page) => page.getByRole('heading', { name: 'Hello' }),
    };

    const loads = new Map<string, Load[]>();
    const record = (key: string, load: Load) => loads.set(key, [...(loads.get(key) ?? []), load]);
    for (const network of [false, true]) {
      const scenario = network ? '4g' : 'cpu';
      // One load of each to warm the server (its caches, the JIT), not counted.
      for (const target of [yardstick, ...targets])
        state = (await coldLoad(browser, server.baseURL, state, target, network)).state;
      for (let round = 0; round < ROUNDS; round += 1) {
        // Rotate the order so that none always follows the same other load.
        const all = [{ name: 'bare', ...yardstick }, ...targets];
        const order = all.map((_, index) => all[(index + round) % all.length]!);
        for (const target of order) {
          const result = await coldLoad(browser, server.baseURL, state, target, network);
          state = result.state;
          record(`${scenario}:${target.name}`, result.load);
        }
      }
    }

    const results: BudgetResult[] = [];
    const bareCpuLoads = loads.get('cpu:bare')!;
    const bare4gLoads = loads.get('4g:bare')!;
    const bareCpu = summary(bareCpuLoads);
    const bare4g = summary(bare4gLoads);
    for (const target of targets) {
      const cpuLoads = loads.get(`cpu:${target.name}`)!;
      const slowLoads = loads.get(`4g:${target.name}`)!;
      const cpu = summary(cpuLoads);
      const slow = summary(slowLoads);
      const what = `${target.name}${target.framed ? ' (its embedded screen included)' : ''}`;
      results.push(
        {
          budget: `LCP of the ${what} vs a bare React page, CPU ${CPU_SLOWDOWN}× slower (Chromium, cold)`,
          measured: cpu.lcp / bareCpu.lcp,
          limit: LIMITS.lcp,
          kind: 'max',
          detail: `median of ${ROUNDS}: ${timing(cpuLoads, 'lcp')} vs ${timing(bareCpuLoads, 'lcp')}`,
        },
        {
          budget: `LCP of the ${what} vs a bare React page, 4G (9 Mbit/s, 170 ms) and CPU ${CPU_SLOWDOWN}×`,
          measured: slow.lcp / bare4g.lcp,
          limit: LIMITS.lcp4g,
          kind: 'max',
          detail:
            `median of ${ROUNDS}: ${timing(slowLoads, 'lcp')} vs ${timing(bare4gLoads, 'lcp')}; ` +
            `on the wire ${kib(slow.wire)} (raw ${kib(slow.raw)}) vs ${kib(bare4g.wire)} (raw ${kib(bare4g.raw)})`,
        },
        {
          budget: `CLS of the ${what}, until settled`,
          measured: Math.max(cpu.cls, slow.cls),
          limit: LIMITS.cls,
          kind: 'max',
          unit: '',
          detail: `median ${cpu.cls.toFixed(3)} (CPU ${CPU_SLOWDOWN}×), ${slow.cls.toFixed(3)} (4G)`,
        },
        {
          budget: `total blocking time of the ${what} vs a bare React page, CPU ${CPU_SLOWDOWN}×`,
          measured: cpu.tbt / Math.max(bareCpu.tbt, 1),
          limit: LIMITS.tbt,
          kind: 'max',
          detail:
            `median ${timing(cpuLoads, 'tbt')} vs ${timing(bareCpuLoads, 'tbt')}` +
            (target.framed ? ` (the embedded screen's thread: ${cpu.frameTbt.toFixed(0)} ms)` : ''),
        },
      );
    }
    return results;
  } finally {
    await browser.close();
    await bare.close();
    await server.close();
  }
}
