import { describe, expect, it } from 'vitest';
import { activityPath, knownActionKey } from './activity';

describe('activityPath', () => {
  it('asks for a page of the whole organisation without filters', () => {
    expect(activityPath(1, 2, 10)).toBe('/accounts/1/activity?page=2&amount=10');
    expect(activityPath(1, 1, 10, {})).toBe('/accounts/1/activity?page=1&amount=10');
  });

  it('adds each filter given, in a stable order, and leaves out the others', () => {
    expect(activityPath(1, 1, 10, { siteId: 4 })).toBe(
      '/accounts/1/activity?page=1&amount=10&siteId=4',
    );
    expect(activityPath(3, 1, 5, { userId: 7, projectId: 2 })).toBe(
      '/accounts/3/activity?page=1&amount=5&projectId=2&userId=7',
    );
    expect(activityPath(1, 1, 10, { siteId: undefined, userId: 7 })).toBe(
      '/accounts/1/activity?page=1&amount=10&userId=7',
    );
  });
});

describe('knownActionKey', () => {
  it('names known actions and leaves others, including inherited names, alone', () => {
    expect(knownActionKey('data-flow.changed')).toBe('data-flow-changed');
    // What the feed screens change, as the API records it.
    expect(knownActionKey('data-source.created')).toBe('data-source-created');
    expect(knownActionKey('schedule.updated')).toBe('schedule-updated');
    expect(knownActionKey('feed.token-rotated')).toBe('feed-token-rotated');
    expect(knownActionKey('custom.thing')).toBeNull();
    expect(knownActionKey('toString')).toBeNull();
  });
});
