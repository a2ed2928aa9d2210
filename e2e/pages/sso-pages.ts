import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './login-page';

/** Where the e2e server's demo identity provider listens (scripts/e2e-server.mjs). */
export const DEMO_IDP_URL = `http://127.0.0.1:${process.env.E2E_IDP_PORT ?? '3102'}`;

/** The demo identity provider's metadata, as an administrator would download it. */
export async function demoIdpMetadata(page: Page): Promise<Buffer> {
  const response = await page.request.get(`${DEMO_IDP_URL}/metadata`);
  expect(response.ok()).toBe(true);
  return Buffer.from(await response.body());
}

/** The demo identity provider's sign-in page. */
export class DemoIdpPage {
  constructor(private readonly page: Page) {}

  async signIn(email: string, password = DEMO_PASSWORD) {
    await expect(this.page).toHaveURL(new RegExp(`^${DEMO_IDP_URL}/sso`));
    await expect(
      this.page.getByRole('heading', { name: 'Feedline demo identity provider' }),
    ).toBeVisible();
    // By keyboard: type into each field, then Enter submits the form.
    await this.page.getByLabel(/e-mail/i).focus();
    await this.page.keyboard.type(email);
    await this.page.getByLabel(/password/i).focus();
    await this.page.keyboard.type(password);
    await this.page.keyboard.press('Enter');
  }
}

/** Organisation settings → Single sign-on (spec §2.15). */
export class SsoSettingsPage {
  constructor(private readonly page: Page) {}

  goto(accountId: number) {
    return this.page.goto(`/organisation-settings/account/${accountId}/sso`);
  }

  step(name: string) {
    return this.page.getByRole('listitem').filter({ hasText: name });
  }

  button(name: string | RegExp) {
    return this.page.getByRole('button', { name });
  }

  dialog() {
    return this.page.getByRole('dialog');
  }
}
