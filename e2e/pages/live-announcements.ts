import { expect, type Locator, type Page } from '@playwright/test';

/** The announcement strip above the content. */
export class AnnouncementStrip {
  readonly region: Locator;

  constructor(private readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Announcements' });
  }

  /** One announcement, found by its heading. */
  item(heading: string): Locator {
    return this.region.locator('[data-announcement]').filter({
      has: this.page.getByRole('heading', { name: heading, exact: true }),
    });
  }

  closeButton(heading: string): Locator {
    return this.item(heading).getByRole('button', { name: `Close announcement: ${heading}` });
  }

  async close(heading: string) {
    await this.closeButton(heading).click();
    await expect(this.item(heading)).toHaveCount(0);
  }
}
