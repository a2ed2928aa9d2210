import { describe, expect, it } from 'vitest';
import { parseAccessDeniedReason } from './access-denied-reason';

describe('parseAccessDeniedReason', () => {
  it('accepts inaccessible', () => {
    expect(parseAccessDeniedReason('inaccessible')).toBe('inaccessible');
  });

  it('defaults to unauthorized', () => {
    expect(parseAccessDeniedReason('unauthorized')).toBe('unauthorized');
    expect(parseAccessDeniedReason(undefined)).toBe('unauthorized');
    expect(parseAccessDeniedReason('other')).toBe('unauthorized');
  });
});
