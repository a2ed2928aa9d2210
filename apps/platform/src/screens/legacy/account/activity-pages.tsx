import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../app/screen';
import { useAccountQuery, useActivityQuery } from '../api/account-queries';
import { useProjectQuery } from '../api/project-queries';
import { useSiteQuery } from '../api/site-queries';
import { LegacyPage } from '../components/legacy-page';
import { Loaded } from '../components/loaded';
import { PagedActivity } from '../components/paged-activity';
import { ACTIVITY_PAGE_SIZE } from '../model/activity';
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
          <PagedActivity events={events} onPage={setPage} />
        </LegacyPage>
      )}
    </Loaded>
  );
}

/** activity/project/{projectId}: what happened on the project's sites, filtered by the server. */
export function ProjectActivityPage({ ids }: ScreenProps) {
  const projectId = ids.projectId!;
  const { t } = useTranslation('legacy');
  const [page, setPage] = useState(1);
  const project = useProjectQuery(projectId);
  const activity = useActivityQuery(project.data?.account.id, page, ACTIVITY_PAGE_SIZE, {
    projectId,
  });
  return (
    <Loaded queries={[project, activity]}>
      {([current, events]) => (
        <LegacyPage
          title={t('activity.title')}
          context={t('context.project', { name: current.name, company: current.account.company })}
          intro={t('activity.introProject')}
        >
          <PagedActivity events={events} onPage={setPage} />
        </LegacyPage>
      )}
    </Loaded>
  );
}

/** activity/site/{siteId}: what happened on the site, filtered by the server. */
export function SiteActivityPage({ ids }: ScreenProps) {
  const siteId = ids.siteId!;
  const { t } = useTranslation('legacy');
  const [page, setPage] = useState(1);
  const site = useSiteQuery(siteId);
  const activity = useActivityQuery(site.data?.account.id, page, ACTIVITY_PAGE_SIZE, { siteId });
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
          <PagedActivity events={events} onPage={setPage} />
        </LegacyPage>
      )}
    </Loaded>
  );
}
