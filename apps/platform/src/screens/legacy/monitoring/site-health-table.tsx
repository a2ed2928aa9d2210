import type { Site } from '@feedline/contracts';
import { Badge, Group, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatter } from '../../../lib/format';
import { InAppLink } from '../components/in-app-link';
import { Moment } from '../components/moment';
import type { HealthCheck } from '../model/site-health';
import { ImportStateBadge } from './import-state-badge';

export interface SiteHealthRow {
  site: Site;
  check: HealthCheck;
}

/** A count of problems: a light badge in the problem's colour when there are any. */
function ProblemCount({ count, color }: { count: number; color: 'red' | 'yellow' }) {
  const format = useFormatter();
  if (count === 0) return <>{format.number(0)}</>;
  return (
    <Badge color={color} variant="light">
      {format.number(count)}
    </Badge>
  );
}

/** The health cells of one site, or what is known of it while its health is read or failed. */
function HealthCells({ row }: { row: SiteHealthRow }) {
  const { t } = useTranslation('legacy');
  const { check, site } = row;
  if (check.state === 'checking') {
    return (
      <Table.Td colSpan={4}>
        <Loader
          size="xs"
          role="status"
          aria-label={t('monitoring.table.checking', { name: site.name })}
        />
      </Table.Td>
    );
  }
  if (check.state === 'failed') {
    return (
      <Table.Td colSpan={4}>
        <Text size="sm" c="red.9">
          {t('monitoring.table.failed')}
        </Text>
      </Table.Td>
    );
  }
  const { health } = check;
  return (
    <>
      <Table.Td>
        <ImportStateBadge status={health.importStatus} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {health.lastImportAt ? <Moment iso={health.lastImportAt} /> : t('site.neverImported')}
      </Table.Td>
      <Table.Td>
        <ProblemCount count={health.errors} color="red" />
      </Table.Td>
      <Table.Td>
        <ProblemCount count={health.warnings} color="yellow" />
      </Table.Td>
    </>
  );
}

/**
 * Sites with their last import and the errors and warnings in their log; a site's name leads to
 * its own monitoring, its links to its error log and dashboard.
 */
export function SiteHealthTable({
  rows,
  showProject,
}: {
  rows: readonly SiteHealthRow[];
  showProject: boolean;
}) {
  const { t } = useTranslation('legacy');
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('monitoring.table.site')}</Table.Th>
          {showProject ? <Table.Th>{t('monitoring.table.project')}</Table.Th> : null}
          <Table.Th>{t('monitoring.table.importStatus')}</Table.Th>
          <Table.Th>{t('monitoring.table.lastImport')}</Table.Th>
          <Table.Th>{t('monitoring.table.errors')}</Table.Th>
          <Table.Th>{t('monitoring.table.warnings')}</Table.Th>
          <Table.Th>{t('monitoring.table.links')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.site.id}>
            <Table.Td>
              <InAppLink to={`/monitoring/site/${row.site.id}`}>{row.site.name}</InAppLink>
            </Table.Td>
            {showProject ? (
              <Table.Td>
                <InAppLink to={`/monitoring/project/${row.site.project.id}`}>
                  {row.site.project.name}
                </InAppLink>
              </Table.Td>
            ) : null}
            <HealthCells row={row} />
            <Table.Td>
              <Group gap="md" wrap="nowrap">
                <InAppLink to={`/error-log/site/${row.site.id}`}>
                  {t('monitoring.links.errorLog', { name: row.site.name })}
                </InAppLink>
                <InAppLink to={`/dashboard/site/${row.site.id}/version/1`}>
                  {t('monitoring.links.dashboard', { name: row.site.name })}
                </InAppLink>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
