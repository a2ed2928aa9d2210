import { describe, expect, it } from 'vitest';
import { forgetLastAccountId, readLastAccountId, rememberLastAccountId } from './last-account';

describe('last account', () => {
  it('is stored under feedline.account.last', () => {
    expect(readLastAccountId()).toBeNull();
    rememberLastAccountId(12);
    expect(localStorage.getItem('feedline.account.last')).toBe('12');
    expect(readLastAccountId()).toBe(12);
  });

  it('ignores garbage', () => {
    localStorage.setItem('feedline.account.last', 'abc');
    expect(readLastAccountId()).toBeNull();
    localStorage.setItem('feedline.account.last', '-3');
    expect(readLastAccountId()).toBeNull();
  });

  it('can be forgotten', () => {
    rememberLastAccountId(12);
    forgetLastAccountId();
    expect(localStorage.getItem('feedline.account.last')).toBeNull();
    expect(readLastAccountId()).toBeNull();
  });
});
