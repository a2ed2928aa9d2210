import { expect, type Locator, type Page } from '@playwright/test';

/** The live notifications drawer at site and channel level. */
export class NotificationsDrawer {
  readonly drawer: Locator;
  readonly toggle: Locator;
  readonly status: Locator;

  constructor(private readonly page: Page) {
    this.drawer = page.getByRole('complementary', { name: 'Notifications' });
    this.toggle = page.getByRole('button', { name: 'Notifications', exact: true });
    this.status = this.drawer.getByRole('status');
  }

  async open() {
    await this.toggle.click();
    await expect(this.drawer).toHaveAttribute('data-state', 'open');
  }

  async expectLive() {
    await expect(this.status).toHaveText('Live');
  }

  /** Body rows of the log table (the header row excluded), newest first. */
  rows(): Locator {
    return this.drawer.getByRole('table').locator('tbody tr:not([aria-hidden])');
  }

  /**
   * Scrolls the log (a virtual list: only the rows in view exist) to its oldest or newest lines.
   * The demo's own lines are the oldest once its first imports have run.
   */
  async scrollTo(end: 'oldest' | 'newest') {
    await this.drawer.locator('[role="region"][tabindex="0"]').evaluate((element, top) => {
      // Typed by hand: whether the DOM library is in this program depends on what it imports.
      const region = element as unknown as {
        scrollHeight: number;
        scrollTo(options: { top: number }): void;
      };
      region.scrollTo({ top: top ? 0 : region.scrollHeight });
    }, end === 'newest');
  }

  /**
   * The rows with `text` at one end of the log: scrolled there until they are rendered (lines that
   * arrive meanwhile are added on top and move the others).
   */
  async rowsAt(end: 'oldest' | 'newest', text: string | RegExp, timeout = 30_000) {
    const rows = this.rows().filter({ hasText: text });
    await expect
      .poll(
        async () => {
          await this.scrollTo(end);
          return rows.count();
        },
        { timeout },
      )
      .toBeGreaterThan(0);
    return rows;
  }

  button(name: string): Locator {
    return this.drawer.getByRole('button', { name, exact: true });
  }

  async height(): Promise<number> {
    return (await this.drawer.boundingBox())?.height ?? 0;
  }

  /** Starts a re-import of the site through the API, as the signed-in user of the page. */
  async reimportThroughApi(siteId: string): Promise<number> {
    return this.page.evaluate(async (id) => {
      // Runs in the page: the shell keeps its access token under `access` (spec §9).
      const { localStorage } = globalThis as unknown as {
        localStorage: { getItem(key: string): string | null };
      };
      const response = await fetch(`/api/sites/${id}/import-runs`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${localStorage.getItem('access') ?? ''}` },
      });
      return response.status;
    }, siteId);
  }
}
