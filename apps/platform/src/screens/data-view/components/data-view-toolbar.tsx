import { Group, NativeSelect, SegmentedControl, Text } from '@mantine/core';
import type { ItemStage } from '@feedline/contracts';
import { useTranslation } from 'react-i18next';
import { useSiteChannelsQuery } from '../api/site-channels-query';
import { useSubChannelsQuery } from '../api/sub-channels-query';
import { STAGES } from '../model/data-view-selection';
import type { DataViewSelection } from '../model/data-view-selection';
import { ScreenHeading } from '../../../components/screen-heading';

/** The value of the sub-channel select that stands for the channel's own flow (spec §9: None = -1). */
const NONE = '-1';

export interface DataViewToolbarProps {
  siteId: number;
  selection: DataViewSelection;
  /** The row count, once known. */
  count?: number | undefined;
  onChange: (next: DataViewSelection) => void;
}

/** Stage, channel and sub-channel of the data view; every change goes through `onChange`. */
export function DataViewToolbar({ siteId, selection, count, onChange }: DataViewToolbarProps) {
  const { t } = useTranslation('data-view');
  const isChannelStage = selection.stage === 'channel';
  const channels = useSiteChannelsQuery({ siteId });
  const subChannels = useSubChannelsQuery({ siteId, enabled: isChannelStage });
  const channelSubChannels =
    selection.channelId === null ? [] : (subChannels.data?.get(selection.channelId) ?? []);

  const handleStage = (value: string) => {
    const stage = STAGES.find((candidate) => candidate === value);
    if (!stage || stage === selection.stage) return;
    onChange(
      stage === 'channel'
        ? // The first channel, so that the channel stage opens with rows rather than a question.
          { stage, channelId: channels.data?.[0]?.id ?? null, classificationId: null }
        : { stage, channelId: null, classificationId: null },
    );
  };

  const handleChannel = (value: string) => {
    const channelId = Number(value);
    if (!Number.isInteger(channelId) || channelId <= 0) return;
    onChange({ stage: 'channel', channelId, classificationId: null });
  };

  const handleSubChannel = (value: string) => {
    const classificationId = value === NONE ? null : Number(value);
    onChange({ stage: 'channel', channelId: selection.channelId, classificationId });
  };

  return (
    <Group
      component="header"
      px="md"
      py="xs"
      gap="md"
      align="flex-end"
      wrap="wrap"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <ScreenHeading>{t('title')}</ScreenHeading>
      <SegmentedControl
        aria-label={t('toolbar.stage')}
        value={selection.stage}
        onChange={handleStage}
        data={STAGES.map((stage: ItemStage) => ({
          value: stage,
          label: t(`toolbar.stages.${stage}`),
        }))}
      />
      {isChannelStage ? (
        <NativeSelect
          label={t('toolbar.channel')}
          size="xs"
          miw={180}
          value={selection.channelId === null ? '' : String(selection.channelId)}
          onChange={(event) => handleChannel(event.currentTarget.value)}
          disabled={!channels.data}
          error={channels.isError ? t('toolbar.channelsFailed') : undefined}
          data={[
            ...(selection.channelId === null
              ? [{ value: '', label: t('toolbar.chooseChannel'), disabled: true }]
              : []),
            ...(channels.data ?? []).map((channel) => ({
              value: String(channel.id),
              label: channel.name,
            })),
          ]}
        />
      ) : null}
      {isChannelStage && channelSubChannels.length > 0 ? (
        <NativeSelect
          label={t('toolbar.subChannel')}
          size="xs"
          miw={160}
          value={selection.classificationId === null ? NONE : String(selection.classificationId)}
          onChange={(event) => handleSubChannel(event.currentTarget.value)}
          data={[
            { value: NONE, label: t('toolbar.none') },
            ...channelSubChannels.map((subChannel) => ({
              value: String(subChannel.id),
              label: subChannel.name,
            })),
          ]}
        />
      ) : null}
      {count === undefined ? null : (
        <Text size="sm" c="dimmed" style={{ alignSelf: 'center' }}>
          {t('count', { count })}
        </Text>
      )}
    </Group>
  );
}
