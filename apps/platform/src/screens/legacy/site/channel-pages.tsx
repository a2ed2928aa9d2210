import type { SiteDataFlows } from '@feedline/contracts';
import { Table } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../app/screen';
import { Facts } from '../components/facts';
import { InAppButton } from '../components/in-app-link';
import { Empty, LegacyPage, Section } from '../components/legacy-page';
import { Moment } from '../components/moment';
import { flowsOfChannel, ownFlowOf } from '../model/channels';
import { siteContext } from './site-context';
import { ChannelNav, WithChannel } from './with-channel';
import { ColumnSource } from '../../../components/column-source';

type Flow = SiteDataFlows['data'][number];

const flowName = (flow: Flow, t: TFunction<'legacy'>) =>
  flow.classification
    ? t('channel.classification', { name: flow.classification.name })
    : t('channel.ownFlow');

/** exports/site/{siteId}/channel/{channelId}/setup */
export function ChannelSetupPage({ ids }: ScreenProps) {
  const siteId = ids.siteId!;
  const channelId = ids.channelId!;
  const { t } = useTranslation('legacy');
  return (
    <WithChannel siteId={siteId} channelId={channelId}>
      {({ site, channel, flows }) => {
        const own = ownFlowOf(flows, channelId);
        const classifications = flowsOfChannel(flows, channelId).filter(
          (flow) => flow.classification,
        );
        return (
          <LegacyPage
            title={t('channel.setup.heading', { name: channel.name })}
            context={siteContext(site, t)}
            intro={t('channel.setup.intro')}
            actions={
              <>
                <InAppButton to={`/data-flow/site/${siteId}/export/${channelId}`}>
                  {t('channel.setup.dataFlow')}
                </InAppButton>
                <InAppButton
                  to={`/data-view/site/${siteId}`}
                  query={`stage=channel&stageId=${channelId}`}
                  variant="default"
                >
                  {t('channel.setup.dataView')}
                </InAppButton>
              </>
            }
          >
            <ChannelNav siteId={siteId} channelId={channelId} />
            <Facts
              facts={[
                { label: t('channels.id'), value: channel.id },
                { label: t('channels.name'), value: channel.name },
                { label: t('channels.columns'), value: own?.columns.length ?? 0 },
                {
                  label: t('channels.classifications'),
                  value:
                    classifications.map((flow) => flow.classification?.name).join(', ') ||
                    t('none'),
                },
                {
                  label: t('channel.changed'),
                  value: own ? <Moment iso={own.updatedAt} /> : t('none'),
                },
              ]}
            />
          </LegacyPage>
        );
      }}
    </WithChannel>
  );
}

/** exports/site/{siteId}/channel/{channelId}/history: the versions of the channel's flows. */
export function ChannelHistoryPage({ ids }: ScreenProps) {
  const siteId = ids.siteId!;
  const channelId = ids.channelId!;
  const { t } = useTranslation('legacy');
  return (
    <WithChannel siteId={siteId} channelId={channelId}>
      {({ site, channel, flows }) => {
        const channelFlows = flowsOfChannel(flows, channelId);
        return (
          <LegacyPage
            title={t('channel.history.heading', { name: channel.name })}
            context={siteContext(site, t)}
            intro={t('channel.history.intro')}
          >
            <ChannelNav siteId={siteId} channelId={channelId} />
            {channelFlows.length === 0 ? (
              <Empty>{t('channel.noFlows')}</Empty>
            ) : (
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('channel.flow')}</Table.Th>
                    <Table.Th>{t('channel.version')}</Table.Th>
                    <Table.Th>{t('channel.changed')}</Table.Th>
                    <Table.Th>{t('channels.columns')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {channelFlows.map((flow) => (
                    <Table.Tr key={flow.id}>
                      <Table.Td>{flowName(flow, t)}</Table.Td>
                      <Table.Td>{flow.version}</Table.Td>
                      <Table.Td>
                        <Moment iso={flow.updatedAt} />
                      </Table.Td>
                      <Table.Td>{flow.columns.length}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </LegacyPage>
        );
      }}
    </WithChannel>
  );
}

function ColumnsTable({ flow }: { flow: Flow }) {
  const { t } = useTranslation('legacy');
  if (flow.columns.length === 0) return <Empty>{t('channel.columns.empty')}</Empty>;
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('channel.columns.position')}</Table.Th>
          <Table.Th>{t('channel.columns.name')}</Table.Th>
          <Table.Th>{t('channel.columns.source')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {flow.columns.map((column, index) => (
          <Table.Tr key={column.name}>
            <Table.Td>{index + 1}</Table.Td>
            <Table.Td>{column.name}</Table.Td>
            <Table.Td>
              <ColumnSource column={column} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** exports/site/{siteId}/channel/{channelId}/columns: the output columns of the channel's flows. */
export function ChannelColumnsPage({ ids }: ScreenProps) {
  const siteId = ids.siteId!;
  const channelId = ids.channelId!;
  const { t } = useTranslation('legacy');
  return (
    <WithChannel siteId={siteId} channelId={channelId}>
      {({ site, channel, flows }) => {
        const channelFlows = flowsOfChannel(flows, channelId);
        return (
          <LegacyPage
            title={t('channel.columns.heading', { name: channel.name })}
            context={siteContext(site, t)}
            intro={t('channel.columns.intro')}
            actions={
              <InAppButton to={`/data-flow/site/${siteId}/export/${channelId}`}>
                {t('channel.setup.dataFlow')}
              </InAppButton>
            }
          >
            <ChannelNav siteId={siteId} channelId={channelId} />
            {channelFlows.length === 0 ? <Empty>{t('channel.noFlows')}</Empty> : null}
            {channelFlows.map((flow) => (
              <Section key={flow.id} title={flowName(flow, t)}>
                <ColumnsTable flow={flow} />
              </Section>
            ))}
          </LegacyPage>
        );
      }}
    </WithChannel>
  );
}

/** exports/site/{siteId}/channel/{channelId}/destination/{destinationId}: where the feed goes. */
export function ChannelDestinationPage({ ids }: ScreenProps) {
  const siteId = ids.siteId!;
  const channelId = ids.channelId!;
  const destinationId = ids.destinationId!;
  const { t } = useTranslation('legacy');
  return (
    <WithChannel siteId={siteId} channelId={channelId}>
      {({ site, channel, flows }) => (
        <LegacyPage
          title={t('channel.destination.heading', { name: channel.name, id: destinationId })}
          context={siteContext(site, t)}
          intro={t('channel.destination.intro')}
        >
          <ChannelNav siteId={siteId} channelId={channelId} />
          <Facts
            facts={[
              { label: t('channel.destination.id'), value: destinationId },
              { label: t('channels.name'), value: channel.name },
              {
                label: t('channels.columns'),
                value: ownFlowOf(flows, channelId)?.columns.length ?? 0,
              },
            ]}
          />
        </LegacyPage>
      )}
    </WithChannel>
  );
}
