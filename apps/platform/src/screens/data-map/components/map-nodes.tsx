import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import type { DataMap, DataSource, DataSourceKind } from '@feedline/contracts';
import {
  IconApi,
  IconBuildingStore,
  IconFileSpreadsheet,
  IconFileTypeCsv,
  IconFileTypeXml,
  IconJson,
  IconShare,
} from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormatter } from '../../../lib/format';
import classes from './data-map.module.css';

type MapChannel = DataMap['channels'][number];

const KIND_ICONS: Record<DataSourceKind, Icon> = {
  csv: IconFileTypeCsv,
  xml: IconFileTypeXml,
  json: IconJson,
  api: IconApi,
  spreadsheet: IconFileSpreadsheet,
};

function SharedBadge() {
  const { t } = useTranslation('data-map');
  return (
    <Badge
      size="xs"
      variant="light"
      color="grape"
      leftSection={<IconShare size={10} aria-hidden />}
    >
      {t('shared')}
    </Badge>
  );
}

function useLastImport(lastImportAt: string | null): string {
  const { t } = useTranslation('data-map');
  const format = useFormatter();
  if (lastImportAt === null || Number.isNaN(Date.parse(lastImportAt))) {
    return t('source.neverImported');
  }
  return t('source.lastImport', { date: format.dateTime(lastImportAt) });
}

export function SourceNode({ source, onOpen }: { source: DataSource; onOpen: () => void }) {
  const { t } = useTranslation('data-map');
  const KindIcon = KIND_ICONS[source.kind];
  const lastImport = useLastImport(source.lastImportAt);
  return (
    <UnstyledButton className={classes.card} onClick={onOpen}>
      <Group gap={6} wrap="nowrap">
        <KindIcon size={18} aria-hidden />
        <Text fw={600} size="sm" truncate>
          {source.name}
        </Text>
      </Group>
      <Group gap={6} mt={4}>
        <Text size="xs" c="dimmed">
          {t(`kinds.${source.kind}`)} · {t('items', { count: source.itemCount })}
        </Text>
        {source.shared ? <SharedBadge /> : null}
      </Group>
      <Text size="xs" c="dimmed">
        {lastImport}
      </Text>
    </UnstyledButton>
  );
}

export function SiteNode({ site }: { site: DataMap['site'] }) {
  const { t } = useTranslation('data-map');
  return (
    <div className={`${classes.card} ${classes.siteCard}`}>
      <Group gap={6} wrap="nowrap">
        <IconBuildingStore size={18} aria-hidden />
        <Text fw={600} size="sm" truncate>
          {site.name}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {t('items', { count: site.itemCount })}
      </Text>
    </div>
  );
}

export interface ChannelNodeProps {
  channel: MapChannel;
  onOpen: (classificationId?: number) => void;
}

/** A channel and, below it, its sub-channels; each opens its data flow. */
export function ChannelNode({ channel, onOpen }: ChannelNodeProps) {
  const { t } = useTranslation('data-map');
  return (
    <>
      <UnstyledButton className={classes.card} onClick={() => onOpen()}>
        <Text fw={600} size="sm" truncate>
          {channel.name}
        </Text>
        <Text size="xs" c="dimmed" mt={4}>
          {t('columns', { count: channel.columnCount })}
          {channel.classifications.length > 0
            ? ` · ${t('channel.subChannelCount', { count: channel.classifications.length })}`
            : ''}
        </Text>
      </UnstyledButton>
      {channel.classifications.length > 0 ? (
        <ul
          className={classes.subChannels}
          aria-label={t('channel.subChannels', { channel: channel.name })}
        >
          {channel.classifications.map((classification) => (
            <li key={classification.id}>
              <UnstyledButton
                className={classes.card}
                py={4}
                onClick={() => onOpen(classification.id)}
              >
                <Group gap={6} justify="space-between" wrap="nowrap">
                  <Text size="xs" fw={600} truncate>
                    {classification.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('columns', { count: classification.columnCount })}
                  </Text>
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
