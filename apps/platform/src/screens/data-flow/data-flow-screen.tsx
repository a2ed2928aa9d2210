import { Stack, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../app/screen';
import { useBridge, useReadyWhen } from '../../app/platform-context';
import { NotFoundScreen, ScreenError, ScreenLoader } from '../../components/screen-state';
import { type FlowTargetVariables, useChannelFlowQuery } from './api/channel-flow-queries';
import { useDataFlowsQuery } from './api/data-flows-query';
import { FlowEditor } from './components/flow-editor';
import { ChannelFlowsSection } from './components/channel-flows-section';
import {
  channelFlowPath,
  dataViewLink,
  groupByChannel,
  selectedClassificationId,
} from './model/channel-flows';
import { ScreenHeading } from '../../components/screen-heading';

/** Every channel's flow of the site at a glance, each with a way into the editor. */
function DataFlowView({ siteId }: { siteId: number }) {
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

  return (
    <Stack p="md" gap="md">
      <ScreenHeading>{t('title')}</ScreenHeading>
      {groups.length === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : (
        groups.map((group) => (
          <ChannelFlowsSection
            key={group.channel.id}
            group={group}
            selectedClassificationId={null}
            onOpenDataView={handleOpenDataView}
            onEdit={(id) => bridge.navigate(channelFlowPath(siteId, id))}
          />
        ))
      )}
    </Stack>
  );
}

/** The editor of one channel's (or sub-channel's) flow; reports its shared settings (§2.12). */
function ChannelFlowView({ target }: { target: FlowTargetVariables }) {
  const bridge = useBridge();
  const flow = useChannelFlowQuery(target);
  const usesSharedSettings = flow.data?.usesSharedSettings;
  useEffect(() => {
    if (usesSharedSettings !== undefined) bridge.sharedSettings(usesSharedSettings);
  }, [bridge, usesSharedSettings]);
  useReadyWhen(flow.isSuccess);
  if (flow.isError) return <ScreenError error={flow.error} onRetry={() => void flow.refetch()} />;
  if (!flow.data) return <ScreenLoader />;
  return (
    <FlowEditor
      key={flow.data.version}
      target={target}
      flow={flow.data}
      onReload={() => void flow.refetch()}
    />
  );
}

/**
 * data-flow/site/{siteId}: every channel's flow at a glance, each with a way into the editor.
 * data-flow/site/{siteId}/export/{channelId}: the editor of that channel's flow, or of the
 * sub-channel the query names (spec §2.12).
 */
export default function DataFlowScreen({ ids, query }: ScreenProps) {
  const siteId = ids.siteId;
  const classificationId = useMemo(() => selectedClassificationId(query), [query]);
  if (siteId === undefined) return <NotFoundScreen />;
  if (ids.channelId !== undefined) {
    return (
      <ChannelFlowView
        key={`${ids.channelId}-${classificationId ?? 0}`}
        target={{ siteId, channelId: ids.channelId, classificationId }}
      />
    );
  }
  return <DataFlowView siteId={siteId} />;
}
