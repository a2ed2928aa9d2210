import type { ActivityEvent } from '@feedline/contracts';
import { describe, expect, it } from 'vitest';
import { eventsAboutUser, eventsOfSites, knownActionKey, pageOf } from './activity';

const event = (id: number, extra: Partial<ActivityEvent> = {}): ActivityEvent => ({
  id,
  createdAt: '2025-04-01T08:00:00.000Z',
  action: 'user.signed-in',
  user: null,
  targetType: null,
  targetId: null,
  siteId: null,
  ...extra,
});

describe('eventsOfSites', () => {
  it('keeps the events of the given sites, in order, and drops those of no site', () => {
    const events = [
      event(3, { siteId: 4 }),
      event(2, { siteId: 5 }),
      event(1),
      event(0, { siteId: 6 }),
    ];
    expect(eventsOfSites(events, new Set([4, 6])).map((e) => e.id)).toEqual([3, 0]);
  });
});

describe('eventsAboutUser', () => {
  it('keeps events whose target is that user', () => {
    const events = [
      event(2, { targetType: 'user', targetId: '7' }),
      event(1, { targetType: 'channel', targetId: '7' }),
      event(0, { targetType: 'user', targetId: '70' }),
    ];
    expect(eventsAboutUser(events, 7).map((e) => e.id)).toEqual([2]);
  });
});

describe('pageOf', () => {
  const list = Array.from({ length: 23 }, (_, i) => i);
  it('cuts a list into pages', () => {
    expect(pageOf(list, 1, 10)).toEqual({ rows: list.slice(0, 10), page: 1, totalPages: 3 });
    expect(pageOf(list, 3, 10).rows).toEqual([20, 21, 22]);
  });
  it('keeps the page inside the list and has one page for an empty list', () => {
    expect(pageOf(list, 9, 10).page).toBe(3);
    expect(pageOf(list, 0, 10).page).toBe(1);
    expect(pageOf([], 1, 10)).toEqual({ rows: [], page: 1, totalPages: 1 });
  });
});

describe('knownActionKey', () => {
  it('names known actions and leaves others, including inherited names, alone', () => {
    expect(knownActionKey('data-flow.changed')).toBe('data-flow-changed');
    expect(knownActionKey('custom.thing')).toBeNull();
    expect(knownActionKey('toString')).toBeNull();
  });
});
