import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InAppLink } from '../components/in-app-link';
import { Empty } from '../components/legacy-page';

interface Named {
  id: number;
  name: string;
}

const DASHBOARD = {
  project: (id: number) => `/dashboard/project/${id}`,
  site: (id: number) => `/dashboard/site/${id}/version/1`,
};

/** Projects or sites a user may change, each leading to its dashboard. */
export function WritableTable({
  kind,
  targets,
  emptyText,
}: {
  kind: 'project' | 'site';
  targets: readonly Named[];
  /** What to say when there are none; "None" unless given. */
  emptyText?: string;
}) {
  const { t } = useTranslation('legacy');
  if (targets.length === 0) return <Empty>{emptyText ?? t('none')}</Empty>;
  const labels =
    kind === 'project'
      ? { name: t('projects.name'), access: t('projects.access') }
      : { name: t('sites.name'), access: t('sites.access') };
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{labels.name}</Table.Th>
          <Table.Th>{labels.access}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {targets.map((target) => (
          <Table.Tr key={target.id}>
            <Table.Td>
              <InAppLink to={DASHBOARD[kind](target.id)}>{target.name}</InAppLink>
            </Table.Td>
            <Table.Td>
              <Badge variant="light" color="green">
                {t('access.write')}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
