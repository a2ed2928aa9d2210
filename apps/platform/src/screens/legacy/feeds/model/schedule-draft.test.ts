import { describe, expect, it } from 'vitest';
import { QUARTER_HOURS, addTime, isSameSchedule, removeTime, weekdaysOf } from './schedule-draft';

describe('schedule drafts', () => {
  it('offers every quarter hour of the day', () => {
    expect(QUARTER_HOURS).toHaveLength(96);
    expect(QUARTER_HOURS[0]).toBe('00:00');
    expect(QUARTER_HOURS.at(-1)).toBe('23:45');
  });

  it('adds a time in order and once, refuses a bad one and more than 24', () => {
    expect(addTime(['18:00'], '06:30')).toEqual(['06:30', '18:00']);
    expect(addTime(['06:30'], '06:30')).toEqual(['06:30']);
    expect(addTime([], '24:00')).toEqual([]);
    const full = QUARTER_HOURS.slice(0, 24);
    expect(addTime(full, '23:00')).toEqual(full);
    expect(removeTime(['06:30', '18:00'], '06:30')).toEqual(['18:00']);
  });

  it('reads weekday chips as ordered ISO days', () => {
    expect(weekdaysOf(['7', '1', '3', 'x', '9'])).toEqual([1, 3, 7]);
  });

  it('compares schedules by value', () => {
    const a = { enabled: true, times: ['06:00'], weekdays: [1], exportAfterImport: false };
    expect(isSameSchedule(a, { ...a, times: ['06:00'] })).toBe(true);
    expect(isSameSchedule(a, { ...a, weekdays: [1, 2] })).toBe(false);
  });
});
