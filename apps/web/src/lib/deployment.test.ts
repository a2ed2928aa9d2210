import { describe, expect, it } from 'vitest';
import { isAreaOffered } from './deployment';

describe('isAreaOffered (spec §2.3: feedbacks not on staging)', () => {
  it('offers every area in production', () => {
    expect(isAreaOffered('/feedbacks/site/$siteId', 'production')).toBe(true);
    expect(isAreaOffered('/exports/site/4', 'production')).toBe(true);
  });

  it('hides feedbacks on staging, by route path or address, and nothing else', () => {
    expect(isAreaOffered('/feedbacks/site/$siteId', 'staging')).toBe(false);
    expect(isAreaOffered('/feedbacks/site/{siteId}', 'staging')).toBe(false);
    expect(isAreaOffered('/feedbacks/site/4', 'staging')).toBe(false);
    expect(isAreaOffered('/exports/site/4', 'staging')).toBe(true);
    expect(isAreaOffered('/error-log/site/4/feedbacks', 'staging')).toBe(true);
  });
});
