import type { Project } from '@feedline/contracts';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProjectsSitesQueries } from '../api/monitoring-queries';
import { Empty } from '../components/legacy-page';
import type { Limiter } from '../model/limit-concurrency';
import { SiteHealthSection } from './site-health-section';

/**
 * The health of the organisation's sites: the site lists of its projects first, then one table
 * of all their sites. A project whose sites cannot be read is named, and the others still show.
 */
export function AccountSites({
  projects,
  limit,
}: {
  projects: readonly Project[];
  limit: Limiter;
}) {
  const { t } = useTranslation('legacy');
  const siteLists = useProjectsSitesQueries(projects, limit);
  if (projects.length === 0) return <Empty>{t('projects.empty')}</Empty>;
  const isLoading = siteLists.some((list) => list.data === undefined && !list.isError);
  if (isLoading)
    return <Loader size="sm" role="status" aria-label={t('monitoring.projectSites.loading')} />;

  const failed = projects.filter((_project, index) => siteLists[index]?.isError);
  const cut = projects.flatMap((project, index) => {
    const list = siteLists[index]?.data;
    return list && list.meta.totalCount > list.data.length ? [{ project, list }] : [];
  });
  const sites = siteLists.flatMap((list) => list.data?.data ?? []);
  return (
    <Stack gap="sm">
      {failed.length > 0 ? (
        <Group gap="sm" role="alert">
          <Stack gap={0}>
            {failed.map((project) => (
              <Text key={project.id} size="sm" c="red.9">
                {t('monitoring.projectSites.failed', { project: project.name })}
              </Text>
            ))}
          </Stack>
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              for (const list of siteLists) if (list.isError) void list.refetch();
            }}
          >
            {t('monitoring.projectSites.retry')}
          </Button>
        </Group>
      ) : null}
      <SiteHealthSection sites={sites} showProject limit={limit} />
      {cut.map(({ project, list }) => (
        <Text key={project.id} size="sm" c="dimmed">
          {t('monitoring.projectSites.cut', {
            shown: list.data.length,
            total: list.meta.totalCount,
            project: project.name,
          })}
        </Text>
      ))}
    </Stack>
  );
}
