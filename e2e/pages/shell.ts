import { expect, type Page } from '@playwright/test';

/** The signed-in shell: content heading, links of the content area, sign-out. */
export class Shell {
  constructor(private readonly page: Page) {}

  heading(name: string | RegExp) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  async open(linkName: string) {
    await this.page.getByRole('main').getByRole('link', { name: linkName, exact: true }).click();
  }

  async signOut() {
    const direct = this.page.getByRole('button', { name: 'Sign out' });
    if (await direct.isVisible()) {
      await direct.click();
      return;
    }
    await this.page.getByRole('button', { name: /user menu|account menu/i }).click();
    await this.page.getByRole('menuitem', { name: 'Sign out' }).click();
  }

  async expectTitle(title: string | RegExp) {
    await expect(this.page).toHaveTitle(title);
  }
}
