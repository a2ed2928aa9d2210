import type { Account } from '@feedline/contracts';
import { Text } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RouterAnchor } from '../../../components/router-anchor';
import { useAccountProjectsQuery } from '../api/account-projects-query';
import { OverviewList } from './overview-list';
import { ProjectHealthSummary } from './health-summary';

/** overview/account/{accountId}: the organisation's projects, each a link to its sites. */
export function AccountOverviewPage({ account }: { account: Account }) {
  const { t } = useTranslation('overview');
  const projects = useAccountProjectsQuery({ accountId: account.id });

  return (
    <OverviewList
      eyebrow={t('account.eyebrow')}
      title={account.company}
      sectionId="account-projects-heading"
      sectionTitle={t('account.projects')}
      emptyText={t('account.empty')}
      query={projects}
      icon={<IconFolder size={22} aria-hidden />}
      renderItem={(project) => (
        <>
          <RouterAnchor
            to="/overview/project/$projectId"
            params={{ projectId: project.id }}
            fw={600}
          >
            {project.name}
          </RouterAnchor>
          <Text size="sm" c="dimmed">
            {t('account.site-count', { count: project.siteCount })}
          </Text>
          {project.health ? <ProjectHealthSummary health={project.health} /> : null}
        </>
      )}
    />
  );
}
