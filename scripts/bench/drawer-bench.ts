// Budget of ARCHITECTURE.md §9: the notifications drawer mounts 10 000 lines in at most 1.5× the
// time it mounts 50. The real drawer panel (apps/web) is built into a small harness page with the
// shell's Vite config and mounted in Chromium, alternating both sizes; medians are compared.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildWithShellConfig } from './bare-react-page';
import { launchChromium } from './bench-server';
import { median, type BudgetResult } from './budget';

const ROOT = resolve(import.meta.dirname, '../..');
const WEB_ROOT = join(ROOT, 'apps/web');
const SIZES = { small: 50, large: 10_000 } as const;
const WARM_UP_ROUNDS = 4;
const ROUNDS = 15;
const LIMIT = 1.5;

/** The harness: mounts DrawerPanel (open, a third of the viewport) with N prepared lines. */
const HARNESS_MAIN = `
// First: the drawer's modules add their translations as they load, to an initialised i18next.
import './i18n';
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { cssVariablesResolver, theme } from '../../src/app/theme';
import { DrawerPanel } from '../../src/features/notifications/components/drawer-panel';
import { addLines, EMPTY_LOG_VIEW } from '../../src/features/notifications/model/log-lines';

const TYPES = ['success', 'warning', 'error', 'info', 'notice'];
const noop = () => {};

// The lines as the drawer holds them (already merged newest first): preparing them is not mounting.
function linesOf(count) {
  const start = Date.now() / 1000 - count;
  const raw = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    microtime: start + i,
    timestamp: new Date((start + i) * 1000).toISOString(),
    type: TYPES[i % TYPES.length],
    message: 'Import of <b>products-' + i + '.csv</b> finished: <i>' + i + '</i> items',
  }));
  return addLines(EMPTY_LOG_VIEW, raw, count).lines;
}

const host = document.getElementById('drawer');
const rowsShown = () => host.querySelectorAll('tbody tr:not([aria-hidden])').length;

window.drawerBench = {
  async mount(count) {
    const lines = linesOf(count);
    const root = createRoot(host);
    const started = performance.now();
    flushSync(() =>
      root.render(
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <DrawerPanel state="open" lines={lines} status="live" onToggleExpanded={noop} onClear={noop} onClose={noop} />
        </MantineProvider>,
      ),
    );
    // The virtual list measures its viewport in a layout effect and renders its rows right after.
    for (let i = 0; i < 20 && rowsShown() === 0; i += 1) await Promise.resolve();
    void host.offsetHeight;
    const elapsed = performance.now() - started;
    const rows = rowsShown();
    root.unmount();
    return { elapsed, rows };
  },
};
`;

/** The app's translations, initialised as the app does before it loads the drawer's chunk. */
const HARNESS_I18N = `
import { initI18n } from '../../src/app/i18n';

initI18n('en');
`;

const HARNESS_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Drawer bench</title></head>' +
  '<body><div id="drawer" style="position:fixed;inset-inline:0;bottom:0;height:calc(100dvh / 3);' +
  'display:flex;flex-direction:column"></div><script type="module" src="/src/main.tsx"></script></body></html>';

const TYPES_BY_EXTENSION: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** A static file server for the built harness, loopback only. */
async function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent((request.url ?? '/').split('?')[0]!));
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES_BY_EXTENSION[extname(file)] ?? 'application/octet-stream',
    });
    response.end(readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return { server, url: `http://127.0.0.1:${port}/` };
}

export async function drawerBudget(): Promise<BudgetResult> {
  const harness = mkdtempSync(join(WEB_ROOT, '.bench-drawer-'));
  let server: Server | undefined;
  const browser = await launchChromium();
  try {
    const outDir = await buildWithShellConfig(harness, {
      'index.html': HARNESS_HTML,
      'src/main.tsx': HARNESS_MAIN,
      'src/i18n.ts': HARNESS_I18N,
    });
    const served = await serve(outDir);
    server = served.server;
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    // A harness that fails to start says why, instead of a timeout.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(served.url);
    await page
      .waitForFunction(() => 'drawerBench' in globalThis)
      .catch((error: unknown) => {
        throw errors.length > 0
          ? new Error(`The drawer harness failed: ${errors.join('; ')}`)
          : error;
      });
    const mount = (count: number) =>
      page.evaluate(
        (n) =>
          (
            globalThis as unknown as {
              drawerBench: { mount(count: number): Promise<{ elapsed: number; rows: number }> };
            }
          ).drawerBench.mount(n),
        count,
      );

    for (let round = 0; round < WARM_UP_ROUNDS; round += 1) {
      await mount(SIZES.small);
      await mount(SIZES.large);
    }
    const times = { small: [] as number[], large: [] as number[] };
    const rows = { small: 0, large: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      // Alternate the order so that neither size always runs on a warmer page.
      const order = round % 2 ? (['large', 'small'] as const) : (['small', 'large'] as const);
      for (const size of order) {
        const result = await mount(SIZES[size]);
        times[size].push(result.elapsed);
        rows[size] = result.rows;
      }
    }
    if (rows.small === 0 || rows.large === 0)
      throw new Error('The drawer harness rendered no rows.');
    const small = median(times.small);
    const large = median(times.large);
    return {
      budget: `notifications drawer mount, ${SIZES.large} lines vs ${SIZES.small} lines (Chromium)`,
      measured: large / small,
      limit: LIMIT,
      kind: 'max',
      detail:
        `median of ${ROUNDS}: ${large.toFixed(1)} ms vs ${small.toFixed(1)} ms; ` +
        `rows rendered ${rows.large} vs ${rows.small}`,
    };
  } finally {
    await browser.close();
    server?.close();
    rmSync(harness, { recursive: true, force: true });
  }
}

// `npx tsx scripts/bench/drawer-bench.ts` runs this budget alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await drawerBudget();
  const ok = result.measured <= result.limit;
  console.info(
    `${ok ? 'ok  ' : 'FAIL'} ${result.budget}: ${result.measured.toFixed(2)}× (budget ≤ ${result.limit}×; ${result.detail})`,
  );
  process.exit(ok ? 0 : 1);
}
