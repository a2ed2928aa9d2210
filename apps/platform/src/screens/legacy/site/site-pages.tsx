import { Button, Code, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../app/screen';
import { useSiteScheduleQuery } from '../api/feed-schedule-queries';
import {
  useSiteChannelsQuery,
  useSiteQuery,
  useSiteStatusQuery,
  useStageSampleQuery,
} from '../api/site-queries';
import { ChannelsTable } from '../components/channels-table';
import { Facts } from '../components/facts';
import { InAppButton, InAppLink } from '../components/in-app-link';
import { Empty, LegacyPage, Section } from '../components/legacy-page';
import { Loaded } from '../components/loaded';
import { Moment } from '../components/moment';
import { RunsHistory } from '../feeds/runs-history';
import { ScheduleFacts } from '../feeds/schedule-facts';
import { ScheduleForm } from '../feeds/schedule-form';
import { useRunActions } from '../feeds/use-run-actions';
import { siteContext } from './site-context';

/** authentication/site/{siteId}: the channels whose destinations need a connected account. */
export function SiteAuthenticationPage({ ids }: ScreenProps) {
  const siteId = ids.siteId!;
  const { t } = useTranslation('legacy');
  const site = useSiteQuery(siteId);
  const channels = useSiteChannelsQuery(siteId);
  return (
    <Loaded queries={[site, channels]}>
      {([current, channelList]) => (
        <LegacyPage
          title={t('site.authentication.title')}
          context={siteContext(current, t)}
          intro={t('site.authentication.intro')}
          actions={
            <InAppButton to={`/authentication/account/${current.account.id}`} variant="default">
              {t('site.authentication.organisation')}
            </InAppButton>
          }
        >
          <Section title={t('channels.title')}>
            <ChannelsTable siteId={siteId} channels={channelList} />
          </Section>
        </LegacyPage>
      )}
    </Loaded>
  );
}

/** settings/site/{siteId}: the site's details and state. */
export function SiteSettingsPage({ ids }: ScreenProps) {
  const siteId = ids.siteId!;
  const { t } = useTranslation('legacy');
  const site = useSiteQuery(siteId);
  const status = useSiteStatusQuery(siteId);
  return (
    <Loaded queries={[site, status]}>
      {([current, state]) => (
        <LegacyPage
          title={t('site.settings.title')}
          context={siteContext(current, t)}
          intro={t('site.settings.intro')}
        >
          <Facts
            facts={[
              { label: t('site.facts.id'), value: current.id },
              { label: t('site.facts.name'), value: current.name },
              {
                label: t('site.facts.project'),
                value: (
                  <InAppLink to={`/overview/project/${current.project.id}`}>
                    {current.project.name}
                  </InAppLink>
                ),
              },
              { label: t('site.facts.organisation'), value: current.account.company },
              {
                label: t('site.facts.parent'),
                value:
                  current.parentSiteId === null ? (
                    t('none')
                  ) : (
                    <InAppLink to={`/settings/site/${current.parentSiteId}`}>
                      {t('site.facts.parentLink', { id: current.parentSiteId })}
                    </InAppLink>
                  ),
              },
              {
                label: t('site.facts.access'),
                value: current.canWrite ? t('access.write') : t('access.read'),
              },
              {
                label: t('site.facts.active'),
                value: state.isActive ? t('site.active.yes') : t('site.active.no'),
              },
              { label: t('site.facts.importStatus'), value: state.importStatus },
              {
                label: t('site.facts.lastImport'),
                value: state.lastImportAt ? (
                  <Moment iso={state.lastImportAt} />
                ) : (
                  t('site.neverImported')
                ),
              },
              { label: t('site.facts.items'), value: state.itemCount },
              { label: t('site.facts.channels'), value: current.channelCount },
              { label: t('site.facts.errors'), value: state.errorCount },
            ]}
          />
        </LegacyPage>
      )}
    </Loaded>
  );
}

/** lists/site/{siteId}: the item fields lists and rules are built from, with an example each. */
export function ListsPage({ ids }: ScreenProps) {
  const siteId = ids.siteId!;
  const { t } = useTranslation('legacy');
  const site = useSiteQuery(siteId);
  const sample = useStageSampleQuery(siteId, 'import');
  return (
    <Loaded queries={[site, sample]}>
      {([current, items]) => {
        const example = items.rows[0];
        const fields = items.columns.filter((column) => column !== '_id');
        return (
          <LegacyPage
            title={t('site.lists.title')}
            context={siteContext(current, t)}
            intro={t('site.lists.intro')}
          >
            <Text size="sm">{t('site.lists.items', { count: items.totalCount })}</Text>
            {fields.length === 0 ? (
              <Empty>{t('site.lists.empty')}</Empty>
            ) : (
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('site.lists.field')}</Table.Th>
                    <Table.Th>{t('site.lists.example')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {fields.map((field) => (
                    <Table.Tr key={field}>
                      <Table.Td>
                        <Code>{field}</Code>
                      </Table.Td>
                      <Table.Td>
                        {example?.[field] === undefined ? '—' : String(example[field])}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </LegacyPage>
        );
      }}
    </Loaded>
  );
}

/**
 * scheduling/site/{siteId}: when the site imports on its own (times, weekdays, export after it) in
 * the organisation's time zone, "Run now", and the history of the site's imports and exports.
 */
export function SchedulingPage({ ids }: ScreenProps) {
  const siteId = ids.siteId!;
  const { t } = useTranslation('legacy');
  const site = useSiteQuery(siteId);
  const schedule = useSiteScheduleQuery(siteId);
  const actions = useRunActions(siteId);
  return (
    <Loaded queries={[site, schedule]}>
      {([current, plan]) => (
        <LegacyPage
          title={t('site.scheduling.title')}
          context={siteContext(current, t)}
          intro={t('site.scheduling.intro')}
          actions={
            current.canWrite ? (
              <Button size="sm" onClick={actions.importNow} loading={actions.isImporting}>
                {t('feeds.schedule.runNow')}
              </Button>
            ) : null
          }
        >
          <Section title={t('feeds.schedule.title')}>
            <ScheduleFacts schedule={plan} isComplete={!current.canWrite} />
            {current.canWrite ? (
              <ScheduleForm key={plan.updatedAt ?? 'new'} siteId={siteId} schedule={plan} />
            ) : null}
          </Section>
          <RunsHistory siteId={siteId} canWrite={current.canWrite} onCancel={actions.cancelRun} />
        </LegacyPage>
      )}
    </Loaded>
  );
}
