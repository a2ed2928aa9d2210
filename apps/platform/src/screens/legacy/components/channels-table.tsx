import type { Channel, SiteDataFlows } from '@feedline/contracts';
import { Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { flowsOfChannel, ownFlowOf } from '../model/channels';
import { Empty } from './legacy-page';
import { InAppLink } from './in-app-link';

export interface ChannelsTableProps {
  siteId: number;
  channels: readonly Channel[];
  /** With the flows, the table also counts output columns and sub-channels. */
  flows?: SiteDataFlows['data'];
}

/** The site's channels (exports), each leading to its setup and to its data in the data view. */
export function ChannelsTable({ siteId, channels, flows }: ChannelsTableProps) {
  const { t } = useTranslation('legacy');
  if (channels.length === 0) return <Empty>{t('channels.empty')}</Empty>;
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('channels.id')}</Table.Th>
          <Table.Th>{t('channels.name')}</Table.Th>
          {flows ? <Table.Th>{t('channels.columns')}</Table.Th> : null}
          {flows ? <Table.Th>{t('channels.classifications')}</Table.Th> : null}
          <Table.Th>{t('channels.links')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {channels.map((channel) => (
          <Table.Tr key={channel.id}>
            <Table.Td>{channel.id}</Table.Td>
            <Table.Td>{channel.name}</Table.Td>
            {flows ? (
              <Table.Td>{ownFlowOf(flows, channel.id)?.columns.length ?? 0}</Table.Td>
            ) : null}
            {flows ? (
              <Table.Td>
                {flowsOfChannel(flows, channel.id).filter((flow) => flow.classification).length}
              </Table.Td>
            ) : null}
            <Table.Td>
              <Group gap="md">
                <InAppLink to={`/exports/site/${siteId}/channel/${channel.id}/setup`}>
                  {t('channels.setup', { name: channel.name })}
                </InAppLink>
                <InAppLink
                  to={`/data-view/site/${siteId}`}
                  query={`stage=channel&stageId=${channel.id}`}
                >
                  {t('channels.data', { name: channel.name })}
                </InAppLink>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
