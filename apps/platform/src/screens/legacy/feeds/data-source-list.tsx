import type { DataSource } from '@feedline/contracts';
import { Anchor, Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Empty } from '../components/legacy-page';
import { Moment } from '../components/moment';
import { useFormatter } from '../../../lib/format';
import { ScrollTable } from '../../../components/scroll-table';

export interface DataSourceListProps {
  sources: readonly DataSource[];
  /** Without them (read-only access) the list has no edit or delete buttons. */
  onEdit?: (source: DataSource) => void;
  onDelete?: (source: DataSource) => void;
}

/** The site's data sources: how each is read, where from, and what its last import brought. */
export function DataSourceList({ sources, onEdit, onDelete }: DataSourceListProps) {
  const { t } = useTranslation('legacy');
  const format = useFormatter();
  const hasActions = Boolean(onEdit || onDelete);
  if (sources.length === 0) return <Empty>{t('dataSources.empty')}</Empty>;
  return (
    <ScrollTable label={t('dataSources.title')} minWidth={720}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('dataSources.name')}</Table.Th>
            <Table.Th>{t('dataSources.kind')}</Table.Th>
            <Table.Th>{t('dataSources.url')}</Table.Th>
            <Table.Th>{t('dataSources.items')}</Table.Th>
            <Table.Th>{t('dataSources.lastImport')}</Table.Th>
            {hasActions ? (
              <Table.Th>
                <VisuallyHidden>{t('feeds.source.actions')}</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sources.map((source) => (
            <Table.Tr key={source.id}>
              <Table.Td>
                <Group gap="xs">
                  {source.name}
                  {source.shared ? (
                    <Badge color="violet" variant="light">
                      {t('dataSources.shared')}
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  {t(`dataSources.kinds.${source.kind}`)}
                  <Text size="xs" c="dimmed">
                    {source.format ? t(`feeds.formats.${source.format}`) : t('feeds.formats.auto')}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                {source.file ? (
                  <Stack gap={0}>
                    {source.file.name}
                    <Text size="xs" c="dimmed">
                      {t('feeds.source.uploaded', { size: format.bytes(source.file.size) })}
                    </Text>
                  </Stack>
                ) : source.url && /^https?:\/\//.test(source.url) ? (
                  <Anchor
                    href={source.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="sm"
                    style={{ wordBreak: 'break-all' }}
                  >
                    {source.url}
                  </Anchor>
                ) : (
                  (source.url ?? '—')
                )}
              </Table.Td>
              <Table.Td>{format.number(source.itemCount)}</Table.Td>
              <Table.Td>
                {source.lastImportAt ? (
                  <Moment iso={source.lastImportAt} />
                ) : (
                  t('site.neverImported')
                )}
              </Table.Td>
              {hasActions ? (
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {onEdit ? (
                      <Button
                        size="xs"
                        variant="subtle"
                        onClick={() => onEdit(source)}
                        aria-label={t('feeds.source.editLabel', { name: source.name })}
                      >
                        {t('feeds.source.edit')}
                      </Button>
                    ) : null}
                    {onDelete ? (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => onDelete(source)}
                        aria-label={t('feeds.source.deleteLabel', { name: source.name })}
                      >
                        {t('feeds.source.delete')}
                      </Button>
                    ) : null}
                  </Group>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
