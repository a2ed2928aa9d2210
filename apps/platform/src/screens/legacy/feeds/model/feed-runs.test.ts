import { describe, expect, it } from 'vitest';
import { isRunOpen, runDuration } from './feed-runs';

describe('feed runs', () => {
  it('knows open runs and how long a run took', () => {
    expect(isRunOpen({ status: 'queued' })).toBe(true);
    expect(isRunOpen({ status: 'cancelled' })).toBe(false);
    expect(runDuration({ startedAt: null, finishedAt: null })).toBeNull();
    expect(
      runDuration({ startedAt: '2025-01-01T00:00:00Z', finishedAt: '2025-01-01T00:01:00Z' }),
    ).toBe(60_000);
    expect(
      runDuration(
        { startedAt: '2025-01-01T00:00:00Z', finishedAt: null },
        Date.parse('2025-01-01T00:00:10Z'),
      ),
    ).toBe(10_000);
  });
});
