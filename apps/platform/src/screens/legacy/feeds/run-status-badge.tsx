import type { FeedRun } from '@feedline/contracts';
import type { FeedRunStatus } from '@feedline/contracts/feed-constants';
import { Badge, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRunOpen } from './model/feed-runs';

const COLOURS: Record<FeedRunStatus, string> = {
  queued: 'gray',
  running: 'blue',
  succeeded: 'green',
  failed: 'red',
  cancelled: 'orange',
};

/** A run's state in a word; an open run spins. */
export function RunStatusBadge({ run }: { run: Pick<FeedRun, 'status' | 'cancelRequested'> }) {
  const { t } = useTranslation('legacy');
  const label =
    run.cancelRequested && isRunOpen(run)
      ? t('feeds.run.cancelling')
      : t(`feeds.status.${run.status}`);
  return (
    <Badge
      color={COLOURS[run.status]}
      variant="light"
      leftSection={isRunOpen(run) ? <Loader size={10} color={COLOURS[run.status]} /> : null}
    >
      {label}
    </Badge>
  );
}
