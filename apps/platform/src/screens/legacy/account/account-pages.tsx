import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../app/screen';
import { useAccountProjectsQuery, useAccountQuery, useActivityQuery } from '../api/account-queries';
import { ActivityTable } from '../components/activity-table';
import { Facts } from '../components/facts';
import { ImportTrend } from '../components/import-trend';
import { InAppButton, InAppLink } from '../components/in-app-link';
import { LegacyPage, Section } from '../components/legacy-page';
import { Loaded } from '../components/loaded';
import { ProjectsTable } from '../components/projects-table';
import { accountContext, accountFacts } from './account-facts';

/** How many events the organisation dashboard shows. */
const DASHBOARD_EVENTS = 5;

/** dashboard/account/{accountId}: the organisation at a glance. */
export function AccountDashboardPage({ ids }: ScreenProps) {
  const accountId = ids.accountId!;
  const { t } = useTranslation('legacy');
  const account = useAccountQuery(accountId);
  const projects = useAccountProjectsQuery(accountId);
  const activity = useActivityQuery(accountId, 1, DASHBOARD_EVENTS);
  return (
    <Loaded queries={[account, projects, activity]}>
      {([organisation, projectPage, events]) => (
        <LegacyPage
          title={t('account.dashboard.title')}
          context={accountContext(organisation, t)}
          intro={t('account.dashboard.intro')}
        >
          <Facts facts={accountFacts(organisation, t)} />
          <ImportTrend scope={{ accountId }} />
          <Section title={t('account.dashboard.projects')}>
            <ProjectsTable projects={projectPage} />
          </Section>
          <Section title={t('account.dashboard.activity')}>
            <ActivityTable events={events.data} />
            <InAppLink to={`/activity/account/${accountId}`}>
              {t('account.dashboard.allActivity')}
            </InAppLink>
          </Section>
        </LegacyPage>
      )}
    </Loaded>
  );
}

/** bulk-operation/account/{accountId}: bulk changes start from a project. */
export function AccountBulkOperationPage({ ids }: ScreenProps) {
  const accountId = ids.accountId!;
  const { t } = useTranslation('legacy');
  const account = useAccountQuery(accountId);
  const projects = useAccountProjectsQuery(accountId);
  return (
    <Loaded queries={[account, projects]}>
      {([organisation, projectPage]) => (
        <LegacyPage
          title={t('account.bulk.title')}
          context={accountContext(organisation, t)}
          intro={t('account.bulk.intro')}
        >
          <Section title={t('account.bulk.projects')}>
            <ProjectsTable
              projects={projectPage}
              linkTo={(project) => `/bulk-operation/project/${project.id}`}
            />
          </Section>
        </LegacyPage>
      )}
    </Loaded>
  );
}

/** settings/account/{accountId}: the organisation's details; they are edited in organisation settings. */
export function AccountSettingsPage({ ids }: ScreenProps) {
  const accountId = ids.accountId!;
  const { t } = useTranslation('legacy');
  const account = useAccountQuery(accountId);
  return (
    <Loaded queries={[account]}>
      {([organisation]) => (
        <LegacyPage
          title={t('account.settings.title')}
          context={accountContext(organisation, t)}
          intro={t('account.settings.intro')}
          actions={
            organisation.isUserAdmin ? (
              <InAppButton to={`/organisation-settings/account/${accountId}`}>
                {t('account.settings.edit')}
              </InAppButton>
            ) : null
          }
        >
          <Facts
            facts={[
              ...accountFacts(organisation, t),
              { label: t('account.facts.name'), value: organisation.name },
              {
                label: t('account.facts.clientType'),
                value: organisation.clientType ?? t('none'),
              },
              {
                label: t('account.facts.verticals'),
                value: organisation.verticals.map((entry) => entry.label).join(', ') || t('none'),
              },
              {
                label: t('account.facts.businessTypes'),
                value:
                  organisation.businessTypes.map((entry) => entry.label).join(', ') || t('none'),
              },
            ]}
          />
        </LegacyPage>
      )}
    </Loaded>
  );
}

/** overview/account/{accountId}/add-project: what a new project is, next to the existing ones. */
export function AddProjectPage({ ids }: ScreenProps) {
  const accountId = ids.accountId!;
  const { t } = useTranslation('legacy');
  const account = useAccountQuery(accountId);
  const projects = useAccountProjectsQuery(accountId);
  return (
    <Loaded queries={[account, projects]}>
      {([organisation, projectPage]) => (
        <LegacyPage
          title={t('account.addProject.title')}
          context={accountContext(organisation, t)}
          intro={t('account.addProject.intro')}
          actions={
            <InAppButton to={`/overview/account/${accountId}`} variant="default">
              {t('account.addProject.back')}
            </InAppButton>
          }
        >
          <Section title={t('account.addProject.existing', { count: projectPage.meta.totalCount })}>
            <ProjectsTable projects={projectPage} />
          </Section>
        </LegacyPage>
      )}
    </Loaded>
  );
}
