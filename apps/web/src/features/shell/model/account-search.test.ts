import { describe, expect, it } from 'vitest';
import {
  filterAccounts,
  isSearching,
  SWITCHER_VISIBLE_ITEMS,
  switcherMode,
} from './account-search';

const accounts = [
  { id: 1, company: 'Acme Retail' },
  { id: 2, company: 'Globex Outlet' },
  { id: 3, company: 'Initech Secure' },
];

describe('organisation search (spec §5)', () => {
  it('is a case-insensitive contains match on the company name', () => {
    expect(filterAccounts(accounts, 'glob').map((a) => a.id)).toEqual([2]);
    expect(filterAccounts(accounts, 'GLOB').map((a) => a.id)).toEqual([2]);
    expect(filterAccounts(accounts, 'outlet').map((a) => a.id)).toEqual([2]);
    expect(filterAccounts(accounts, 'e').map((a) => a.id)).toEqual([1, 2, 3]);
    expect(filterAccounts(accounts, 'tail').map((a) => a.id)).toEqual([1]);
  });

  it('matches inside words, not only at the start', () => {
    expect(filterAccounts(accounts, 'tech').map((a) => a.id)).toEqual([3]);
  });

  it('returns everything for an empty or blank search, nothing for no match', () => {
    expect(filterAccounts(accounts, '')).toEqual(accounts);
    expect(filterAccounts(accounts, '   ')).toEqual(accounts);
    expect(filterAccounts(accounts, 'zzz')).toEqual([]);
  });

  it('ignores surrounding blanks', () => {
    expect(filterAccounts(accounts, '  acme ').map((a) => a.id)).toEqual([1]);
  });

  it('does not treat the text as a pattern', () => {
    expect(filterAccounts(accounts, '.*')).toEqual([]);
  });

  it('searches only while there is text', () => {
    expect(isSearching('')).toBe(false);
    expect(isSearching('  ')).toBe(false);
    expect(isSearching('a')).toBe(true);
  });
});

describe('switcher mode (spec §2.5)', () => {
  it('is a dropdown with more than one, a name with one, an empty state with none', () => {
    expect(switcherMode(0)).toBe('empty');
    expect(switcherMode(1)).toBe('single');
    expect(switcherMode(2)).toBe('dropdown');
    expect(switcherMode(250)).toBe('dropdown');
  });

  it('shows 10 entries (spec §9)', () => {
    expect(SWITCHER_VISIBLE_ITEMS).toBe(10);
  });
});
