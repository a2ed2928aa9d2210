import { expect, type Frame, type Locator, type Page } from '@playwright/test';

/** An embedded screen of the platform host in the shell, and the shell's answers to it. */
export class EmbeddedScreen {
  /** The shell's iframe; `data-status` is loading, ready or timed-out. */
  readonly frameElement: Locator;

  constructor(private readonly page: Page) {
    this.frameElement = page.locator('iframe[data-status]');
  }

  /** The platform page inside the frame, for locators. */
  get content() {
    return this.page.frameLocator('iframe[data-status]');
  }

  /** The frame's window, to run code in it as the platform host (not a frame loaded ahead). */
  frame(): Frame {
    const frame = this.page
      .frames()
      .find(
        (candidate) =>
          candidate !== this.page.mainFrame() &&
          !new URL(candidate.url()).pathname.startsWith('/standby'),
      );
    if (!frame) throw new Error('no embedded frame on the page');
    return frame;
  }

  /** The frame reported ready with content and the shell's loading overlay is gone. */
  async expectReady() {
    await expect(this.frameElement).toHaveAttribute('data-status', 'ready', { timeout: 20_000 });
    await expect(this.page.getByText(/^Loading .+…$/)).toHaveCount(0);
  }

  /** The shell's toasts (Mantine notifications). */
  toasts(): Locator {
    return this.page.locator('.mantine-Notification-root');
  }

  toast(text: string | RegExp): Locator {
    return this.toasts().filter({ hasText: text });
  }

  /**
   * A sync point for "this had no effect": the platform frame sends a valid notification and the
   * shell shows it as a toast. The messages of one window arrive in the order they were sent and
   * the shell handles them one by one, so by then it has handled everything the frame (or an
   * earlier document in it) sent before.
   */
  async notifyFromFrame(message: string) {
    const shellOrigin = new URL(this.page.url()).origin;
    await this.frame().evaluate(
      ([text, targetOrigin]) => {
        const { parent } = globalThis as unknown as { parent: PostTarget };
        parent.postMessage(
          { v: 1, source: 'feedline', type: 'notification', subtype: 'info', message: text },
          targetOrigin,
        );
      },
      [message, shellOrigin] as const,
    );
    await expect(this.toast(message)).toBeVisible();
  }

  /**
   * From the next page load on, notes the type of every message the shell's window receives from
   * `frameOrigin` (see {@link expectMessageFromFrame}).
   */
  async recordMessagesFromFrame(frameOrigin: string) {
    await this.page.addInitScript(
      ([key, origin]) => {
        const window = globalThis as unknown as MessageWindow & Record<string, unknown>;
        // Init scripts also run in frames; only the shell's window listens.
        if (window.top !== globalThis) return;
        const types: string[] = [];
        window[key] = types;
        window.addEventListener('message', (event) => {
          if (event.origin === origin)
            types.push(String((event.data as { type?: unknown } | null)?.type));
        });
      },
      [RECEIVED_KEY, frameOrigin] as const,
    );
  }

  /** The shell's window has received a message of `type` from the frame since the page loaded. */
  async expectMessageFromFrame(type: string) {
    await expect
      .poll(() =>
        this.page.evaluate(
          ([key, wanted]) =>
            ((globalThis as unknown as Record<string, string[] | undefined>)[key] ?? []).includes(
              wanted,
            ),
          [RECEIVED_KEY, type] as const,
        ),
      )
      .toBe(true);
  }
}

const RECEIVED_KEY = 'feedlineE2eMessagesFromFrame';

/** The window APIs used in the page (the e2e project has no DOM types). */
interface PostTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

interface MessageWindow {
  top: unknown;
  addEventListener(
    type: 'message',
    listener: (event: { origin: string; data: unknown }) => void,
  ): void;
}

interface Named {
  id: number;
  name?: string;
  company?: string;
}

/** GET through the API as the signed-in user of the page (the shell keeps its token in `access`). */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  return (await page.evaluate(async (target) => {
    const { localStorage } = globalThis as unknown as {
      localStorage: { getItem(key: string): string | null };
    };
    const response = await fetch(target, {
      headers: { Authorization: `Bearer ${localStorage.getItem('access') ?? ''}` },
    });
    if (!response.ok) throw new Error(`${target} answered ${response.status}`);
    return (await response.json()) as unknown;
  }, path)) as T;
}

/** Ids of the demo data, looked up through the API as the signed-in user. */
export async function demoSite(page: Page, company: string, siteName: string) {
  const accounts = await apiGet<{ data: Named[] }>(page, '/api/accounts?amount=100');
  const account = accounts.data.find((entry) => entry.company === company);
  if (!account) throw new Error(`no organisation ${company}`);
  const projects = await apiGet<{ data: Named[] }>(
    page,
    `/api/accounts/${account.id}/projects?amount=100`,
  );
  for (const project of projects.data) {
    const sites = await apiGet<{ data: Named[] }>(
      page,
      `/api/projects/${project.id}/sites?amount=100`,
    );
    const site = sites.data.find((entry) => entry.name === siteName);
    if (site) {
      const channels = await apiGet<{ data: Named[] }>(
        page,
        `/api/sites/${site.id}/channels?amount=100`,
      );
      return {
        accountId: account.id,
        projectId: project.id,
        siteId: site.id,
        channels: channels.data,
      };
    }
  }
  throw new Error(`no site ${siteName} in ${company}`);
}
