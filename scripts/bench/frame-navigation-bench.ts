// Budget of ARCHITECTURE.md §9 for embedded screens: opened by in-app navigation, an embedded
// screen shows its content in at most 1.5× the time the shell's own organisation overview takes
// to show its content, measured the same way. From a project's overview, in Chromium on the built
// product, signed in as owner@acme.test: a click on the organisation's link until its project
// cards are on screen, against a click on a site's card until the site's dashboard shows its
// figures inside the frame. Both alternate; medians are compared.
import type { Locator, Page } from '@playwright/test';
import { median, type BudgetResult } from './budget';
import { apiGet, launchChromium, signIn, siteIdByName, startBenchServer } from './bench-server';

const WARM_UP_ROUNDS = 2;
const ROUNDS = Number(process.env.BENCH_FRAME_NAVIGATION_ROUNDS || 9);
const LIMIT = 1.5;

interface SiteFacts {
  name: string;
  account: { id: number; company: string };
  project: { id: number; name: string };
}

/** Milliseconds from the click on `link` until `content` is on screen. */
async function timedClick(link: Locator, content: Locator): Promise<number> {
  const started = performance.now();
  await link.click();
  await content.waitFor({ state: 'visible', timeout: 60_000 });
  return performance.now() - started;
}

export async function frameNavigationBudget(): Promise<BudgetResult> {
  const server = await startBenchServer();
  const browser = await launchChromium();
  try {
    const page: Page = await browser.newPage({
      baseURL: server.baseURL,
      viewport: { width: 1400, height: 900 },
    });
    await signIn(page);
    const siteId = await siteIdByName(page, 'Acme Retail', 'acme.nl');
    const site = await apiGet<SiteFacts>(page, `/api/sites/${siteId}`);
    const projectOverview = async () => {
      await page.goto(`/overview/project/${site.project.id}`);
      await page.getByRole('link', { name: site.name, exact: true }).waitFor();
    };
    const toOverview = async () => {
      await projectOverview();
      return timedClick(
        page.getByRole('link', { name: site.account.company, exact: true }).last(),
        page.getByRole('link', { name: site.project.name, exact: true }).last(),
      );
    };
    const toScreen = async () => {
      await projectOverview();
      return timedClick(
        page.getByRole('link', { name: site.name, exact: true }).last(),
        page.frameLocator('iframe[data-status]').getByRole('heading', { level: 2 }).first(),
      );
    };

    for (let round = 0; round < WARM_UP_ROUNDS; round += 1) {
      await toOverview();
      await toScreen();
    }
    const times = { overview: [] as number[], screen: [] as number[] };
    for (let round = 0; round < ROUNDS; round += 1) {
      if (round % 2) {
        times.screen.push(await toScreen());
        times.overview.push(await toOverview());
      } else {
        times.overview.push(await toOverview());
        times.screen.push(await toScreen());
      }
    }
    const overview = median(times.overview);
    const screen = median(times.screen);
    return {
      budget:
        'embedded screen (site dashboard) opened in the app vs the organisation overview opened in the app, content on screen (Chromium)',
      measured: screen / overview,
      limit: LIMIT,
      kind: 'max',
      detail: `median of ${ROUNDS}: ${screen.toFixed(0)} ms vs ${overview.toFixed(0)} ms`,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
