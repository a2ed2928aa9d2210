import { Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../app/screen';
import { useBridge, useReadyWhen } from '../../app/platform-context';
import { NotFoundScreen, ScreenError, ScreenLoader } from '../../components/screen-state';
import { useDataMapQuery } from './api/data-map-query';
import { DataMapDiagram } from './components/data-map-diagram';
import { channelFlowLink, dataSourcesPath } from './model/data-map-links';
import { ScreenHeading } from '../../components/screen-heading';

function DataMapView({ siteId }: { siteId: number }) {
  const { t } = useTranslation('data-map');
  const bridge = useBridge();
  const map = useDataMapQuery({ siteId });
  const hasSharedSettings = map.data?.hasSharedSettings;

  useEffect(() => {
    if (hasSharedSettings !== undefined) bridge.sharedSettings(hasSharedSettings);
  }, [bridge, hasSharedSettings]);
  useReadyWhen(map.isSuccess);

  if (map.isError) return <ScreenError error={map.error} onRetry={() => void map.refetch()} />;
  if (!map.data) return <ScreenLoader />;

  const handleOpenChannel = (channelId: number, classificationId?: number) => {
    const { path, query } = channelFlowLink(siteId, channelId, classificationId);
    bridge.navigate(path, query);
  };

  return (
    <Stack p="md" gap="md">
      <ScreenHeading>{t('title')}</ScreenHeading>
      <DataMapDiagram
        map={map.data}
        onOpenSources={() => bridge.navigate(dataSourcesPath(siteId))}
        onOpenChannel={handleOpenChannel}
      />
    </Stack>
  );
}

/** The data map (feed map) of a site: data sources → site → channels (spec §2.11). */
export default function DataMapScreen({ ids }: ScreenProps) {
  const siteId = ids.siteId;
  if (siteId === undefined) return <NotFoundScreen />;
  return <DataMapView siteId={siteId} />;
}
