import { expect, type Locator, type Page } from '@playwright/test';

/** The level menu, the side rail and the organisation switcher of the shell. */
export class NavigationMenu {
  readonly menu: Locator;
  readonly rail: Locator;

  constructor(private readonly page: Page) {
    this.menu = page.getByRole('navigation', { name: 'Menu' });
    this.rail = page.getByRole('navigation', { name: 'Areas' });
  }

  item(name: string | RegExp) {
    return this.menu.getByRole('link', { name, exact: typeof name === 'string' });
  }

  railLink(name: string) {
    return this.rail.getByRole('link', { name, exact: true });
  }

  /** The red badge of a menu item (by item id, e.g. error-log). */
  badge(itemId: string) {
    return this.menu.getByTestId(`${itemId}-badge`);
  }

  async expectItems(names: string[]) {
    for (const name of names) await expect(this.item(name)).toBeVisible();
  }

  async expectNoItems(names: string[]) {
    for (const name of names) await expect(this.item(name)).toHaveCount(0);
  }
}

/** The organisation switcher at the top of the menu. */
export class OrganisationSwitcher {
  constructor(private readonly page: Page) {}

  private get menu() {
    return this.page.getByRole('navigation', { name: 'Menu' });
  }

  button(company: string) {
    return this.menu.getByRole('combobox', { name: `${company} – switch organisation` });
  }

  get list() {
    return this.page.getByRole('listbox', { name: 'Organisations' });
  }

  get search() {
    return this.page.getByRole('textbox', { name: 'Search organisations' });
  }

  get results() {
    return this.page.getByTestId('organisation-results');
  }

  get name() {
    return this.menu.getByTestId('organisation-name');
  }

  get empty() {
    return this.menu.getByTestId('organisation-empty');
  }

  option(company: string) {
    return this.list.getByRole('option', { name: new RegExp(`^${company}`) });
  }

  async open(currentCompany: string) {
    await this.button(currentCompany).click();
    await expect(this.list).toBeVisible();
  }
}
