import { describe, expect, it } from 'vitest';
import { canPrefetch } from './prefetch';

describe('canPrefetch (spec §2.3)', () => {
  it('prefetches without connection information', () => {
    expect(canPrefetch(undefined)).toBe(true);
    expect(canPrefetch({ effectiveType: '4g' })).toBe(true);
  });

  it('skips on 2g and slow-2g', () => {
    expect(canPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });

  it('skips with data saver', () => {
    expect(canPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false);
  });
});
