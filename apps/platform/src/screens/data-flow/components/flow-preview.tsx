import { evaluateFlow, type FlowColumn, textOf } from '@feedline/data-flow';
import { Loader, ScrollArea, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreviewItemsQuery } from '../api/channel-flow-queries';

/**
 * The flow as it is being edited, applied to real items of the site by the same evaluator the API
 * uses: it follows every edit at once. A search by item id picks other items.
 */
export function FlowPreview({
  siteId,
  columns,
}: {
  siteId: number;
  columns: readonly FlowColumn[];
}) {
  const { t } = useTranslation('data-flow');
  const headingId = useId();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const items = usePreviewItemsQuery(siteId, debounced);
  const rows = useMemo(
    () =>
      (items.data?.rows ?? []).map((item) => ({
        id: String(item.id ?? item._id),
        values: evaluateFlow(columns, item),
      })),
    [items.data, columns],
  );
  const shown = columns.filter((column) => column.name.trim() !== '');

  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title id={headingId} order={2} size="h5">
        {t('editor.preview.title')}
      </Title>
      <TextInput
        label={t('editor.preview.search')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        rightSection={items.isFetching ? <Loader size="xs" /> : null}
        maw={320}
      />
      {items.data && rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {debounced ? t('editor.preview.empty') : t('editor.preview.noItems')}
        </Text>
      ) : (
        <ScrollArea
          type="auto"
          viewportProps={{
            tabIndex: 0,
            role: 'region',
            'aria-label': t('editor.preview.caption'),
          }}
        >
          <Table striped withTableBorder fz="xs" aria-label={t('editor.preview.caption')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>id</Table.Th>
                {shown.map((column, index) => (
                  <Table.Th key={`${column.name}-${index}`}>{column.name}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.id}</Table.Td>
                  {shown.map((column, index) => (
                    <Table.Td key={`${column.name}-${index}`}>
                      {textOf(row.values[column.name] ?? null)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Stack>
  );
}
