import type { DataSource } from '@feedline/contracts';
import { Anchor, Badge, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Empty } from './legacy-page';
import { Moment } from './moment';

/** Where a site's items come from; a shared source is one of the organisation's shared settings. */
export function DataSourcesTable({ sources }: { sources: readonly DataSource[] }) {
  const { t } = useTranslation('legacy');
  if (sources.length === 0) return <Empty>{t('dataSources.empty')}</Empty>;
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('dataSources.name')}</Table.Th>
          <Table.Th>{t('dataSources.kind')}</Table.Th>
          <Table.Th>{t('dataSources.url')}</Table.Th>
          <Table.Th>{t('dataSources.items')}</Table.Th>
          <Table.Th>{t('dataSources.lastImport')}</Table.Th>
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
            <Table.Td>{t(`dataSources.kinds.${source.kind}`)}</Table.Td>
            <Table.Td>
              {source.url && /^https?:\/\//.test(source.url) ? (
                <Anchor href={source.url} target="_blank" rel="noopener noreferrer" size="sm">
                  {source.url}
                </Anchor>
              ) : (
                (source.url ?? source.file?.name)
              )}
            </Table.Td>
            <Table.Td>{source.itemCount}</Table.Td>
            <Table.Td>
              {source.lastImportAt ? <Moment iso={source.lastImportAt} /> : t('site.neverImported')}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
