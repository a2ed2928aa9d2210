import { describe, expect, it } from 'vitest';
import { formatBytes, formatCount, formatDuration, weekdayName } from './feed-format';
import { isRunOpen, runDuration } from './feed-runs';

describe('feed formats', () => {
  it("writes counts and sizes in the reader's language", () => {
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatCount(12345, 'de')).toBe('12.345');
    expect(formatBytes(512, 'en')).toBe('512 byte');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(2.5 * 1024 * 1024, 'de')).toBe('2,5 MB');
  });

  it('writes durations with the two largest units', () => {
    expect(formatDuration(45_000, 'en')).toBe('45 sec');
    expect(formatDuration(125_000, 'en')).toBe('2 min 5 sec');
    expect(formatDuration(3_780_000, 'en')).toBe('1 hr 3 min');
  });

  it('names ISO weekdays', () => {
    expect(weekdayName(1, 'en')).toBe('Mon');
    expect(weekdayName(7, 'fr')).toBe('dim.');
  });

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
