import { Center, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../app/screen';
import { useBridge, useReadyWhen } from '../../app/platform-context';
import { NotFoundScreen, ScreenError, ScreenLoader } from '../../components/screen-state';
import { useArrivalInTransition } from '../../lib/use-arrival-in-transition';
import { useFirstItemsPage } from './api/items-page-query';
import type { ItemsScope } from './model/items-scope';
import { DataViewToolbar } from './components/data-view-toolbar';
import { ItemsGrid } from './components/items-grid';
import { DataViewFilters } from './components/data-view-filters';
import { DownloadMenu } from './components/download-menu';
import { ItemDetailDrawer } from './components/item-detail-drawer';
import { ColumnChooser } from './components/column-chooser';
import { arrangeColumns, isCustomLayout } from './model/column-layout';
import { useColumnLayout } from './model/use-column-layout';
import { hasItemsView, parseItemsView, withItemsView, type ItemsView } from './model/items-view';
import { dataViewQuery, parseDataViewSelection } from './model/data-view-selection';
import type { DataViewSelection } from './model/data-view-selection';

function Notice({ title, body }: { title: string; body?: string }) {
  return (
    <Center flex={1} p="xl">
      <Stack gap={4} align="center" maw={480}>
        <Title order={2} size="h5">
          {title}
        </Title>
        {body ? (
          <Text size="sm" c="dimmed" ta="center">
            {body}
          </Text>
        ) : null}
      </Stack>
    </Center>
  );
}

function DataView({ siteId, query }: { siteId: number; query: URLSearchParams }) {
  const { t } = useTranslation('data-view');
  const bridge = useBridge();
  const selection = useMemo(() => parseDataViewSelection(query), [query]);
  const view = useMemo(() => parseItemsView(query), [query]);
  const scope: ItemsScope = { siteId, ...selection, view };
  const needsChannel = selection.stage === 'channel' && selection.channelId === null;
  const firstPage = useFirstItemsPage(scope, { enabled: !needsChannel });
  // The grid with its first rows is drawn in a transition, in slices, once they have arrived.
  const page = useArrivalInTransition(firstPage.data);
  const hasSharedSettings = page?.hasSharedSettings;

  useEffect(() => {
    if (hasSharedSettings !== undefined) bridge.sharedSettings(hasSharedSettings);
  }, [bridge, hasSharedSettings]);
  // The grid (or the reason there is none) is in the DOM by the time this effect runs.
  useReadyWhen(needsChannel || page !== undefined);

  // Another stage, channel, filter or sort is another view of this screen: the address takes it
  // (the shell's too, which remembers the channel, spec §2.14) and the screen re-renders with it,
  // without loading the frame again.
  const handleChange = (next: DataViewSelection) => {
    bridge.replaceLocation(dataViewQuery(query, next));
  };
  const handleView = (next: ItemsView) => {
    bridge.replaceLocation(withItemsView(query, next));
  };
  const filtered = hasItemsView(view);
  const [openItem, setOpenItem] = useState<number | null>(null);
  const [layout, setLayout] = useColumnLayout(scope);
  const available = page?.columns ?? [];

  const content = needsChannel ? (
    <Notice title={t('chooseChannel.title')} body={t('chooseChannel.body')} />
  ) : firstPage.isError ? (
    <ScreenError error={firstPage.error} onRetry={() => void firstPage.refetch()} />
  ) : !page ? (
    <ScreenLoader />
  ) : page.totalCount === 0 ? (
    filtered ? (
      <Notice title={t('filters.noMatch.title')} body={t('filters.noMatch.body')} />
    ) : (
      <Notice title={t('empty')} />
    )
  ) : (
    <ItemsGrid
      scope={scope}
      firstPage={page}
      label={t('grid.label', { stage: t(`toolbar.stages.${selection.stage}`) })}
      onSort={(sort) => handleView({ ...view, sort })}
      onOpenItem={setOpenItem}
      layout={layout}
    />
  );

  return (
    <Stack h="100vh" gap={0}>
      <DataViewToolbar
        siteId={siteId}
        selection={selection}
        count={page?.totalCount}
        onChange={handleChange}
      />
      {needsChannel ? null : (
        <DataViewFilters view={view} fields={available} onChange={handleView}>
          <ColumnChooser available={available} layout={layout} onChange={setLayout} />
          <DownloadMenu
            scope={scope}
            columns={isCustomLayout(layout) ? arrangeColumns(available, layout) : undefined}
            disabled={page?.totalCount === 0}
          />
        </DataViewFilters>
      )}
      {content}
      <ItemDetailDrawer
        siteId={siteId}
        itemId={openItem}
        stage={selection.stage}
        channelId={selection.channelId}
        classificationId={selection.classificationId}
        onClose={() => setOpenItem(null)}
      />
    </Stack>
  );
}

/** The items of a site at import, intermediate or channel stage (spec §2.11, §2.14). */
export default function DataViewScreen({ ids, query }: ScreenProps) {
  const siteId = ids.siteId;
  if (siteId === undefined) return <NotFoundScreen />;
  return <DataView siteId={siteId} query={query} />;
}
