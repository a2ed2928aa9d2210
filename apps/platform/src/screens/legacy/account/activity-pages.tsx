import type { ActivityEvent } from '@feedline/contracts';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../app/routes';
import { useAccountQuery, useActivityQuery } from '../api/account-queries';
import { useProjectQuery, useProjectSitesQuery } from '../api/project-queries';
import { useSiteQuery } from '../api/site-queries';
import { ActivityTable } from '../components/activity-table';
import { LegacyPage } from '../components/legacy-page';
import { Loaded } from '../components/loaded';
import { Pager } from '../components/pager';
import { ACTIVITY_PAGE_SIZE, ACTIVITY_WINDOW, eventsOfSites, pageOf } from '../model/activity';
import { accountContext } from './account-facts';

/** activity/account/{accountId}: the organisation's audit log, a page at a time from the server. */
export function AccountActivityPage({ ids }: ScreenProps) {
  const accountId = ids.accountId!;
  const { t } = useTranslation('legacy');
  const [page, setPage] = useState(1);
  const account = useAccountQuery(accountId);
  const activity = useActivityQuery(accountId, page, ACTIVITY_PAGE_SIZE);
  return (
    <Loaded queries={[account, activity]}>
      {([organisation, events]) => (
        <LegacyPage
          title={t('activity.title')}
          context={accountContext(organisation, t)}
          intro={t('activity.intro')}
        >
          <Text size="sm">{t('activity.total', { count: events.meta.totalCount })}</Text>
          <ActivityTable events={events.data} />
          <Pager
            page={events.meta.currentPage}
            totalPages={events.meta.totalPages}
            onPage={setPage}
          />
        </LegacyPage>
      )}
    </Loaded>
  );
}

/** The events of some sites among the organisation's latest, paged here. */
function FilteredActivity({ events }: { events: readonly ActivityEvent[] }) {
  const { t } = useTranslation('legacy');
  const [page, setPage] = useState(1);
  const current = pageOf(events, page, ACTIVITY_PAGE_SIZE);
  return (
    <>
      <Text size="sm">
        {t('activity.window', { count: events.length, window: ACTIVITY_WINDOW })}
      </Text>
      <ActivityTable events={current.rows} />
      <Pager page={current.page} totalPages={current.totalPages} onPage={setPage} />
    </>
  );
}

/** activity/project/{projectId}: what happened on the project's sites. */
export function ProjectActivityPage({ ids }: ScreenProps) {
  const projectId = ids.projectId!;
  const { t } = useTranslation('legacy');
  const project = useProjectQuery(projectId);
  const sites = useProjectSitesQuery(projectId);
  const activity = useActivityQuery(project.data?.account.id, 1, ACTIVITY_WINDOW);
  return (
    <Loaded queries={[project, sites, activity]}>
      {([current, sitePage, events]) => (
        <LegacyPage
          title={t('activity.title')}
          context={t('context.project', { name: current.name, company: current.account.company })}
          intro={t('activity.introProject')}
        >
          <FilteredActivity
            events={eventsOfSites(events.data, new Set(sitePage.data.map((site) => site.id)))}
          />
        </LegacyPage>
      )}
    </Loaded>
  );
}

/** activity/site/{siteId}: what happened on the site. */
export function SiteActivityPage({ ids }: ScreenProps) {
  const siteId = ids.siteId!;
  const { t } = useTranslation('legacy');
  const site = useSiteQuery(siteId);
  const activity = useActivityQuery(site.data?.account.id, 1, ACTIVITY_WINDOW);
  return (
    <Loaded queries={[site, activity]}>
      {([current, events]) => (
        <LegacyPage
          title={t('activity.title')}
          context={t('context.site', {
            id: current.id,
            name: current.name,
            project: current.project.name,
          })}
          intro={t('activity.introSite')}
        >
          <FilteredActivity events={eventsOfSites(events.data, new Set([siteId]))} />
        </LegacyPage>
      )}
    </Loaded>
  );
}
