import type { FeedRun } from '@feedline/contracts';
import { Button, Group, SegmentedControl, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RunKind, useSiteRunsQuery } from '../api/feed-run-queries';
import { InAppLink } from '../components/in-app-link';
import { Empty, Section } from '../components/legacy-page';
import { Moment } from '../components/moment';
import { Pager } from '../components/pager';
import { isRunOpen, problemsLink, runDuration } from './model/feed-runs';
import { QueryState } from './query-state';
import { RunStatusBadge } from './run-status-badge';
import { useFormatter } from '../../../lib/format';
import { ScrollTable } from '../../../components/scroll-table';

type KindFilter = RunKind | 'all';

/** The site's runs, imports and exports, newest first, a page at a time. */
export function RunsHistory({
  siteId,
  canWrite,
  onCancel,
}: {
  siteId: number;
  canWrite: boolean;
  onCancel: (runId: number) => void;
}) {
  const { t } = useTranslation('legacy');
  const [kind, setKind] = useState<KindFilter>('all');
  const [page, setPage] = useState(1);
  const runs = useSiteRunsQuery({ siteId, kind: kind === 'all' ? null : kind, page });
  return (
    <Section title={t('feeds.history.title')}>
      <SegmentedControl
        aria-label={t('feeds.history.filter')}
        value={kind}
        onChange={(value) => {
          setKind(value as KindFilter);
          setPage(1);
        }}
        data={[
          { value: 'all', label: t('feeds.history.all') },
          { value: 'import', label: t('feeds.history.imports') },
          { value: 'export', label: t('feeds.history.exports') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <QueryState query={runs}>
        {(list) =>
          list.data.length === 0 ? (
            <Empty>{t('feeds.history.empty')}</Empty>
          ) : (
            <>
              <ScrollTable label={t('feeds.history.title')} minWidth={900}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('feeds.history.run')}</Table.Th>
                      <Table.Th>{t('feeds.run.status')}</Table.Th>
                      <Table.Th>{t('feeds.history.trigger')}</Table.Th>
                      <Table.Th>{t('feeds.run.started')}</Table.Th>
                      <Table.Th>{t('feeds.run.duration')}</Table.Th>
                      <Table.Th>{t('feeds.history.counts')}</Table.Th>
                      <Table.Th>{t('feeds.run.problems')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.data.map((run) => (
                      <RunRow
                        key={run.id}
                        siteId={siteId}
                        run={run}
                        {...(canWrite ? { onCancel } : {})}
                      />
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollTable>
              <Pager
                page={list.meta.currentPage}
                totalPages={list.meta.totalPages}
                onPage={setPage}
              />
            </>
          )
        }
      </QueryState>
    </Section>
  );
}

function RunRow({
  siteId,
  run,
  onCancel,
}: {
  siteId: number;
  run: FeedRun;
  onCancel?: (runId: number) => void;
}) {
  const { t } = useTranslation('legacy');
  const format = useFormatter();
  const duration = runDuration(run);
  const link = problemsLink(siteId, run.id);
  const label = t(`feeds.history.kinds.${run.kind}`, { id: run.id });
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={600}>
        {label}
      </Table.Th>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <RunStatusBadge run={run} />
          {onCancel && isRunOpen(run) && !run.cancelRequested ? (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              onClick={() => onCancel(run.id)}
              aria-label={t('feeds.run.cancelLabel', { run: label })}
            >
              {t('feeds.run.cancel')}
            </Button>
          ) : null}
        </Group>
      </Table.Td>
      <Table.Td>{t(`feeds.triggers.${run.trigger}`)}</Table.Td>
      <Table.Td>
        {run.startedAt ? <Moment iso={run.startedAt} /> : t('feeds.run.notStarted')}
      </Table.Td>
      <Table.Td>{duration === null ? '—' : format.duration(duration)}</Table.Td>
      <Table.Td>
        <Text size="sm">
          {t(run.kind === 'import' ? 'feeds.history.importCounts' : 'feeds.history.exportCounts', {
            read: format.number(run.rowsRead),
            written: format.number(run.itemsWritten),
            skipped: format.number(run.itemsSkipped),
          })}
        </Text>
      </Table.Td>
      <Table.Td>
        {run.problemCount > 0 ? (
          <InAppLink to={link.to} query={link.query}>
            {t('feeds.run.showProblems', {
              count: run.problemCount,
              formatted: format.number(run.problemCount),
            })}
          </InAppLink>
        ) : (
          t('feeds.history.noProblems')
        )}
      </Table.Td>
    </Table.Tr>
  );
}
