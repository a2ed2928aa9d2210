import { Button, CloseButton, Group, Menu, Progress, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useItemsDownload, type DownloadFormat } from '../api/items-download';
import type { ItemsScope } from '../model/items-scope';

export interface DownloadMenuProps {
  scope: ItemsScope;
  /** Columns chosen for the view, in its order; every field of the stage when absent. */
  columns?: readonly string[] | undefined;
  /** No items, nothing to download. */
  disabled?: boolean;
}

const FORMATS: DownloadFormat[] = ['csv', 'xlsx'];

/**
 * Downloads the current view — all its items with the filters, search and sort, in the grid's
 * columns — as CSV or Excel, with progress and a way to stop.
 */
export function DownloadMenu({ scope, columns = [], disabled = false }: DownloadMenuProps) {
  const { t } = useTranslation('data-view');
  const { state, start, cancel, dismiss } = useItemsDownload(scope);

  if (state.status === 'running') {
    const known = state.total !== null && state.items !== null && state.total > 0;
    return (
      <Group gap="xs" wrap="nowrap" role="status" aria-live="polite">
        <Progress
          w={120}
          size="sm"
          value={known ? (100 * state.items!) / state.total! : 100}
          animated={!known}
          aria-label={t('download.progressLabel')}
        />
        <Text size="xs" c="dimmed">
          {known
            ? t('download.progressItems', { items: state.items, total: state.total })
            : t('download.progressBytes', { megabytes: state.bytes / 1_048_576 })}
        </Text>
        <Button size="compact-xs" variant="subtle" color="gray" onClick={cancel}>
          {t('download.cancel')}
        </Button>
      </Group>
    );
  }

  return (
    <Group gap="xs" wrap="nowrap">
      {state.status === 'done' ? (
        <Group gap={2} role="status" aria-live="polite">
          <Text size="xs" c="dimmed">
            {t('download.done', { count: state.total, fileName: state.fileName })}
          </Text>
          <CloseButton size="sm" onClick={dismiss} aria-label={t('download.dismiss')} />
        </Group>
      ) : null}
      {state.status === 'failed' ? (
        <Text size="xs" c="red.9" role="alert">
          {t('download.failed')}
        </Text>
      ) : null}
      <Menu position="bottom-end">
        <Menu.Target>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            disabled={disabled}
          >
            {t('download.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {FORMATS.map((format) => (
            <Menu.Item key={format} onClick={() => void start(format, columns)}>
              {t(`download.formats.${format}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
