import type { Announcement } from '@feedline/contracts';

/** Spec §9: announcements are refetched at most every 300 000 ms. */
export const ANNOUNCEMENTS_REFETCH_MS = 300_000;

export type AnnouncementKind = 'info' | 'success' | 'warning' | 'error';

/** An announcement as the strip shows it; the synthetic child-site one has no server id. */
export interface StripAnnouncement {
  key: string;
  /** Server id; null for the synthetic one. */
  id: number | null;
  heading: string;
  /** Sanitised HTML from the server, or plain text of our own. */
  message: { html: string } | { text: string };
  icon: string | null;
  kind: AnnouncementKind;
  link: { url: string; label: string | null } | null;
  permanent: boolean;
}

export const CHILD_SITE_ANNOUNCEMENT_KEY = 'child-site';

export function kindOf(type: string): AnnouncementKind {
  return type === 'success' || type === 'warning' || type === 'error' ? type : 'info';
}

/** Only http(s) links become link buttons. */
export function safeLink(link: Announcement['link']): StripAnnouncement['link'] {
  if (!link) return null;
  try {
    const { protocol } = new URL(link.url);
    return protocol === 'https:' || protocol === 'http:' ? link : null;
  } catch {
    return null;
  }
}

/**
 * The strip's list (spec §2.7, §3): the server's unacknowledged announcements (messages already
 * sanitised), plus at a child
 * site a synthetic permanent info announcement explaining that the site inherits from its parent.
 */
export function buildStripAnnouncements(
  announcements: Announcement[],
  childSite: { heading: string; message: string } | null,
): StripAnnouncement[] {
  const list: StripAnnouncement[] = announcements
    .filter((announcement) => !announcement.acknowledged)
    .map((announcement) => ({
      key: `announcement-${announcement.id}`,
      id: announcement.id,
      heading: announcement.heading,
      message: { html: announcement.message },
      icon: announcement.icon,
      kind: kindOf(announcement.type),
      link: safeLink(announcement.link),
      permanent: announcement.permanent,
    }));
  if (childSite) {
    list.push({
      key: CHILD_SITE_ANNOUNCEMENT_KEY,
      id: null,
      heading: childSite.heading,
      message: { text: childSite.message },
      icon: 'info',
      kind: 'info',
      link: null,
      permanent: true,
    });
  }
  return list;
}

/** A close icon unless the announcement is permanent (or has nothing to acknowledge). */
export function isClosable(announcement: StripAnnouncement): boolean {
  return !announcement.permanent && announcement.id !== null;
}
