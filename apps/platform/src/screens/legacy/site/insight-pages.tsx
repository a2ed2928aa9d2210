import { Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../app/screen';
import {
  useDataFlowsQuery,
  useSiteChannelsQuery,
  useSiteDashboardQuery,
  useSiteFeaturesQuery,
  useSiteQuery,
} from '../api/site-queries';
import { ChannelsTable } from '../components/channels-table';
import { Facts } from '../components/facts';
import { InAppButton } from '../components/in-app-link';
import { Empty, LegacyPage, Section } from '../components/legacy-page';
import { Loaded } from '../components/loaded';
import { Moment } from '../components/moment';
import { linkColumnsOf, ownFlowOf } from '../model/channels';
import { isFeatureOn } from '../model/features';
import { siteContext } from './site-context';
import { WithSiteChannels } from './with-channel';
import { logMessageText } from '../../../model/log-message';

/** tracking/site/{siteId}: tracking parameters go on the product links each channel sends. */
export function TrackingPage({ ids }: ScreenProps) {
  const siteId = ids.siteId!;
  const { t } = useTranslation('legacy');
  return (
    <WithSiteChannels siteId={siteId}>
      {({ site, channels, flows }) => (
        <LegacyPage
          title={t('tracking.title')}
          context={siteContext(site, t)}
          intro={t('tracking.intro')}
        >
          {channels.length === 0 ? (
            <Empty>{t('channels.empty')}</Empty>
          ) : (
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('channels.name')}</Table.Th>
                  <Table.Th>{t('tracking.linkColumns')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {channels.map((channel) => {
                  const columns = linkColumnsOf(ownFlowOf(flows, channel.id));
                  return (
                    <Table.Tr key={channel.id}>
                      <Table.Td>{channel.name}</Table.Td>
                      <Table.Td>
                        {columns.length === 0 ? (
                          t('tracking.noLink')
                        ) : (
                          <Group gap={4}>
                            {columns.map((column) => (
                              <Badge key={column} variant="light" tt="none">
                                {column}
                              </Badge>
                            ))}
                          </Group>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          )}
        </LegacyPage>
      )}
    </WithSiteChannels>
  );
}

/** reporting/site/{siteId}: the site's figures and what each channel sends. */
export function SiteReportingPage({ ids }: ScreenProps) {
  const siteId = ids.siteId!;
  const { t } = useTranslation('legacy');
  const site = useSiteQuery(siteId);
  const dashboard = useSiteDashboardQuery(siteId);
  const channels = useSiteChannelsQuery(siteId);
  const flows = useDataFlowsQuery(siteId);
  return (
    <Loaded queries={[site, dashboard, channels, flows]}>
      {([current, figures, channelList, flowList]) => (
        <LegacyPage
          title={t('reporting.title')}
          context={siteContext(current, t)}
          intro={t('reporting.intro')}
        >
          <Facts
            facts={[
              { label: t('reporting.items'), value: figures.counts.items },
              { label: t('reporting.channels'), value: figures.counts.channels },
              { label: t('reporting.dataSources'), value: figures.counts.dataSources },
              { label: t('reporting.errors'), value: figures.counts.errors },
              { label: t('reporting.warnings'), value: figures.counts.warnings },
              {
                label: t('site.facts.lastImport'),
                value: figures.site.lastImportAt ? (
                  <Moment iso={figures.site.lastImportAt} />
                ) : (
                  t('site.neverImported')
                ),
              },
            ]}
          />
          <Section title={t('channels.title')}>
            <ChannelsTable siteId={siteId} channels={channelList} flows={flowList.data} />
          </Section>
        </LegacyPage>
      )}
    </Loaded>
  );
}

const FEEDBACK_FEATURE = 'feedback_service_ui';

/** feedbacks/site/{siteId}: what the channels and the import report back about the items. */
export function FeedbacksPage({ ids }: ScreenProps) {
  const siteId = ids.siteId!;
  const { t } = useTranslation('legacy');
  const site = useSiteQuery(siteId);
  const features = useSiteFeaturesQuery(siteId);
  const dashboard = useSiteDashboardQuery(siteId);
  return (
    <Loaded queries={[site, features, dashboard]}>
      {([current, featureList, figures]) => {
        const feedback = figures.recentLog.filter(
          (line) => line.type === 'warning' || line.type === 'error',
        );
        const isOn = isFeatureOn(featureList, FEEDBACK_FEATURE);
        return (
          <LegacyPage
            title={t('feedbacks.title')}
            context={siteContext(current, t)}
            intro={t('feedbacks.intro')}
            actions={
              <InAppButton to={`/error-log/site/${siteId}`} variant="default">
                {t('feedbacks.errorLog')}
              </InAppButton>
            }
          >
            <Group gap="sm">
              <Text>{t('feedbacks.service')}</Text>
              <Badge color={isOn ? 'green' : 'gray'} variant="light">
                {isOn ? t('feature.on') : t('feature.off')}
              </Badge>
            </Group>
            <Section title={t('feedbacks.recent')}>
              {feedback.length === 0 ? (
                <Empty>{t('feedbacks.empty')}</Empty>
              ) : (
                <Table striped>
                  <Table.Tbody>
                    {feedback.map((line) => (
                      <Table.Tr key={line.id}>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          <Moment iso={line['@timestamp']} />
                        </Table.Td>
                        <Table.Td>
                          <Badge color={line.type === 'error' ? 'red' : 'yellow'} variant="light">
                            {line.type === 'error' ? t('feedbacks.error') : t('feedbacks.warning')}
                          </Badge>
                        </Table.Td>
                        <Table.Td>{logMessageText(line.message)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Section>
          </LegacyPage>
        );
      }}
    </Loaded>
  );
}
