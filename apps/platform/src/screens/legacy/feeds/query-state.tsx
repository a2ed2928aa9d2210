import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Group, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { feedErrorText } from './feed-errors';

/**
 * One part of a page that loads on its own: a small loader, the API's message with a retry, or the
 * data. (The page's main data goes through Loaded, which also tells the shell the page is ready.)
 */
export function QueryState<D>({
  query,
  children,
}: {
  query: UseQueryResult<D, Error>;
  children: (data: D) => ReactNode;
}) {
  const { t } = useTranslation('legacy');
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <Alert color="red" title={t('feeds.errors.loadFailed')}>
        <Group justify="space-between">
          {feedErrorText(query.error, t)}
          <Button size="xs" variant="default" onClick={() => void query.refetch()}>
            {t('feeds.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  return <Loader size="sm" role="status" aria-label={t('feeds.loading')} />;
}
