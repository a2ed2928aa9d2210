import type { SiteDashboard } from '@feedline/contracts';
import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InAppLink } from '../components/in-app-link';
import { Empty } from '../components/legacy-page';
import { Moment } from '../components/moment';
import { problemLines } from '../model/site-health';
import { logMessageText } from '../../../model/log-message';

/**
 * The errors and warnings among the site's latest log lines; an error leads to its page in the
 * error log (warnings have none).
 */
export function ProblemLinesTable({
  siteId,
  lines,
}: {
  siteId: number;
  lines: SiteDashboard['recentLog'];
}) {
  const { t } = useTranslation('legacy');
  const problems = problemLines(lines);
  if (problems.length === 0) return <Empty>{t('monitoring.recent.empty')}</Empty>;
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('monitoring.recent.time')}</Table.Th>
          <Table.Th>{t('monitoring.recent.type')}</Table.Th>
          <Table.Th>{t('monitoring.recent.message')}</Table.Th>
          <Table.Th>{t('monitoring.recent.detail')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {problems.map((line) => {
          const isError = line.type === 'error';
          return (
            <Table.Tr key={line.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Moment iso={line['@timestamp']} />
              </Table.Td>
              <Table.Td>
                <Badge color={isError ? 'red' : 'yellow'} variant="light">
                  {isError ? t('monitoring.recent.error') : t('monitoring.recent.warning')}
                </Badge>
              </Table.Td>
              <Table.Td>{logMessageText(line.message)}</Table.Td>
              <Table.Td>
                {isError ? (
                  <InAppLink to={`/error-log/site/${siteId}/error/${line.id}`}>
                    {t('monitoring.recent.open', { id: line.id })}
                  </InAppLink>
                ) : null}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
