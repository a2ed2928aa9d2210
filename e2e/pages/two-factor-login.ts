import { expect, type Page } from '@playwright/test';

/** The identity server's second sign-in step: the code from the authenticator app. */
export class TwoFactorLoginPage {
  constructor(private readonly page: Page) {}

  get codeInput() {
    return this.page.getByLabel('Authentication code');
  }

  async expectVisible() {
    await expect(this.page).toHaveURL(/\/interaction\//);
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Two-factor authentication' }),
    ).toBeVisible();
    await expect(this.codeInput).toBeVisible();
  }

  async submit(code: string) {
    await this.codeInput.fill(code);
    await this.page.getByRole('button', { name: 'Verify' }).click();
  }
}
