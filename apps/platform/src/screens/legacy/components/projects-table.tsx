import type { Paginated, Project } from '@feedline/contracts';
import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatter } from '../../../lib/format';
import { Empty } from './legacy-page';
import { InAppLink } from './in-app-link';

export interface ProjectsTableProps {
  projects: Paginated<Project>;
  /** Where a project's name leads; the project overview by default. */
  linkTo?: (project: Project) => string;
}

export function ProjectsTable({ projects, linkTo }: ProjectsTableProps) {
  const { t } = useTranslation('legacy');
  const format = useFormatter();
  if (projects.data.length === 0) return <Empty>{t('projects.empty')}</Empty>;
  return (
    <>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('projects.name')}</Table.Th>
            <Table.Th>{t('projects.sites')}</Table.Th>
            <Table.Th>{t('projects.access')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {projects.data.map((project) => (
            <Table.Tr key={project.id}>
              <Table.Td>
                <InAppLink to={linkTo ? linkTo(project) : `/overview/project/${project.id}`}>
                  {project.name}
                </InAppLink>
              </Table.Td>
              <Table.Td>{format.number(project.siteCount)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={project.canWrite ? 'green' : 'gray'}>
                  {project.canWrite ? t('access.write') : t('access.read')}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {projects.meta.totalCount > projects.data.length ? (
        <Text size="sm" c="dimmed">
          {t('list.firstOf', { shown: projects.data.length, total: projects.meta.totalCount })}
        </Text>
      ) : null}
    </>
  );
}
