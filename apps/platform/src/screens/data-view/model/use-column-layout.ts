import { useLocalStorage } from '@mantine/hooks';
import { DEFAULT_LAYOUT, parseLayout, type ColumnLayout } from './column-layout';
import type { ItemsScope } from './items-scope';

/** Where a layout is kept: per site and stage (a channel's flow has columns of its own). */
export function layoutKey(
  scope: Pick<ItemsScope, 'siteId' | 'stage' | 'channelId' | 'classificationId'>,
) {
  const stage =
    scope.stage === 'channel'
      ? `channel-${scope.channelId ?? 0}-${scope.classificationId ?? 0}`
      : scope.stage;
  return `feedline:data-view:columns:${scope.siteId}:${stage}`;
}

/** The columns chosen for this site and stage, remembered in the browser. */
export function useColumnLayout(scope: Parameters<typeof layoutKey>[0]) {
  return useLocalStorage<ColumnLayout>({
    key: layoutKey(scope),
    defaultValue: DEFAULT_LAYOUT,
    deserialize: (value) => {
      try {
        return value === undefined ? DEFAULT_LAYOUT : parseLayout(JSON.parse(value));
      } catch {
        return DEFAULT_LAYOUT;
      }
    },
    getInitialValueInEffect: false,
  });
}
