import { describe, expect, it } from 'vitest';
import { dueSlotOf, nextRunOf } from './schedule-times';

const weekdays = [1, 2, 3, 4, 5];
const schedule = { enabled: true, times: ['06:00', '18:30'], weekdays };

describe('nextRunOf', () => {
  it('is the next time of day on a chosen weekday, in the organisation’s zone', () => {
    // Friday 2026-11-27 19:00 in Amsterdam (UTC+1): next is Monday 06:00 local = 05:00 UTC.
    const next = nextRunOf(schedule, 'Europe/Amsterdam', new Date('2026-11-27T18:00:00Z'));
    expect(next?.toISOString()).toBe('2026-11-30T05:00:00.000Z');
  });

  it('follows summer time', () => {
    // Monday 2026-07-06 in Amsterdam is UTC+2: 06:00 local = 04:00 UTC.
    const next = nextRunOf(schedule, 'Europe/Amsterdam', new Date('2026-07-06T00:00:00Z'));
    expect(next?.toISOString()).toBe('2026-07-06T04:00:00.000Z');
  });

  it('counts Sunday as 7', () => {
    const sunday = { enabled: true, times: ['09:15'], weekdays: [7] };
    const next = nextRunOf(sunday, 'UTC', new Date('2026-11-27T00:00:00Z'));
    expect(next?.toISOString()).toBe('2026-11-29T09:15:00.000Z');
  });

  it('is null when the schedule is off or has no time', () => {
    const from = new Date('2026-11-27T00:00:00Z');
    expect(nextRunOf({ ...schedule, enabled: false }, 'UTC', from)).toBeNull();
    expect(nextRunOf({ ...schedule, times: [] }, 'UTC', from)).toBeNull();
  });
});

describe('dueSlotOf', () => {
  const zone = 'Europe/Berlin';
  it('finds the slot of this minute, once', () => {
    const now = new Date('2026-11-27T17:30:20Z'); // 18:30:20 in Berlin, a Friday
    const slot = dueSlotOf(schedule, zone, new Date('2026-11-27T17:25:00Z'), now);
    expect(slot?.toISOString()).toBe('2026-11-27T17:30:00.000Z');
    // Once fired (since = the slot), the same minute is not due again.
    expect(dueSlotOf(schedule, zone, slot!, now)).toBeNull();
  });

  it('finds a slot a late tick missed, but not one before `since`', () => {
    const now = new Date('2026-11-27T17:33:00Z');
    expect(dueSlotOf(schedule, zone, new Date('2026-11-27T17:28:00Z'), now)?.toISOString()).toBe(
      '2026-11-27T17:30:00.000Z',
    );
    expect(dueSlotOf(schedule, zone, new Date('2026-11-27T17:31:00Z'), now)).toBeNull();
  });

  it('is null on a weekday the schedule skips', () => {
    const saturday = new Date('2026-11-28T17:30:00Z');
    expect(dueSlotOf(schedule, zone, new Date('2026-11-28T17:00:00Z'), saturday)).toBeNull();
  });
});
