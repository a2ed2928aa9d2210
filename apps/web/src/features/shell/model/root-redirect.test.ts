import { describe, expect, it } from 'vitest';
import { pickStartAccountId } from './root-redirect';

describe('pickStartAccountId', () => {
  it('is null without accounts', () => {
    expect(pickStartAccountId([], null)).toBeNull();
    expect(pickStartAccountId([], 5)).toBeNull();
  });

  it('takes the only account, whatever is remembered', () => {
    expect(pickStartAccountId([7], null)).toBe(7);
    expect(pickStartAccountId([7], 5)).toBe(7);
  });

  it('takes the remembered account when it is among several', () => {
    expect(pickStartAccountId([3, 5, 9], 5)).toBe(5);
    expect(pickStartAccountId([3, 5, 9], 9)).toBe(9);
  });

  it('takes the first account when the remembered one is gone or absent', () => {
    expect(pickStartAccountId([3, 5, 9], 4)).toBe(3);
    expect(pickStartAccountId([3, 5, 9], null)).toBe(3);
  });
});
