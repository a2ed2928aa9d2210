import type { Announcement } from '@feedline/contracts';
import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENTS_REFETCH_MS,
  buildStripAnnouncements,
  CHILD_SITE_ANNOUNCEMENT_KEY,
  isClosable,
  kindOf,
  safeLink,
} from './announcement-list';

const announcement = (overrides: Partial<Announcement> = {}): Announcement => ({
  id: 1,
  acknowledged: false,
  heading: 'Welcome',
  message: 'Hello <b>you</b>',
  icon: 'info',
  type: 'info',
  link: null,
  permanent: false,
  ...overrides,
});

const CHILD = { heading: 'Inherits', message: 'From the parent' };

describe('buildStripAnnouncements', () => {
  it("keeps the server's order and drops acknowledged ones", () => {
    const list = buildStripAnnouncements(
      [
        announcement({ id: 1 }),
        announcement({ id: 2, acknowledged: true }),
        announcement({ id: 3, permanent: true }),
      ],
      null,
    );
    expect(list.map((a) => a.id)).toEqual([1, 3]);
    expect(list[1]).toMatchObject({
      key: 'announcement-3',
      permanent: true,
      message: { html: 'Hello <b>you</b>' },
    });
  });

  it('appends a permanent info announcement at a child site', () => {
    const list = buildStripAnnouncements([announcement()], CHILD);
    expect(list).toHaveLength(2);
    expect(list[1]).toEqual({
      key: CHILD_SITE_ANNOUNCEMENT_KEY,
      id: null,
      heading: 'Inherits',
      message: { text: 'From the parent' },
      icon: 'info',
      kind: 'info',
      link: null,
      permanent: true,
    });
    expect(buildStripAnnouncements([], CHILD).map((a) => a.key)).toEqual([
      CHILD_SITE_ANNOUNCEMENT_KEY,
    ]);
    expect(buildStripAnnouncements([], null)).toEqual([]);
  });
});

describe('isClosable', () => {
  it('offers a close icon unless permanent', () => {
    const [open, permanent, child] = buildStripAnnouncements(
      [announcement({ id: 1 }), announcement({ id: 2, permanent: true })],
      CHILD,
    );
    expect(isClosable(open!)).toBe(true);
    expect(isClosable(permanent!)).toBe(false);
    expect(isClosable(child!)).toBe(false);
  });
});

describe('kindOf and safeLink', () => {
  it('maps unknown types to info', () => {
    expect(kindOf('warning')).toBe('warning');
    expect(kindOf('error')).toBe('error');
    expect(kindOf('success')).toBe('success');
    expect(kindOf('maintenance')).toBe('info');
  });

  it('keeps only http(s) links', () => {
    expect(safeLink({ url: 'https://a.test/x', label: 'A' })).toEqual({
      url: 'https://a.test/x',
      label: 'A',
    });
    expect(safeLink({ url: 'javascript:alert(1)', label: 'A' })).toBeNull();
    expect(safeLink({ url: 'not a url', label: null })).toBeNull();
    expect(safeLink(null)).toBeNull();
  });

  it('refetches at most every 300 000 ms (spec §9)', () => {
    expect(ANNOUNCEMENTS_REFETCH_MS).toBe(300_000);
  });
});
