import type { FeedRunProblem } from '@feedline/contracts';
import { Code, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatter } from '../../../lib/format';
import { ScrollTable } from '../../../components/scroll-table';

/** The per-row problems of a run: where (row, source, id, field), what, and the reader's words. */
export function RunProblemsTable({
  problems,
  caption,
}: {
  problems: readonly FeedRunProblem[];
  caption: string;
}) {
  const { t } = useTranslation('legacy');
  const format = useFormatter();
  return (
    <ScrollTable label={caption} minWidth={800}>
      <Table striped>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('feeds.problems.row')}</Table.Th>
            <Table.Th>{t('feeds.problems.source')}</Table.Th>
            <Table.Th>{t('feeds.problems.externalId')}</Table.Th>
            <Table.Th>{t('feeds.problems.field')}</Table.Th>
            <Table.Th>{t('feeds.problems.code')}</Table.Th>
            <Table.Th>{t('feeds.problems.message')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {problems.map((problem) => (
            <Table.Tr key={problem.id}>
              <Table.Td>{format.number(problem.row)}</Table.Td>
              <Table.Td>{problem.dataSourceName ?? '—'}</Table.Td>
              <Table.Td>{problem.externalId ? <Code>{problem.externalId}</Code> : '—'}</Table.Td>
              <Table.Td>{problem.field ? <Code>{problem.field}</Code> : '—'}</Table.Td>
              <Table.Td>{t(`feeds.problemCodes.${problem.code}`)}</Table.Td>
              <Table.Td>{problem.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
