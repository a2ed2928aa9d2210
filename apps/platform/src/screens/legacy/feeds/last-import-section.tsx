import { resourceKeys } from '@feedline/api-client';
import type { FeedRun } from '@feedline/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSiteRunsQuery } from '../api/feed-run-queries';
import { Facts } from '../components/facts';
import { InAppLink } from '../components/in-app-link';
import { Empty, Section } from '../components/legacy-page';
import { Moment } from '../components/moment';
import { isRunOpen, problemsLink, runDuration } from './model/feed-runs';
import { QueryState } from './query-state';
import { RunStatusBadge } from './run-status-badge';
import { useFormatter } from '../../../lib/format';
import { useRunActions } from './use-run-actions';
import { useRunSettled } from './use-run-settled';

/** The latest import of the site with its counts; "Import now" and, while it runs, "Cancel". */
export function LastImportSection({ siteId, canWrite }: { siteId: number; canWrite: boolean }) {
  const { t } = useTranslation('legacy');
  const queryClient = useQueryClient();
  const runs = useSiteRunsQuery({ siteId, kind: 'import', page: 1 });
  const actions = useRunActions(siteId);
  useRunSettled(runs.data?.data, () => {
    void queryClient.invalidateQueries({ queryKey: resourceKeys.dataSources(siteId) });
    void queryClient.invalidateQueries({ queryKey: resourceKeys.siteStatus(siteId) });
  });
  const latest = runs.data?.data[0] ?? null;
  const isOpen = latest !== null && isRunOpen(latest);

  return (
    <Section title={t('feeds.import.title')}>
      {canWrite ? (
        <Group gap="xs">
          <Button onClick={actions.importNow} loading={actions.isImporting} disabled={isOpen}>
            {t('feeds.import.now')}
          </Button>
          {latest && isOpen ? (
            <Button
              variant="default"
              color="red"
              onClick={() => actions.cancelRun(latest.id)}
              loading={actions.isCancelling}
              disabled={latest.cancelRequested}
            >
              {t('feeds.run.cancel')}
            </Button>
          ) : null}
        </Group>
      ) : null}
      <QueryState query={runs}>
        {() =>
          latest ? (
            <ImportRun siteId={siteId} run={latest} />
          ) : (
            <Empty>{t('feeds.import.none')}</Empty>
          )
        }
      </QueryState>
    </Section>
  );
}

function ImportRun({ siteId, run }: { siteId: number; run: FeedRun }) {
  const { t } = useTranslation('legacy');
  const format = useFormatter();
  const duration = runDuration(run);
  const link = problemsLink(siteId, run.id);
  return (
    <Stack gap="xs">
      <Facts
        facts={[
          { label: t('feeds.run.status'), value: <RunStatusBadge run={run} /> },
          {
            label: t('feeds.run.started'),
            value: run.startedAt ? <Moment iso={run.startedAt} /> : t('feeds.run.notStarted'),
          },
          {
            label: t('feeds.run.duration'),
            value: duration === null ? '—' : format.duration(duration),
          },
          { label: t('feeds.import.rowsRead'), value: format.number(run.rowsRead) },
          { label: t('feeds.import.itemsWritten'), value: format.number(run.itemsWritten) },
          { label: t('feeds.import.itemsSkipped'), value: format.number(run.itemsSkipped) },
          { label: t('feeds.run.problems'), value: format.number(run.problemCount) },
        ]}
      />
      {run.error ? (
        <Alert color="red" title={t('feeds.run.failedTitle')}>
          {run.error}
        </Alert>
      ) : null}
      {run.problemCount > 0 ? (
        <Text size="sm">
          <InAppLink to={link.to} query={link.query}>
            {t('feeds.run.showProblems', {
              count: run.problemCount,
              formatted: format.number(run.problemCount),
            })}
          </InAppLink>
        </Text>
      ) : null}
    </Stack>
  );
}
