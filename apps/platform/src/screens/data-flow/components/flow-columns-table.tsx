import { Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { DataFlowColumnView } from '@feedline/contracts';
import { ColumnSource } from '../../../components/column-source';
import { IconArrowNarrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table';

/** A flow's mapping: each output column and where its value comes from. */
export function FlowColumnsTable({
  columns,
  caption,
}: {
  columns: readonly DataFlowColumnView[];
  caption: string;
}) {
  const { t } = useTranslation('data-flow');
  if (columns.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('table.empty')}
      </Text>
    );
  }
  return (
    <ScrollTable label={caption} minWidth={420}>
      <Table striped withTableBorder verticalSpacing={4} fz="sm">
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('table.output')}</Table.Th>
            <Table.Th scope="col">{t('table.source')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {columns.map((column) => (
            <Table.Tr key={column.name}>
              <Table.Td fw={600}>{column.name}</Table.Td>
              <Table.Td>
                <Group gap={8} wrap="nowrap">
                  <IconArrowNarrowLeft size={16} color="var(--mantine-color-gray-6)" aria-hidden />
                  <ColumnSource column={column} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
