import type { FeedRun } from '@feedline/contracts';
import { Group, NativeSelect, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRunProblemsQuery, useSiteRunsQuery } from '../api/feed-run-queries';
import { Empty, Section } from '../components/legacy-page';
import { Pager } from '../components/pager';
import { QueryState } from './query-state';
import { RunProblemsTable } from './run-problems-table';
import { RunStatusBadge } from './run-status-badge';
import { useFormatter } from '../../../lib/format';

/** The run shown first: the one asked for, else the latest import, else the latest run. */
const defaultRunId = (runs: readonly FeedRun[]): number | null =>
  (runs.find((run) => run.kind === 'import') ?? runs[0])?.id ?? null;

/**
 * The per-row problems of the site's recent runs (rows left out, values refused), one run at a
 * time; `?runId=` on the page's address chooses the run (the other pages link to it so).
 */
export function RunProblemsSection({
  siteId,
  requestedRunId,
}: {
  siteId: number;
  requestedRunId: number | null;
}) {
  const { t } = useTranslation('legacy');
  const format = useFormatter();
  const runs = useSiteRunsQuery({ siteId, kind: null, page: 1 });
  const [chosen, setChosen] = useState<number | null>(requestedRunId);
  const [page, setPage] = useState(1);
  const list = runs.data?.data ?? [];
  const runId = chosen ?? defaultRunId(list);
  const problems = useRunProblemsQuery({ siteId, runId, page });
  const run = list.find((entry) => entry.id === runId);

  const runLabel = (entry: FeedRun) =>
    t('feeds.problems.runOption', {
      run: t(`feeds.history.kinds.${entry.kind}`, { id: entry.id }),
      when: format.dateTime(entry.startedAt ?? entry.createdAt),
      status: t(`feeds.status.${entry.status}`),
      count: entry.problemCount,
      formatted: format.number(entry.problemCount),
    });
  const options = list.map((entry) => ({ value: String(entry.id), label: runLabel(entry) }));
  if (runId !== null && !run) {
    options.unshift({ value: String(runId), label: t('feeds.problems.otherRun', { id: runId }) });
  }

  return (
    <Section title={t('feeds.problems.title')}>
      <Text size="sm" maw={760}>
        {t('feeds.problems.intro')}
      </Text>
      <QueryState query={runs}>
        {() =>
          runId === null ? (
            <Empty>{t('feeds.problems.noRuns')}</Empty>
          ) : (
            <>
              <Group align="flex-end" gap="sm">
                <NativeSelect
                  label={t('feeds.problems.run')}
                  value={String(runId)}
                  onChange={(event) => {
                    setChosen(Number(event.currentTarget.value));
                    setPage(1);
                  }}
                  data={options}
                  maw={520}
                />
                {run ? <RunStatusBadge run={run} /> : null}
              </Group>
              <QueryState query={problems}>
                {(problemPage) =>
                  problemPage.data.length === 0 ? (
                    <Empty>{t('feeds.problems.none')}</Empty>
                  ) : (
                    <>
                      <RunProblemsTable
                        problems={problemPage.data}
                        caption={t('feeds.problems.caption', {
                          count: problemPage.meta.totalCount,
                          formatted: format.number(problemPage.meta.totalCount),
                        })}
                      />
                      <Pager
                        page={problemPage.meta.currentPage}
                        totalPages={problemPage.meta.totalPages}
                        onPage={setPage}
                      />
                    </>
                  )
                }
              </QueryState>
            </>
          )
        }
      </QueryState>
    </Section>
  );
}
