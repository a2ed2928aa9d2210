import type { Paginated, Project, Site } from '@feedline/contracts';
import { Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProjectSitesQuery } from '../api/project-queries';
import { Empty, Section } from './legacy-page';
import { SitesTable } from './sites-table';

function ProjectSites({ project, linkTo }: { project: Project; linkTo?: (site: Site) => string }) {
  const { t } = useTranslation('legacy');
  const sites = useProjectSitesQuery(project.id);
  return (
    <Section title={project.name}>
      {sites.isError ? (
        <Text c="red.9" size="sm">
          {t('sites.failed')}
        </Text>
      ) : sites.data ? (
        <SitesTable sites={sites.data} {...(linkTo ? { linkTo } : {})} />
      ) : (
        <Loader
          size="sm"
          role="status"
          aria-label={t('sites.loading', { project: project.name })}
        />
      )}
    </Section>
  );
}

/** The organisation's sites, grouped by project; each project loads its own sites. */
export function ProjectSitesList({
  projects,
  linkTo,
}: {
  projects: Paginated<Project>;
  linkTo?: (site: Site) => string;
}) {
  const { t } = useTranslation('legacy');
  if (projects.data.length === 0) return <Empty>{t('projects.empty')}</Empty>;
  return (
    <Stack gap="lg">
      {projects.data.map((project) => (
        <ProjectSites key={project.id} project={project} {...(linkTo ? { linkTo } : {})} />
      ))}
    </Stack>
  );
}
