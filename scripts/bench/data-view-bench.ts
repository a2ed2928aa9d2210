// Budget of issue 4: the data view of a 100 000-item site shows its first rows in at most 2× the time
// the data view of the 50-item demo site acme.nl takes. Measured end to end on the real stack: the
// built shell and platform host, a real server on a fresh embedded database seeded with the demo data
// plus the large site, signed in through the identity server, in Chromium; both sizes alternate and
// the medians are compared.
import type { Page } from '@playwright/test';
import { median, type BudgetResult } from './budget';
import { launchChromium, signIn, siteIdByName, startBenchServer } from './bench-server';

const LARGE_SITE_ITEMS = 100_000;
const WARM_UP_ROUNDS = 2;
const ROUNDS = 7;
const LIMIT = 2;

/**
 * A filter a feed manager would set on a big catalogue: two conditions, the search in every field
 * and a sort, all of which the server must evaluate over every item (no index helps).
 */
const FILTERED_VIEW =
  'filter=contains%3Atitle%3Ared&filter=gt%3Aprice%3A50&search=Shoe&sort=price%3Adesc';

/** Milliseconds from opening the data view until its first data row is on screen. */
async function firstRows(page: Page, siteId: number, view = ''): Promise<number> {
  await page.goto('about:blank');
  const started = performance.now();
  await page.goto(`/data-view/site/${siteId}?stage=import${view ? `&${view}` : ''}`);
  await page
    .frameLocator('iframe[data-status]')
    .locator('[role="grid"] [role="rowgroup"] [role="row"]:not([aria-busy="true"])')
    .first()
    .waitFor({ state: 'visible', timeout: 60_000 });
  return performance.now() - started;
}

export async function dataViewBudget(): Promise<BudgetResult[]> {
  const server = await startBenchServer({ FEEDLINE_SEED_LARGE_SITE: String(LARGE_SITE_ITEMS) });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({
      baseURL: server.baseURL,
      viewport: { width: 1440, height: 900 },
    });
    await signIn(page);
    const small = await siteIdByName(page, 'Acme Retail', 'acme.nl');
    const large = await siteIdByName(page, 'Acme Retail', 'acme-large.nl');

    for (let round = 0; round < WARM_UP_ROUNDS; round += 1) {
      await firstRows(page, small);
      await firstRows(page, large);
    }
    await firstRows(page, large, FILTERED_VIEW);
    const times = { small: [] as number[], large: [] as number[], filtered: [] as number[] };
    const open = {
      small: () => firstRows(page, small),
      large: () => firstRows(page, large),
      filtered: () => firstRows(page, large, FILTERED_VIEW),
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      // Rotate the order so that none always profits from another's warm caches.
      const order = (['small', 'large', 'filtered'] as const).map(
        (_, index, all) => all[(index + round) % all.length]!,
      );
      for (const view of order) times[view].push(await open[view]());
    }
    const smallMedian = median(times.small);
    const largeMedian = median(times.large);
    const filteredMedian = median(times.filtered);
    return [
      {
        budget: `data view first rows, ${LARGE_SITE_ITEMS.toLocaleString('en')} items vs 50 items (${server.label})`,
        measured: largeMedian / smallMedian,
        limit: LIMIT,
        kind: 'max',
        detail: `median ${largeMedian.toFixed(0)} ms vs ${smallMedian.toFixed(0)} ms`,
      },
      {
        budget: `data view filtered first page (2 filters, a search, a sort) vs unfiltered, ${LARGE_SITE_ITEMS.toLocaleString('en')} items (${server.label})`,
        measured: filteredMedian / largeMedian,
        limit: LIMIT,
        kind: 'max',
        detail: `median ${filteredMedian.toFixed(0)} ms vs ${largeMedian.toFixed(0)} ms (${FILTERED_VIEW})`,
      },
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}
