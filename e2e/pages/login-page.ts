import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'feedline-demo';

/** The identity server's sign-in page. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async expectVisible() {
    await expect(this.page).toHaveURL(/\/interaction\//);
    await expect(this.page.getByLabel(/e-mail/i)).toBeVisible();
  }

  async signIn(email: string, password = DEMO_PASSWORD) {
    await this.expectVisible();
    await this.page.getByLabel(/e-mail/i).fill(email);
    await this.page.getByLabel(/password/i).fill(password);
    await this.page.getByRole('button', { name: /sign in/i }).click();
  }
}
