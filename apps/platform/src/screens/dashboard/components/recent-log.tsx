import type { SiteDashboard } from '@feedline/contracts';
import { Badge, Table, Text, Title } from '@mantine/core';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatter } from '../../../lib/format';
import { logTypeColour, toLogType } from '../model/presentation';
import { useLogLineText } from '../../../model/log-line-text';

/**
 * The latest log lines, newest first, in the reader's language when the platform wrote them (their
 * key and parameters); shown as text, never as markup. The rows come in the render after the rest
 * of the dashboard (the last section: nothing moves), so that the figures above show first.
 */
export function RecentLog({ lines }: { lines: SiteDashboard['recentLog'] }) {
  const { t } = useTranslation('dashboard');
  const format = useFormatter();
  const textOf = useLogLineText();
  const shown = useDeferredValue<SiteDashboard['recentLog'] | null>(lines, null);
  return (
    <section aria-labelledby="recent-log-title">
      <Title id="recent-log-title" order={2} size="h4" mb="xs">
        {t('log.title')}
      </Title>
      {shown === null ? null : shown.length === 0 ? (
        <Text c="dimmed">{t('log.empty')}</Text>
      ) : (
        <Table striped verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('log.time')}</Table.Th>
              <Table.Th>{t('log.type')}</Table.Th>
              <Table.Th>{t('log.message')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={line['@timestamp']}>{format.dateTime(line['@timestamp'])}</time>
                </Table.Td>
                <Table.Td>
                  <Badge color={logTypeColour(line.type)} variant="light">
                    {t(`log.types.${toLogType(line.type)}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{textOf(line)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}
