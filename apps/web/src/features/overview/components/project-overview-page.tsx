import type { Project } from '@feedline/contracts';
import { Badge, Group, Text } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RouterAnchor } from '../../../components/router-anchor';
import { useProjectSitesQuery } from '../api/project-sites-query';
import { OverviewList } from './overview-list';
import { SiteHealthSummary } from './health-summary';

/** overview/project/{projectId}: the project's sites, each a link to its dashboard. */
export function ProjectOverviewPage({ project }: { project: Project }) {
  const { t } = useTranslation('overview');
  const sites = useProjectSitesQuery({ projectId: project.id });

  return (
    <OverviewList
      eyebrow={
        <>
          {t('project.eyebrow')} ·{' '}
          <RouterAnchor
            to="/overview/account/$accountId"
            params={{ accountId: project.account.id }}
            size="sm"
          >
            {project.account.company}
          </RouterAnchor>
        </>
      }
      title={project.name}
      sectionId="project-sites-heading"
      sectionTitle={t('project.sites')}
      emptyText={t('project.empty')}
      query={sites}
      icon={<IconWorld size={22} aria-hidden />}
      renderItem={(site) => (
        <>
          <RouterAnchor
            to="/dashboard/site/$siteId/version/$version"
            params={{ siteId: site.id, version: 1 }}
            fw={600}
          >
            {site.name}
          </RouterAnchor>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('project.site-id', { id: site.id })}
            </Text>
            {site.childSite ? (
              <Badge size="sm" variant="light">
                {t('project.child-site')}
              </Badge>
            ) : null}
          </Group>
          {site.health ? <SiteHealthSummary siteId={site.id} health={site.health} /> : null}
        </>
      )}
    />
  );
}
