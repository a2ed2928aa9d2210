import { Button, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAcknowledgeAnnouncementMutation } from '../api/acknowledge-announcement-mutation';
import { announcementsQueryOptions, useAnnouncementsQuery } from '../api/announcements-query';
import { buildStripAnnouncements } from '../model/announcement-list';
import { AnnouncementItem } from './announcement-item';
import { useShownLocation } from '../../../app/shell-location';

export interface AnnouncementStripProps {
  /**
   * The page belongs to a child site, at site or channel level (the shell knows it from the site
   * query): a permanent announcement says so on every such page (spec §3).
   */
  isChildSite?: boolean;
}

/**
 * Refetches after a navigation, at most every 300 000 ms (spec §2.1, §9): a prefetch of fresh
 * data is a no-op, so only a navigation after the stale time reaches the server.
 */
function useRefetchOnNavigation() {
  const queryClient = useQueryClient();
  const location = useShownLocation((shown) => `${shown.pathname}?${JSON.stringify(shown.search)}`);
  useEffect(() => {
    void queryClient.prefetchQuery(announcementsQueryOptions());
  }, [location, queryClient]);
}

/** The strip of announcements above the content (spec §2.7). */
export function AnnouncementStrip({ isChildSite = false }: AnnouncementStripProps) {
  const { t } = useTranslation('announcements');
  const query = useAnnouncementsQuery();
  const acknowledge = useAcknowledgeAnnouncementMutation();
  useRefetchOnNavigation();
  // Read before the first paint: a phone never shows all of them first and then collapses.
  const isPhone =
    useMediaQuery('(max-width: 36em)', undefined, { getInitialValueInEffect: false }) ?? false;
  const [showAll, setShowAll] = useState(false);

  const childHeading = t('child-site.heading');
  const childMessage = t('child-site.message');
  const announcements = useMemo(
    () =>
      buildStripAnnouncements(
        query.data ?? [],
        isChildSite ? { heading: childHeading, message: childMessage } : null,
      ),
    [query.data, isChildSite, childHeading, childMessage],
  );

  if (announcements.length === 0) return null;
  const closingId = acknowledge.isPending ? acknowledge.variables.id : undefined;
  // On a phone the strip never fills the first screen: the first one, the others on request.
  const shown = isPhone && !showAll ? announcements.slice(0, 1) : announcements;
  const hidden = announcements.length - shown.length;
  return (
    <Stack component="section" aria-label={t('strip.label')} gap={4} mb="sm">
      {shown.map((announcement) => (
        <AnnouncementItem
          key={announcement.key}
          announcement={announcement}
          isClosing={closingId !== undefined && closingId === announcement.id}
          onClose={(id) => acknowledge.mutate({ id })}
        />
      ))}
      {hidden > 0 ? (
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => setShowAll(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('show-all', { count: hidden })}
        </Button>
      ) : null}
      {acknowledge.isError && (
        <Text size="sm" c="red.9" role="alert">
          {t('close-failed')}
        </Text>
      )}
    </Stack>
  );
}
