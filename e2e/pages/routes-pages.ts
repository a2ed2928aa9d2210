import { expect, type Page } from '@playwright/test';

/** The page's localStorage, typed for code run in the page (the e2e project has no DOM types). */
export interface PageStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length: number;
  key(index: number): string | null;
}

/** Calls the API from the signed-in page with its stored access token. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (apiPath) => {
    const storage = (globalThis as unknown as { localStorage: PageStorage }).localStorage;
    const response = await fetch(`/api${apiPath}`, {
      headers: { Authorization: `Bearer ${storage.getItem('access') ?? ''}` },
    });
    if (!response.ok) throw new Error(`${apiPath} answered ${response.status}`);
    return (await response.json()) as T;
  }, path);
}

/** Id of one of the signed-in user's organisations, by company name. */
export async function accountIdOf(page: Page, company: string): Promise<number> {
  const { data } = await apiGet<{ data: { id: number; company: string }[] }>(
    page,
    '/accounts?page=1&amount=100',
  );
  const account = data.find((candidate) => candidate.company === company);
  if (!account) throw new Error(`${company} is not among the user's organisations`);
  return account.id;
}

export function readStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate(
    (storageKey) =>
      (globalThis as unknown as { localStorage: PageStorage }).localStorage.getItem(storageKey),
    key,
  );
}

export function writeStorage(page: Page, key: string, value: string): Promise<void> {
  return page.evaluate(
    ([storageKey, storageValue]) =>
      (globalThis as unknown as { localStorage: PageStorage }).localStorage.setItem(
        storageKey,
        storageValue,
      ),
    [key, value] as const,
  );
}

/** Removes every localStorage entry whose key starts with `prefix`. */
export function removeStorageKeys(page: Page, prefix: string): Promise<void> {
  return page.evaluate((keyPrefix) => {
    const storage = (globalThis as unknown as { localStorage: PageStorage }).localStorage;
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) if (key?.startsWith(keyPrefix)) storage.removeItem(key);
  }, prefix);
}

/** The error pages of the shell: not found, access denied, no access, unverified. */
export class ErrorPages {
  constructor(private readonly page: Page) {}

  heading(name: string | RegExp) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  admins() {
    return this.page.getByRole('region', { name: 'Administrators of your organisations' });
  }

  async expectAdmin(name: string, email: string) {
    const admins = this.admins();
    await expect(admins.getByText(name, { exact: true })).toBeVisible();
    await expect(admins.getByRole('link', { name: email })).toHaveAttribute(
      'href',
      `mailto:${email}`,
    );
  }

  async goBackToStart() {
    await this.page.getByRole('link', { name: 'Back to the start page' }).click();
  }

  async returnToLogin() {
    await this.page.getByRole('button', { name: 'Return to login' }).click();
  }
}
