import type { ActivityPage } from '@feedline/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActivityTable } from './activity-table';
import { Pager } from './pager';

/** One page of activity as the server paged it: how many in all, the events, the pager. */
export function PagedActivity({
  events,
  onPage,
}: {
  events: ActivityPage;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('legacy');
  return (
    <>
      <Text size="sm">{t('activity.total', { count: events.meta.totalCount })}</Text>
      <ActivityTable events={events.data} />
      <Pager page={events.meta.currentPage} totalPages={events.meta.totalPages} onPage={onPage} />
    </>
  );
}
