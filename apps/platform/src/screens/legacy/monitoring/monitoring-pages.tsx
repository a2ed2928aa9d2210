import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../app/screen';
import { useAccountProjectsQuery, useAccountQuery } from '../api/account-queries';
import { useRequestLimiter } from '../api/monitoring-queries';
import { useProjectQuery, useProjectSitesQuery } from '../api/project-queries';
import { useSiteDashboardQuery, useSiteQuery } from '../api/site-queries';
import { accountContext } from '../account/account-facts';
import { TrendSection } from '../../../components/trend-section';
import { runPoints } from '../../../components/trend-points';
import { useFormatter } from '../../../lib/format';
import { Facts } from '../components/facts';
import { ImportTrend } from '../components/import-trend';
import { InAppButton } from '../components/in-app-link';
import { LegacyPage, Section } from '../components/legacy-page';
import { Loaded } from '../components/loaded';
import { Moment } from '../components/moment';
import { siteContext } from '../site/site-context';
import { AccountSites } from './account-sites';
import { ImportStateBadge } from './import-state-badge';
import { ProblemLinesTable } from './problem-lines-table';
import { SiteHealthSection } from './site-health-section';

/** monitoring/account/{accountId}: the health of every site of the organisation. */
export function AccountMonitoringPage({ ids }: ScreenProps) {
  const accountId = ids.accountId!;
  const { t } = useTranslation('legacy');
  const limit = useRequestLimiter();
  const account = useAccountQuery(accountId);
  const projects = useAccountProjectsQuery(accountId);
  return (
    <Loaded queries={[account, projects]}>
      {([organisation, projectPage]) => (
        <LegacyPage
          title={t('monitoring.title')}
          context={accountContext(organisation, t)}
          intro={t('monitoring.intro.account')}
        >
          <ImportTrend scope={{ accountId }} />
          <Section title={t('monitoring.sites')}>
            <AccountSites projects={projectPage.data} limit={limit} />
            {projectPage.meta.totalCount > projectPage.data.length ? (
              <Text size="sm" c="dimmed">
                {t('list.firstOf', {
                  shown: projectPage.data.length,
                  total: projectPage.meta.totalCount,
                })}
              </Text>
            ) : null}
          </Section>
        </LegacyPage>
      )}
    </Loaded>
  );
}

/** monitoring/project/{projectId}: the health of every site of the project. */
export function ProjectMonitoringPage({ ids }: ScreenProps) {
  const projectId = ids.projectId!;
  const { t } = useTranslation('legacy');
  const limit = useRequestLimiter();
  const project = useProjectQuery(projectId);
  const sites = useProjectSitesQuery(projectId);
  return (
    <Loaded queries={[project, sites]}>
      {([current, sitePage]) => (
        <LegacyPage
          title={t('monitoring.title')}
          context={t('context.project', { name: current.name, company: current.account.company })}
          intro={t('monitoring.intro.project')}
        >
          <ImportTrend scope={{ projectId }} />
          <Section title={t('monitoring.sites')}>
            <SiteHealthSection sites={sitePage.data} showProject={false} limit={limit} />
            {sitePage.meta.totalCount > sitePage.data.length ? (
              <Text size="sm" c="dimmed">
                {t('list.firstOf', {
                  shown: sitePage.data.length,
                  total: sitePage.meta.totalCount,
                })}
              </Text>
            ) : null}
          </Section>
        </LegacyPage>
      )}
    </Loaded>
  );
}

/** monitoring/site/{siteId}: the site's last import, its figures and its latest problems. */
export function SiteMonitoringPage({ ids }: ScreenProps) {
  const siteId = ids.siteId!;
  const { t } = useTranslation('legacy');
  const format = useFormatter();
  const site = useSiteQuery(siteId);
  const dashboard = useSiteDashboardQuery(siteId);
  return (
    <Loaded queries={[site, dashboard]}>
      {([current, figures]) => (
        <LegacyPage
          title={t('monitoring.title')}
          context={siteContext(current, t)}
          intro={t('monitoring.intro.site')}
          actions={
            <>
              <InAppButton to={`/error-log/site/${siteId}`}>
                {t('monitoring.actions.errorLog')}
              </InAppButton>
              <InAppButton to={`/dashboard/site/${siteId}/version/1`} variant="default">
                {t('monitoring.actions.dashboard')}
              </InAppButton>
            </>
          }
        >
          <Facts
            facts={[
              {
                label: t('monitoring.facts.import'),
                value: <ImportStateBadge status={figures.site.importStatus} />,
              },
              {
                label: t('monitoring.facts.lastImport'),
                value: figures.site.lastImportAt ? (
                  <Moment iso={figures.site.lastImportAt} />
                ) : (
                  t('site.neverImported')
                ),
              },
              { label: t('monitoring.facts.errors'), value: figures.counts.errors },
              { label: t('monitoring.facts.warnings'), value: figures.counts.warnings },
              { label: t('monitoring.facts.items'), value: figures.counts.items },
              { label: t('monitoring.facts.channels'), value: figures.counts.channels },
              { label: t('monitoring.facts.dataSources'), value: figures.counts.dataSources },
            ]}
          />
          <TrendSection
            title={t('trend.latestTitle')}
            whenLabel={t('trend.latestWhen')}
            emptyText={t('trend.latestEmpty')}
            points={runPoints(figures.importTrend, format)}
          />
          <Section title={t('monitoring.recent.title')}>
            <ProblemLinesTable siteId={siteId} lines={figures.recentLog} />
          </Section>
        </LegacyPage>
      )}
    </Loaded>
  );
}
