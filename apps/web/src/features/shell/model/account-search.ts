import type { AccountSummary } from '@feedline/contracts';

/** The organisation dropdown shows this many entries before it scrolls (spec §9). */
export const SWITCHER_VISIBLE_ITEMS = 10;

/** Normalised search text: surrounding blanks never change the result. */
export function normaliseSearch(search: string): string {
  return search.trim().toLocaleLowerCase();
}

/** Whether the user is searching (the results-count label shows only then, spec §2.5). */
export function isSearching(search: string): boolean {
  return normaliseSearch(search) !== '';
}

/** Organisation search: case-insensitive contains on the company name (spec §5). */
export function filterAccounts<T extends Pick<AccountSummary, 'company'>>(
  accounts: readonly T[],
  search: string,
): T[] {
  const needle = normaliseSearch(search);
  if (needle === '') return [...accounts];
  return accounts.filter((account) => account.company.toLocaleLowerCase().includes(needle));
}

/** What the top of the menu shows for this many organisations (spec §2.5). */
export type SwitcherMode = 'empty' | 'single' | 'dropdown';

export function switcherMode(accountCount: number): SwitcherMode {
  if (accountCount <= 0) return 'empty';
  return accountCount === 1 ? 'single' : 'dropdown';
}
