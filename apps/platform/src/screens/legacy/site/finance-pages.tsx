import { Badge, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@feedline/api-client';
import type { ScreenProps } from '../../../app/screen';
import { ScreenError } from '../../../components/screen-state';
import {
  useDataFlowsQuery,
  useSiteChannelsQuery,
  useSiteQuery,
  useStageSampleQuery,
} from '../api/site-queries';
import { Facts } from '../components/facts';
import { InAppButton, InAppLink } from '../components/in-app-link';
import { Empty, LegacyPage, Section } from '../components/legacy-page';
import { Loaded } from '../components/loaded';
import { findById, findClassification, ownFlowOf, priceColumnsOf } from '../model/channels';
import { siteContext } from './site-context';
import { WithSiteChannels } from './with-channel';

function PriceColumns({ columns }: { columns: readonly string[] }) {
  const { t } = useTranslation('legacy');
  if (columns.length === 0) return <>{t('finance.noPriceColumns')}</>;
  return (
    <Group gap={4}>
      {columns.map((column) => (
        <Badge key={column} variant="light" tt="none">
          {column}
        </Badge>
      ))}
    </Group>
  );
}

const strategyPath = (siteId: number, exportId: number, channelId: number) =>
  `/finance-strategy/site/${siteId}/export/${exportId}/channel/${channelId}`;

/**
 * finance-strategy/site/{siteId}: a strategy per export steers spend by the prices the channel
 * sends; the page lists the exports with their price columns.
 */
export function FinanceStrategyPage({ ids }: ScreenProps) {
  const siteId = ids.siteId!;
  const { t } = useTranslation('legacy');
  return (
    <WithSiteChannels siteId={siteId}>
      {({ site, channels, flows }) => (
        <LegacyPage
          title={t('finance.title')}
          context={siteContext(site, t)}
          intro={t('finance.intro')}
        >
          {channels.length === 0 ? (
            <Empty>{t('channels.empty')}</Empty>
          ) : (
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('channels.name')}</Table.Th>
                  <Table.Th>{t('finance.priceColumns')}</Table.Th>
                  <Table.Th>{t('channels.links')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {channels.map((channel) => (
                  <Table.Tr key={channel.id}>
                    <Table.Td>{channel.name}</Table.Td>
                    <Table.Td>
                      <PriceColumns columns={priceColumnsOf(ownFlowOf(flows, channel.id))} />
                    </Table.Td>
                    <Table.Td>
                      <InAppLink to={strategyPath(siteId, channel.id, channel.id)}>
                        {t('finance.open', { name: channel.name })}
                      </InAppLink>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </LegacyPage>
      )}
    </WithSiteChannels>
  );
}

/**
 * finance-strategy/site/{siteId}/export/{exportId}/channel/{channelId}: the strategy of one export
 * for one of its channels (the export itself or one of its sub-channels).
 */
export function FinanceStrategyChannelPage({ ids }: ScreenProps) {
  const siteId = ids.siteId!;
  const exportId = ids.exportId!;
  const channelId = ids.channelId!;
  const { t } = useTranslation('legacy');
  const site = useSiteQuery(siteId);
  const channels = useSiteChannelsQuery(siteId);
  const flows = useDataFlowsQuery(siteId);
  const items = useStageSampleQuery(siteId, 'channel', exportId);
  return (
    <Loaded queries={[site, channels, flows, items]}>
      {([current, channelList, flowList, sample]) => {
        const channel = findById(channelList, exportId);
        const target =
          findById(channelList, channelId) ??
          findClassification(flowList.data, exportId, channelId);
        if (!channel || !target) return <ScreenError error={new ApiRequestError(404)} />;
        return (
          <LegacyPage
            title={t('finance.channelTitle', { name: channel.name })}
            context={siteContext(current, t)}
            intro={t('finance.channelIntro')}
            actions={
              <InAppButton to={`/finance-strategy/site/${siteId}`} variant="default">
                {t('finance.back')}
              </InAppButton>
            }
          >
            <Facts
              facts={[
                { label: t('finance.export'), value: channel.name },
                { label: t('finance.channel'), value: target.name },
                { label: t('finance.items'), value: sample.totalCount },
              ]}
            />
            <Section title={t('finance.priceColumns')}>
              <PriceColumns columns={priceColumnsOf(ownFlowOf(flowList.data, exportId))} />
            </Section>
          </LegacyPage>
        );
      }}
    </Loaded>
  );
}
