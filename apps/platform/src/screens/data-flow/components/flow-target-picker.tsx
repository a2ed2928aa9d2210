import { channelClassificationsQueryOptions, channelsQueryOptions } from '@feedline/api-client';
import { Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi, useBridge } from '../../../app/platform-context';
import type { FlowTargetVariables } from '../api/channel-flow-queries';
import { channelFlowPath } from '../model/channel-flows';

/** The channel and sub-channel whose flow is edited; choosing another opens it (after asking). */
export function FlowTargetPicker({
  target,
  confirmLeave,
}: {
  target: FlowTargetVariables;
  confirmLeave: () => Promise<boolean>;
}) {
  const { t } = useTranslation('data-flow');
  const api = useApi();
  const bridge = useBridge();
  const channels = useQuery(channelsQueryOptions(api, target.siteId));
  const classifications = useQuery(
    channelClassificationsQueryOptions(api, target.siteId, target.channelId),
  );
  const open = async (channelId: number, classificationId: number | null) => {
    if (!(await confirmLeave())) return;
    bridge.navigate(
      channelFlowPath(target.siteId, channelId),
      classificationId === null ? undefined : `classificationId=${classificationId}`,
    );
  };
  const subChannels = Array.isArray(classifications.data) ? classifications.data : [];
  return (
    <Group gap="sm" align="flex-end">
      <Select
        label={t('channel.label')}
        data={(channels.data ?? []).map((channel) => ({
          value: String(channel.id),
          label: `${channel.id} - ${channel.name}`,
        }))}
        value={String(target.channelId)}
        allowDeselect={false}
        searchable
        onChange={(value) => value && void open(Number(value), null)}
        w={260}
      />
      {subChannels.length > 0 ? (
        <Select
          label={t('editor.subChannel')}
          data={[
            { value: '', label: t('editor.none') },
            ...subChannels.map((classification) => ({
              value: String(classification.id),
              label: `${classification.id} - ${classification.name}`,
            })),
          ]}
          value={target.classificationId === null ? '' : String(target.classificationId)}
          allowDeselect={false}
          onChange={(value) =>
            value !== null && void open(target.channelId, value === '' ? null : Number(value))
          }
          w={260}
        />
      ) : null}
    </Group>
  );
}
