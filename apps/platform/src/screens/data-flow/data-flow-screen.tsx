import { Alert, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../app/screen';
import { useBridge, useReadyWhen } from '../../app/platform-context';
import { NotFoundScreen, ScreenError, ScreenLoader } from '../../components/screen-state';
import { useDataFlowsQuery } from './api/data-flows-query';
import { ChannelFlowsSection } from './components/channel-flows-section';
import { OtherChannelsNav } from './components/other-channels-nav';
import {
  channelFlowPath,
  dataViewLink,
  groupByChannel,
  selectedClassificationId,
} from './model/channel-flows';

interface DataFlowViewProps {
  siteId: number;
  /** The channel of data-flow/site/{siteId}/export/{channelId}; undefined on the site route. */
  channelId: number | undefined;
  classificationId: number | null;
}

function DataFlowView({ siteId, channelId, classificationId }: DataFlowViewProps) {
  const { t } = useTranslation('data-flow');
  const bridge = useBridge();
  const flows = useDataFlowsQuery({ siteId });
  const hasSharedSettings = flows.data?.hasSharedSettings;
  const groups = useMemo(() => groupByChannel(flows.data?.data ?? []), [flows.data]);

  useEffect(() => {
    if (hasSharedSettings !== undefined) bridge.sharedSettings(hasSharedSettings);
  }, [bridge, hasSharedSettings]);
  useReadyWhen(flows.isSuccess);

  if (flows.isError)
    return <ScreenError error={flows.error} onRetry={() => void flows.refetch()} />;
  if (!flows.data) return <ScreenLoader />;

  const handleOpenDataView = (id: number, classification?: number) => {
    const { path, query } = dataViewLink(siteId, id, classification);
    bridge.navigate(path, query);
  };
  const selected =
    channelId === undefined ? undefined : groups.find((group) => group.channel.id === channelId);
  const isMissingChannel = channelId !== undefined && selected === undefined;
  const shown = selected ? [selected] : groups;

  return (
    <Stack p="md" gap="md">
      <Title order={1} size="h4">
        {t('title')}
      </Title>
      {isMissingChannel ? (
        <Alert color="yellow" role="status">
          {t('channelMissing')}
        </Alert>
      ) : null}
      {selected ? (
        <OtherChannelsNav
          groups={groups.filter((group) => group !== selected)}
          onOpen={(id) => bridge.navigate(channelFlowPath(siteId, id))}
        />
      ) : null}
      {shown.length === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : (
        shown.map((group) => (
          <ChannelFlowsSection
            key={group.channel.id}
            group={group}
            selectedClassificationId={group === selected ? classificationId : null}
            onOpenDataView={handleOpenDataView}
          />
        ))
      )}
    </Stack>
  );
}

/**
 * A read-only overview of a site's data flows: every channel's output columns and where they come
 * from (spec §2.11). On a channel's route only that channel shows, its sub-channel from the query
 * highlighted.
 */
export default function DataFlowScreen({ ids, query }: ScreenProps) {
  const siteId = ids.siteId;
  const classificationId = useMemo(() => selectedClassificationId(query), [query]);
  if (siteId === undefined) return <NotFoundScreen />;
  return (
    <DataFlowView siteId={siteId} channelId={ids.channelId} classificationId={classificationId} />
  );
}
