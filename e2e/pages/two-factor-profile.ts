import { Secret, TOTP } from 'otpauth';
import { expect, type Locator, type Page } from '@playwright/test';

/** The two-factor modal of the shell (spec §2.8). */
export class TwoFactorModal {
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Two-factor authentication required' });
  }

  async expectOpenOnProfile() {
    await expect(this.page).toHaveURL(/\/profile\?twoFactor=true$/);
    await expect(this.dialog).toBeVisible();
    // The fade-in is over (colours are only final then).
    await expect(this.dialog).toHaveCSS('opacity', '1');
  }

  async confirm() {
    await this.dialog.getByRole('button', { name: 'Update 2FA' }).click();
  }

  async dismiss() {
    await this.dialog.getByRole('button', { name: 'Sign out' }).click();
  }
}

/** The profile page's two-factor set-up. */
export class TwoFactorProfile {
  readonly section: Locator;

  constructor(private readonly page: Page) {
    this.section = page.getByRole('region', { name: 'Two-factor authentication' });
  }

  async expectVisible() {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  }

  async startSetup() {
    await this.section.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await expect(
      this.section.getByRole('img', { name: /QR code for adding Feedline/ }),
    ).toBeVisible();
  }

  /** The key shown for typing it into an app by hand, without the grouping spaces. */
  async readSecret(): Promise<string> {
    const value = await this.section.getByLabel('Set-up key').inputValue();
    return value.replace(/\s+/g, '');
  }

  async enable(code: string) {
    await this.section.getByLabel(/Code from the app/).fill(code);
    await this.section.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  }

  async expectEnabled() {
    await expect(this.section.getByText(/Two-factor authentication is on\./)).toBeVisible();
  }
}

/** The code an authenticator app shows for `secret`, `steps` periods (30 s) from now. */
export function totpCode(secret: string, steps = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: Date.now() + steps * 30_000,
  });
}
